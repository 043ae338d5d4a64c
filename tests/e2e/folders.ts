import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { DOC_VERSIONS, LATEST_VERSION, RELEASES } from '../../src/data/versions';

/** The build under test (Playwright compiles the tests as CommonJS modules). */
export const BUILD = path.resolve(__dirname, '..', '..', 'build');

/** Each version served under a prefix has a home page there (src/pages/_components/VersionHome). */
export const VERSION_HOMES = DOC_VERSIONS.filter((v) => v !== LATEST_VERSION).map((version) => ({
  version,
  url: `${RELEASES[version].pathPrefix}/`,
  heading: `BigBlueButton ${RELEASES[version].release} documentation`,
}));

/** The URL of every folder of the build that has no page (no index.html), e.g. `/administration/`. */
export function folderUrlsWithoutPage(dir = BUILD, url = '/'): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      const folderUrl = `${url}${entry.name}/`;
      const own = existsSync(path.join(folder, 'index.html')) ? [] : [folderUrl];
      return [...own, ...folderUrlsWithoutPage(folder, folderUrl)];
    });
}

/** The navbar's Administration link in a page's HTML: it leads into the version the page was rendered for. */
export function navbarAdministrationLink(prefix: string): RegExp {
  return new RegExp(`href="?${prefix.replace(/\./g, '\\.')}/administration/install/"?>Administration<`);
}
