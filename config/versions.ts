import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { assertVersionFacts } from '../src/lib/versionFacts';
import { DOC_VERSIONS, LATEST_VERSION, isDocVersion, type DocVersion } from '../src/data/versions';

// Every version of versions.json has its facts in the data modules, or the build stops here naming what is missing.
assertVersionFacts();

/**
 * The docs versions a build includes: all of them, unless `DOCS_ONLY_VERSIONS`
 * names some (comma-separated, e.g. `DOCS_ONLY_VERSIONS=3.2,3.0`) for a faster
 * build of a few versions (tests/version-add/version-add.test.ts). The latest
 * version is always included: it is served at the root. Unknown names fail.
 */
export function includedVersions(value: string | undefined = process.env.DOCS_ONLY_VERSIONS): DocVersion[] {
  if (value === undefined || value.trim() === '') return [...DOC_VERSIONS];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isDocVersion(name));
  if (unknown.length) {
    throw new Error(
      `DOCS_ONLY_VERSIONS: unknown docs version ${unknown.join(', ')} (known: ${DOC_VERSIONS.join(', ')})`,
    );
  }
  return DOC_VERSIONS.filter((version) => version === LATEST_VERSION || names.includes(version));
}

/**
 * Docs versions (docs/requirements.md#versions): five versions, 3.0 at the root, no current
 * (in-development) version, and no version banners or badges.
 */
export const versionsOptions = {
  includeCurrentVersion: false,
  lastVersion: LATEST_VERSION,
  onlyIncludeVersions: includedVersions(),
  versions: Object.fromEntries(
    DOC_VERSIONS.map((version) => [
      version,
      { label: version, path: version === LATEST_VERSION ? '' : version, banner: 'none', badge: false },
    ]),
  ),
} satisfies Partial<DocsOptions>;
