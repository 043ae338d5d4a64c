/**
 * In the browser, the site runs on Preact's React-compatible runtime
 * (`preact/compat`) instead of React DOM: the same components, hooks and
 * hydration of the HTML that React renders at build time, for about 11 KB of
 * gzip instead of about 60. Pages are still rendered to HTML by React on the
 * server, so the HTML does not change.
 *
 * Only the production client bundle is aliased (`npm start` keeps React DOM,
 * whose fast refresh needs React's internals). Docusaurus points `react` and
 * `react-dom` at the site's copies with prefix aliases, which would win over
 * exact ones, so they are replaced rather than added to.
 *
 * `DOCS_CLIENT=react npm run build` builds with React DOM in the browser, to
 * compare or to rule Preact out when looking into a bug.
 */
import type { Plugin } from '@docusaurus/types';

export const PREACT_ALIASES = {
  'react-dom/test-utils$': 'preact/test-utils',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/server$': 'preact/compat/server',
  'react-dom$': 'preact/compat',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-runtime',
  react$: 'preact/compat',
} as const;

export function preactEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DOCS_CLIENT !== 'react';
}

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer, { currentBundler }) {
      // The development server keeps React DOM: its fast refresh needs React's internals.
      const preact = !isServer && config.mode === 'production' && preactEnabled();
      // Code that relies on Preact's behaviour (see src/components/DeferredHydration) asks `__PREACT_CLIENT__`.
      const plugins = [new currentBundler.instance.DefinePlugin({ __PREACT_CLIENT__: JSON.stringify(preact) })];
      if (!preact) return { plugins };
      const alias = (config.resolve!.alias ??= {}) as Record<string, string | false | string[]>;
      delete alias.react;
      delete alias['react-dom'];
      Object.assign(alias, PREACT_ALIASES);
      return { plugins };
    },
  };
}
