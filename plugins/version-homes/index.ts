/**
 * The home page of each docs version served under a prefix (`/2.6/`, `/3.1/`),
 * one route per version of versions.json that is not the latest (the latest's
 * home is the landing page, src/pages/index.tsx).
 *
 * Each route renders src/pages/_components/VersionHome with the version as a
 * route prop, so a new version gets its home from versions.json alone.
 * Docusaurus places these exact routes before the docs' routes of the same
 * prefix, as it does for a page in src/pages.
 */

import type { LoadContext, Plugin } from '@docusaurus/types';

import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';

/** The versions that have a home of their own, with its URL path (without the base URL). */
export function versionHomes(): Array<{ version: DocVersion; path: string }> {
  return DOC_VERSIONS.filter((version) => RELEASES[version].pathPrefix !== '').map((version) => ({
    version,
    path: `${RELEASES[version].pathPrefix}/`,
  }));
}

export default function versionHomesPlugin(context: LoadContext): Plugin {
  const base = context.baseUrl.replace(/\/$/, '');
  return {
    name: 'version-homes',
    async contentLoaded({ actions }) {
      for (const home of versionHomes()) {
        actions.addRoute({
          path: `${base}${home.path}`,
          component: '@site/src/pages/_components/VersionHome',
          exact: true,
          props: { version: home.version },
        });
      }
    },
  };
}
