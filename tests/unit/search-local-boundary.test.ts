/**
 * The search is ours end to end (plugins/search-local/README.md): its code
 * imports no other package's private files (`dist/`, `lib/`), swaps no module
 * at bundle time, writes into no input through `HTMLInputElement.prototype`
 * and watches no DOM (`MutationObserver`).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SEARCH_CODE = ['plugins/search-local', 'src/theme/SearchBar', 'src/theme/SearchPage'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/** What search code must not contain. */
const FORBIDDEN: [string, RegExp][] = [
  ['an import of a package’s private files', /from\s+['"](?!@site\/)(?:@[^/'"]+\/)?[^./'"][^'"]*\/(?:dist|lib)\//],
  ['a module swapped at bundle time', /NormalModuleReplacementPlugin/],
  ['writing into an input through the prototype', /HTMLInputElement\.prototype/],
  ['watching the DOM', /MutationObserver/],
  ['the former search package', /@easyops-cn\/docusaurus-search-local/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

test('the patterns find what they are meant to find', () => {
  assert.match("import x from '@easyops-cn/docusaurus-search-local/dist/client/x';", FORBIDDEN[0][1]);
  assert.match("import y from 'some-package/lib/internal';", FORBIDDEN[0][1]);
  assert.doesNotMatch("import { load } from 'cheerio';", FORBIDDEN[0][1]);
  assert.doesNotMatch("import { x } from '../lib/searchScope';", FORBIDDEN[0][1]);
  assert.doesNotMatch("import { x } from '@site/src/lib/searchScope';", FORBIDDEN[0][1]);
});

test('search code is free of private imports, bundle-time swaps, prototype writes and DOM watching', () => {
  const files = [
    ...SEARCH_CODE.flatMap(sourceFiles),
    ...readdirSync(path.join(ROOT, 'src/lib'))
      .filter((name) => name.startsWith('search'))
      .map((name) => path.join('src/lib', name)),
    'config/search.ts',
  ];
  assert.ok(files.some((file) => file.endsWith(path.join('SearchBar', 'index.tsx'))));
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`);
  });
  assert.deepEqual(found, []);
});
