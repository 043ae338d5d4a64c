/**
 * Security facts of the API: where the shared secret lives, how to read and
 * change it, which checksum algorithms each release accepts, and which POST
 * content types it accepts.
 */
import { inRange, type DocVersion } from '../versions';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '../../lib/checksum';
import type { DataSources } from '../sources';

export const SHARED_SECRET = {
  /** File that holds the secret (an override file that upgrades keep). */
  file: '/etc/bigbluebutton/bbb-web.properties',
  /** Property name (historic name: it is a shared secret, not a salt). */
  property: 'securitySalt',
  /** Prints the API URL and the secret. */
  showCommand: 'bbb-conf --secret',
  /** Sets a new secret and restarts what needs it. */
  setCommand: 'sudo bbb-conf --setsecret',
  /** Property listing the accepted checksum algorithms. */
  algorithmsProperty: 'supportedChecksumAlgorithms',
  /** akka-apps setting for the checksums of breakout room calls. */
  breakoutAlgorithmProperty: 'checkSumAlgorithmForBreakouts',
  breakoutAlgorithmFile: '/etc/bigbluebutton/bbb-apps-akka.conf',
} as const;

/** Algorithms a release accepts by default (`supportedChecksumAlgorithms`). */
export function checksumAlgorithmsFor(version: DocVersion): ChecksumAlgorithm[] {
  // SHA-1 and SHA-256 are older than every documented release; SHA-384 and
  // SHA-512 came with 2.5, the oldest one, so every release accepts all four.
  return CHECKSUM_ALGORITHMS.filter((algorithm) => inRange({ since: ALGORITHM_SINCE[algorithm] }, version));
}

/** First docs version accepting each algorithm. */
export const ALGORITHM_SINCE: Record<ChecksumAlgorithm, DocVersion> = {
  sha1: '2.5-legacy',
  sha256: '2.5-legacy',
  sha384: '2.5-legacy',
  sha512: '2.5-legacy',
};

export type PostContentType =
  'application/x-www-form-urlencoded' | 'multipart/form-data' | 'text/xml' | 'application/xml';

export interface ContentTypeRules {
  /** Whether the server checks the Content-Type of POST requests. */
  enforced: boolean;
  /** Point release from which the check applies in this docs version. */
  enforcedFrom?: string;
  /** Accepted types per call; calls not listed accept `defaultTypes`. */
  perCall: Record<string, PostContentType[]>;
  defaultTypes: PostContentType[];
}

const FORM: PostContentType[] = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const XML: PostContentType[] = ['text/xml', 'application/xml'];

/** Body formats each call reads (all other calls read form data). */
const BODY_FORMATS: Record<string, PostContentType[]> = {
  create: [...FORM, ...XML],
  insertDocument: XML,
  putRecordingTextTrack: ['multipart/form-data'],
};

const ENFORCED_RULES: Omit<ContentTypeRules, 'enforcedFrom'> = {
  enforced: true,
  // With the check came the end of POST for join: no body type is accepted.
  perCall: { ...BODY_FORMATS, join: [] },
  defaultTypes: FORM,
};

/** POST Content-Type rules of each release. */
export const CONTENT_TYPE_RULES: Record<DocVersion, ContentTypeRules> = {
  // Not checked yet, but these are the formats each call reads.
  '2.5-legacy': { enforced: false, perCall: BODY_FORMATS, defaultTypes: FORM },
  '2.6': { ...ENFORCED_RULES, enforcedFrom: '2.6.18' },
  '2.7': { ...ENFORCED_RULES, enforcedFrom: '2.7.8' },
  '3.0': { ...ENFORCED_RULES },
  '3.1': { ...ENFORCED_RULES },
};

/** POST Content-Type rules of one release. */
export function contentTypeRulesFor(version: DocVersion): ContentTypeRules {
  return CONTENT_TYPE_RULES[version];
}

/** Content types a call accepts in a POST of this release. */
export function acceptedContentTypes(version: DocVersion, call: string): PostContentType[] {
  const rules = contentTypeRulesFor(version);
  return rules.perCall[call] ?? rules.defaultTypes;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: 'securitySalt in /etc/bigbluebutton/bbb-web.properties, bbb-conf --setsecret, supportedChecksumAlgorithms (SHA-384 and SHA-512 from 2.5), checkSumAlgorithmForBreakouts in bbb-apps-akka.conf, POST checksums over the query string. The Content-Type rules were not re-read.',
  },
];
