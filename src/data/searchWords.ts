/**
 * The words search treats specially, as reviewed data (used by
 * plugins/search-local/query.ts, tested in tests/unit/search-local-query.test.ts).
 *
 * - SYNONYMS: groups of words and phrases readers use for one thing. A query
 *   word or phrase found in a group also finds the group's other entries,
 *   ranked a little below the word as typed.
 * - QUESTION_WORDS: words of questions and filler that say nothing about the
 *   page wanted; dropped from a query that has other words.
 * - TROUBLE_WORDS: words that say something is broken. They are not required
 *   to match, and make troubleshooting and FAQ sections rank higher among the
 *   results that match the other words.
 * - TROUBLE_PAGES: the doc ids (src/data/docIds.ts) those sections are on.
 * - GENERIC_WORDS: words that fit most pages of this site ("setup", "guide",
 *   "version"). They are not required to match; a result that has them ranks
 *   a little higher.
 */
import type { DataSources } from './sources';

/** One group of equivalent words or phrases, lowercase, as readers type them. */
export type SynonymGroup = readonly string[];

export const SYNONYMS: readonly SynonymGroup[] = [
  ['ssl', 'tls', 'https', 'certificate', 'certbot', "let's encrypt", 'letsencrypt'],
  ['lb', 'load balancer', 'load balancing', 'scalelite'],
  ['mic', 'microphone', 'audio'],
  ['email', 'e-mail', 'smtp', 'mail'],
  ['gl', 'greenlight', 'green light'],
  ['telephone', 'phone', 'dial-in', 'dial in', 'sip'],
  ['webcam', 'camera', 'video'],
  ['screenshare', 'screen share', 'screen sharing', 'desktop sharing'],
  ['sso', 'single sign-on', 'openid', 'oidc', 'keycloak'],
  ['ldap', 'active directory'],
  ['lms', 'lti', 'moodle'],
  ['callback', 'webhook', 'webhooks'],
  ['translation', 'localization', 'i18n'],
  ['uninstall', 'remove'],
  ['upgrade', 'update'],
  ['domain', 'hostname', 'fqdn'],
  ['stun', 'turn', 'coturn'],
  ['bbb', 'bigbluebutton'],
  ['os', 'ubuntu', 'operating system'],
  ['privacy', 'private', 'gdpr', 'data protection'],
  ['recordings', 'recording', 'playback'],
  ['logs', 'log files', 'logging'],
  ['slides', 'presentation', 'pdf'],
  ['chat', 'messages'],
  ['secret', 'shared secret', 'salt'],
  ['cpu', 'processor', 'cores'],
  ['ram', 'memory'],
  ['requirements', 'minimum server', 'hardware'],
  // systemctl's message in a container without systemd; the FAQ answers whether Docker or LXD work.
  ['failed to connect to bus', 'docker or lxd'],
  // What bbb-conf --check does; the recording pages' "check the configuration" is another command.
  ['check server configuration', 'bbb-conf --check'],
];

export const QUESTION_WORDS: readonly string[] = [
  'how',
  'what',
  'why',
  'where',
  'when',
  'which',
  'who',
  'can',
  'could',
  'should',
  'would',
  'do',
  'does',
  'did',
  'is',
  'are',
  'i',
  'my',
  'me',
  'we',
  'our',
  'you',
  'your',
  'get',
  'to',
  'the',
  'a',
  'an',
  'in',
  'on',
  'of',
  'for',
  'with',
  'by',
  'it',
  'there',
  'way',
  'possible',
  'help',
  'please',
  'use',
  'using',
  'through',
  'via',
  'per',
  'work',
  'works',
  'working',
  'howto',
  'totally',
  'being',
  'been',
];

export const TROUBLE_WORDS: readonly string[] = [
  'not',
  "can't",
  'cant',
  'cannot',
  "won't",
  'wont',
  "doesn't",
  'doesnt',
  "don't",
  'dont',
  "isn't",
  'fails',
  'fail',
  'failed',
  'failing',
  'failure',
  'error',
  'errors',
  'broken',
  'problem',
  'problems',
  'issue',
  'issues',
  'unable',
  'wrong',
  'stuck',
  'no',
  'nobody',
  'nothing',
];

export const GENERIC_WORDS: readonly string[] = [
  'setup',
  'set',
  'up',
  'guide',
  'tutorial',
  'documentation',
  'docs',
  'doc',
  'steps',
  'version',
  'bigbluebutton',
  'bbb',
  'server',
];

export const TROUBLE_PAGES: readonly string[] = ['support/troubleshooting', 'support/faq'];

/** Where these words come from (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      "How this site's search reads queries: words readers use, chosen from the relevance set in tests/search/relevanceSet.ts; no fact about BigBlueButton.",
  },
];
