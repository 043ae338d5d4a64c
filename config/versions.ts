import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { DOC_VERSIONS, LATEST_VERSION } from '../src/data/versions';

/**
 * Docs versions (docs/requirements.md#versions): five versions, 3.0 at the root, no current
 * (in-development) version, and no version banners or badges.
 */
export const versionsOptions = {
  includeCurrentVersion: false,
  lastVersion: LATEST_VERSION,
  onlyIncludeVersions: [...DOC_VERSIONS],
  versions: Object.fromEntries(
    DOC_VERSIONS.map((version) => [
      version,
      { label: version, path: version === LATEST_VERSION ? '' : version, banner: 'none', badge: false },
    ]),
  ),
} satisfies Partial<DocsOptions>;
