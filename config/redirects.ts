import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';

import { DOC_VERSIONS, RELEASES } from '../src/data/versions';
import { includedVersions } from './versions';

/**
 * Client redirects (docs/requirements.md#redirects). Every page also answers at `<path>.html` and
 * `<path>.htm` (`fromExtensions`), for links left over from the former site.
 * `deploy/nginx` answers the same sources with a server 301.
 */
export const redirects = [
  { from: ['/2.6/new/', '/2.6/new.html'], to: '/2.6/new-features/' },
  { from: '/2.7/new/', to: '/2.7/new-features/' },
  { from: '/dev/api.html', to: '/development/api/' },
  { from: '/greenlight_v3/gl3-migration.html', to: '/greenlight/v3/migration/' },
  { from: '/release-notes/', to: '/' },
] as const satisfies ReadonlyArray<{ from: string | readonly string[]; to: string }>;

/** Path prefixes of the docs versions a build leaves out (`DOCS_ONLY_VERSIONS`, config/versions.ts). */
const excludedPrefixes = DOC_VERSIONS.filter((version) => !includedVersions().includes(version)).map(
  (version) => `${RELEASES[version].pathPrefix}/`,
);

export const clientRedirectsOptions = {
  fromExtensions: ['html', 'htm'],
  redirects: redirects
    .filter(({ to }) => !excludedPrefixes.some((prefix) => to.startsWith(prefix)))
    .map(({ from, to }) => ({ from: typeof from === 'string' ? from : [...from], to })),
} satisfies ClientRedirectsOptions;
