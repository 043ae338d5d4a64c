/**
 * The doc ids of every version (docs/requirements.md#doc-pages). Tests check that the sources,
 * the sidebars and the built site match this table exactly.
 */
import { RELEASES, type DocVersion } from './versions';
import type { DataSources } from './sources';

const ADMINISTRATION = [
  'bbb-conf',
  'cluster-proxy',
  'configuration-files',
  'customize',
  'firewall-configuration',
  'install',
  'lti',
  'monitoring',
  'nextcloud',
  'privacy',
  'turn-server',
].map((id) => `administration/${id}`);

const DEVELOPMENT = ['api', 'architecture', 'design', 'guide', 'localization', 'recording', 'webhooks'].map(
  (id) => `development/${id}`,
);

const GREENLIGHT = ['customize', 'external-authentication', 'install', 'migration'].map((id) => `greenlight/v3/${id}`);

const SUPPORT = ['faq', 'getting-help', 'road-map', 'troubleshooting'].map((id) => `support/${id}`);

const COMMON = [
  ...ADMINISTRATION,
  ...DEVELOPMENT,
  ...GREENLIGHT,
  ...SUPPORT,
  'new-features',
  'testing/release-testing',
];

export const DOC_IDS: Record<DocVersion, readonly string[]> = {
  '3.1': [...COMMON, 'accessibility', 'teaching', 'plugins', 'greenlight/v3/migrationtonewserver'],
  '3.0': [...COMMON, 'accessibility', 'teaching', 'plugins', 'greenlight/v3/migrationtonewserver'],
  '2.7': [...COMMON, 'accessiblity', 'teaching', 'release-notes'],
  '2.6': [...COMMON, 'accessiblity', 'teaching', 'release-notes'],
  '2.5-legacy': [...COMMON, 'accessiblity', 'teaching/index', 'release-notes'],
};

/** The URL path of a doc (trailing slash, version prefix, `index` folded). */
export function docPath(version: DocVersion, id: string): string {
  const slug = id.endsWith('/index') ? id.slice(0, -'index'.length) : `${id}/`;
  return `${RELEASES[version].pathPrefix}/${slug}`;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      "The doc ids and URLs are this site's own page structure (docs/requirements.md#doc-pages), checked against versioned_docs/ and the sidebars by the unit tests.",
  },
];
