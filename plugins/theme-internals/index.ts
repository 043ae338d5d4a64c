/**
 * Replaces classic-theme internals whose cost shows in every page's load, at
 * bundling time and without changing what they do:
 * - the theme's `useShallowMemoObject` (reactUtils.js here);
 * - `@docusaurus/Head` in the browser bundle, which mounts its Helmet after
 *   the page has hydrated (Head.tsx here).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The theme-common modules that import `../utils/reactUtils` or `../../utils/reactUtils`. */
const IMPORTER = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]/;
const REACT_UTILS_REQUEST = /^(\.\.\/)+utils\/reactUtils(\.js)?$/;
const HEAD_REQUEST = /^@docusaurus\/Head$/;

export default function themeInternalsPlugin(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins', 'theme-internals', 'reactUtils.js');
  // theme-common's package exports hide its lib/ folder; the replacement reaches the original through an alias.
  const themeCommonLib = path.dirname(
    createRequire(path.join(context.siteDir, 'package.json')).resolve('@docusaurus/theme-common'),
  );
  const original = path.join(themeCommonLib, 'utils', 'reactUtils.js');
  const head = path.join(context.siteDir, 'plugins', 'theme-internals', 'Head.tsx');
  return {
    name: 'theme-internals',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: { alias: { 'theme-internals-original/reactUtils$': original } },
        plugins: [
          new NormalModuleReplacementPlugin(REACT_UTILS_REQUEST, (resource: { request: string; context: string }) => {
            if (IMPORTER.test(resource.context)) resource.request = replacement;
          }),
          // Only in the browser: at build time Helmet must collect every page's head tags.
          ...(isServer ? [] : [new NormalModuleReplacementPlugin(HEAD_REQUEST, head)]),
        ],
      };
    },
  };
}
