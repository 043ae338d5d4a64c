/**
 * plugins/search-local/upstream/ is the only place that names a file of the
 * search plugin's `dist/` (files without a public API): everything else goes
 * through its modules, so an upgrade of the plugin has one place to check
 * (plugins/search-local/README.md).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_DIRS = ['config', 'plugins', 'scripts', 'src', 'tests'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
/** A path into the plugin's dist folder, as an import, a require or a path pattern writes it. */
const DIST_PATH = /docusaurus-search-local(?:\/|\[\\\\\/\]|\\\\)dist/;
const BOUNDARY = path.join('plugins', 'search-local', 'upstream') + path.sep;
/** This file writes such paths as test cases. */
const SELF = path.relative(ROOT, import.meta.filename);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

test('the pattern finds the ways a path into the plugin dist folder is written', () => {
  for (const written of [
    "from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker'",
    '/[\\\\/]docusaurus-search-local[\\\\/]dist[\\\\/]client/',
  ]) {
    assert.match(written, DIST_PATH);
  }
  assert.doesNotMatch("import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';", DIST_PATH);
});

test('only plugins/search-local/upstream/ names files of the search plugin dist folder', () => {
  const rootFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => entry.name);
  const files = [...rootFiles, ...SOURCE_DIRS.flatMap(sourceFiles)].filter((file) => file !== SELF);
  assert.ok(files.includes('docusaurus.config.ts'), 'the site configuration is among the scanned files');
  const naming = files.filter((file) => DIST_PATH.test(readFileSync(path.join(ROOT, file), 'utf8')));
  assert.ok(
    naming.some((file) => file.startsWith(BOUNDARY)),
    'the boundary modules are among the scanned files',
  );
  assert.deepEqual(
    naming.filter((file) => !file.startsWith(BOUNDARY)),
    [],
  );
});
