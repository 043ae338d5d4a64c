/**
 * Replaces classic-theme internals whose cost shows in every page's load, at
 * bundling time and without changing what they do. Today: the theme's
 * `useShallowMemoObject` (see reactUtils.js here).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The theme-common modules that import `../utils/reactUtils` or `../../utils/reactUtils`. */
const IMPORTER = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]/;
const REACT_UTILS_REQUEST = /^(\.\.\/)+utils\/reactUtils(\.js)?$/;

export default function themeInternalsPlugin(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins', 'theme-internals', 'reactUtils.js');
  // theme-common's package exports hide its lib/ folder; the replacement reaches the original through an alias.
  const themeCommonLib = path.dirname(
    createRequire(path.join(context.siteDir, 'package.json')).resolve('@docusaurus/theme-common'),
  );
  const original = path.join(themeCommonLib, 'utils', 'reactUtils.js');
  return {
    name: 'theme-internals',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: { alias: { 'theme-internals-original/reactUtils$': original } },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            REACT_UTILS_REQUEST,
            (resource: { request: string; context: string }) => {
              if (IMPORTER.test(resource.context)) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
