import assert from 'node:assert/strict';
import { test } from 'node:test';

import preactClientPlugin, { PREACT_ALIASES, preactEnabled } from '../../plugins/preact-client';

type Configure = (config: object, isServer: boolean, utils: object, content: unknown) => object;

function configured(mode: string, isServer: boolean) {
  const config = {
    mode,
    resolve: { alias: { react: '/site/node_modules/react', 'react-dom': '/x', '@site': '/site' } },
  };
  const configure = preactClientPlugin().configureWebpack as unknown as Configure;
  configure(config, isServer, {}, undefined);
  return config.resolve.alias as Record<string, string>;
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

test('DOCS_CLIENT=react turns Preact off', () => {
  assert.equal(preactEnabled({}), true);
  assert.equal(preactEnabled({ DOCS_CLIENT: 'react' }), false);
});
