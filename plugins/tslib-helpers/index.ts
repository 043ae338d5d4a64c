/**
 * tslib without its unused helpers in every page's first load.
 *
 * `@docusaurus/utils-common` (used by the router's `Link`) is compiled to
 * CommonJS and `require`s tslib for a single helper. A `require` uses the
 * whole module, so all of tslib’s helpers (about 3.7 KB gzip) were in main.js.
 * For that package only, `tslib` resolves to ./helpers.mjs, an ES module that
 * re-exports the helpers it calls from tslib itself; everything else that
 * imports tslib gets it unchanged.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import path from 'node:path';

const UTILS_COMMON = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

export default function tslibHelpersPlugin(context: LoadContext): Plugin {
  const helpers = path.join(context.siteDir, 'plugins', 'tslib-helpers', 'helpers.mjs');
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource) => {
            if (UTILS_COMMON.test(resource.contextInfo.issuer)) resource.request = helpers;
          }),
        ],
      };
    },
  };
}
