import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import themeInternalsPlugin from '../../plugins/theme-internals';

type Resource = { request: string; context: string };

/** Stands in for webpack's NormalModuleReplacementPlugin: keeps what it was given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string | ((resource: Resource) => void),
  ) {}
}

const siteDir = path.resolve(import.meta.dirname, '..', '..');

function configure(isServer: boolean) {
  const plugin = themeInternalsPlugin({ siteDir } as never);
  const configureWebpack = plugin.configureWebpack as unknown as (
    config: object,
    isServer: boolean,
    utils: object,
  ) => { resolve: { alias: Record<string, string> }; plugins: NormalModuleReplacementPlugin[] };
  return configureWebpack({}, isServer, { currentBundler: { instance: { NormalModuleReplacementPlugin } } });
}

function replace(plugins: NormalModuleReplacementPlugin[], resource: Resource): string {
  const copy = { ...resource };
  for (const plugin of plugins) {
    if (!plugin.pattern.test(copy.request)) continue;
    if (typeof plugin.replacement === 'string') copy.request = plugin.replacement;
    else plugin.replacement(copy);
  }
  return copy.request;
}

const themeCommon = path.join(siteDir, 'node_modules', '@docusaurus', 'theme-common', 'lib');

test("theme-common's imports of its React utilities get the version without localeCompare; nothing else does", () => {
  const { plugins, resolve } = configure(false);
  const replaced = replace(plugins, {
    request: '../../utils/reactUtils',
    context: path.join(themeCommon, 'contexts', 'navbarSecondaryMenu'),
  });
  assert.equal(replaced, path.join(siteDir, 'plugins', 'theme-internals', 'reactUtils.js'));
  assert.equal(
    replace(plugins, { request: '../utils/reactUtils', context: path.join(themeCommon, 'hooks') }),
    replaced,
  );
  // The replacement reaches the original through an alias to a file that exists.
  const original = resolve.alias['theme-internals-original/reactUtils$'];
  assert.ok(existsSync(original), original);
  // A module of the site's own with the same relative path is left alone.
  assert.equal(
    replace(plugins, { request: '../utils/reactUtils', context: path.join(siteDir, 'src', 'lib') }),
    '../utils/reactUtils',
  );
});

test('@docusaurus/Head is replaced in the browser bundle only: at build time Helmet collects the head tags', () => {
  const head = path.join(siteDir, 'plugins', 'theme-internals', 'Head.tsx');
  assert.equal(replace(configure(false).plugins, { request: '@docusaurus/Head', context: themeCommon }), head);
  assert.equal(
    replace(configure(true).plugins, { request: '@docusaurus/Head', context: themeCommon }),
    '@docusaurus/Head',
  );
});
