import assert from 'node:assert/strict';
import { test } from 'node:test';

import preactClientPlugin, { PREACT_ALIASES, preactEnabled } from '../../plugins/preact-client';

type Configure = (config: object, isServer: boolean, utils: object, content: unknown) => object;

/** Stands in for webpack's DefinePlugin: keeps what it was given. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}

function configure(mode: string, isServer: boolean) {
  const config = {
    mode,
    resolve: { alias: { react: '/site/node_modules/react', 'react-dom': '/x', '@site': '/site' } },
  };
  const configureWebpack = preactClientPlugin().configureWebpack as unknown as Configure;
  const result = configureWebpack(config, isServer, { currentBundler: { instance: { DefinePlugin } } }, undefined) as {
    plugins?: DefinePlugin[];
  };
  const defined = result.plugins?.find((plugin) => plugin instanceof DefinePlugin)?.definitions;
  return { alias: config.resolve.alias as Record<string, string>, defined };
}

function configured(mode: string, isServer: boolean) {
  return configure(mode, isServer).alias;
}

test('the production client bundle resolves React to preact/compat, replacing the prefix aliases', () => {
  const alias = configured('production', false);
  assert.equal(alias.react, undefined);
  assert.equal(alias['react-dom'], undefined);
  assert.equal(alias.react$, 'preact/compat');
  assert.equal(alias['react-dom/client$'], 'preact/compat/client');
  assert.equal(alias['react/jsx-runtime$'], 'preact/jsx-runtime');
  assert.equal(alias['@site'], '/site');
  for (const [from, to] of Object.entries(PREACT_ALIASES)) assert.equal(alias[from], to);
});

test('the server bundle and the development server keep React', () => {
  for (const [mode, isServer] of [
    ['production', true],
    ['development', false],
  ] as const) {
    const alias = configured(mode, isServer);
    assert.equal(alias.react, '/site/node_modules/react');
    assert.equal(alias.react$, undefined);
  }
});

test('__PREACT_CLIENT__ is true only in the production client bundle', () => {
  assert.deepEqual(configure('production', false).defined, { __PREACT_CLIENT__: 'true' });
  assert.deepEqual(configure('production', true).defined, { __PREACT_CLIENT__: 'false' });
  assert.deepEqual(configure('development', false).defined, { __PREACT_CLIENT__: 'false' });
});

test('DOCS_CLIENT=react turns Preact off', () => {
  assert.equal(preactEnabled({}), true);
  assert.equal(preactEnabled({ DOCS_CLIENT: 'react' }), false);
});
