/**
 * plugins/tslib-helpers gives @docusaurus/utils-common a tslib of the helpers it
 * calls (plugins/tslib-helpers/helpers.mjs) instead of the whole library. If
 * the package, after an upgrade, calls a helper missing there, the site's
 * links would fail in the browser: these tests fail first, naming the helper
 * to add.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));

/** The `lib` folder of the installed @docusaurus/utils-common. */
function utilsCommonLib(): string {
  return path.dirname(require.resolve('@docusaurus/utils-common'));
}

/** Every `tslib_1.__helper` the package's compiled files call. */
function helpersCalled(): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(utilsCommonLib(), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    const source = readFileSync(path.join(utilsCommonLib(), entry), 'utf8');
    for (const match of source.matchAll(/\btslib_\d+\.(__\w+)/g)) names.add(match[1]);
  }
  return names;
}

test('@docusaurus/utils-common still requires tslib (else plugins/tslib-helpers can go)', () => {
  const index = readFileSync(path.join(utilsCommonLib(), 'index.js'), 'utf8');
  assert.match(index, /require\("tslib"\)/);
  assert.ok(helpersCalled().size > 0);
});

test('plugins/tslib-helpers/helpers.mjs provides every tslib helper @docusaurus/utils-common calls', async () => {
  const helpers = (await import('../../plugins/tslib-helpers/helpers.mjs')) as Record<string, unknown>;
  for (const name of helpersCalled()) {
    assert.equal(typeof helpers[name], 'function', `add ${name} to plugins/tslib-helpers/helpers.mjs`);
  }
});

test('the helpers behave as tslib’s own', async () => {
  const helpers = (await import('../../plugins/tslib-helpers/helpers.mjs')) as {
    __importDefault: (module: unknown) => { default: unknown };
  };
  const commonJs = { answer: 42 };
  assert.equal(helpers.__importDefault(commonJs).default, commonJs);
  const esModule = { __esModule: true, default: 'x' };
  assert.equal(helpers.__importDefault(esModule), esModule);
});
