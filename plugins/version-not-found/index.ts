/**
 * A not-found page for each docs version served under a prefix, written to
 * `build/<prefix>/404/index.html` beside the root `build/404.html`.
 *
 * Docusaurus renders one `404.html`, for the path `/404.html`, which the
 * router places in the latest version (served at the root). A URL under
 * `/2.6/` that has no page is rendered in the browser in version 2.6 (its
 * navbar links, its version menu), so hydrating the root `404.html` there
 * does not match. The servers (deploy/nginx, scripts/serve.mjs) answer an
 * unknown URL under a version prefix with that version's page instead.
 *
 * How the pages are rendered: the build renders the path of every leaf route.
 * This plugin adds one route at the site root, after the docs (priority -1),
 * with a leaf `<prefix>/404/` per version. In the browser the docs' own root
 * route, which matches every path, always comes first, so these routes are
 * never entered: the build renders each path exactly as the browser renders
 * an unknown path of that version (the docs' not-found content). The pages
 * stay in their folders: `<prefix>/404.html` is the `.html` redirect source
 * that config/redirects.ts makes for every route.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';

/** The URL prefixes of the versions not served at the root, e.g. `/2.6`. */
export const VERSION_PREFIXES: readonly string[] = DOC_VERSIONS.map((v) => RELEASES[v].pathPrefix).filter(Boolean);

/** The not-found page that answers a URL path: its version's, or the root one. */
export function notFoundPageFor(pathname: string): string {
  const prefix = VERSION_PREFIXES.find((p) => pathname.startsWith(`${p}/`));
  return prefix ? `${prefix}/404/index.html` : '/404.html';
}

export default function versionNotFoundPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context;
  return {
    name: 'version-not-found',
    // Addresses with repeated slashes, on hosts that serve them as they are (./client.ts).
    getClientModules() {
      return [path.join(context.siteDir, 'plugins', 'version-not-found', 'client.ts')];
    },
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: baseUrl,
        component: '@theme/NotFound',
        priority: -1,
        routes: VERSION_PREFIXES.map((prefix) => ({
          path: `${baseUrl.replace(/\/$/, '')}${prefix}/404/`,
          component: '@theme/NotFound',
          exact: true,
        })),
      });
    },
  };
}
