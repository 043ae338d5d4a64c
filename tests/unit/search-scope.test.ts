import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  contextOf,
  inContext,
  resultUrl,
  searchPageUrl,
  versionFromParam,
  versionIndexUrl,
  type SearchVersion,
} from '../../src/lib/searchScope';

const VERSIONS: SearchVersion[] = [
  { name: '3.1', label: '3.1', indexUrl: '/3.1/' },
  { name: '3.0', label: '3.0', indexUrl: '/' },
  { name: '2.6', label: '2.6', indexUrl: '/2.6/' },
  { name: '2.5-legacy', label: '2.5-legacy', indexUrl: '/2.5-legacy/' },
];
const CONTEXTS = [
  { path: 'greenlight', label: 'Greenlight' },
  { path: 'development', label: 'Development' },
];

test('version values: the folder with or without its slash, or the version name (3.0 is the root)', () => {
  for (const [value, name] of [
    ['2.6/', '2.6'],
    ['2.6', '2.6'],
    ['/2.6/', '2.6'],
    ['3.0', '3.0'],
    ['', '3.0'],
    ['2.5-legacy', '2.5-legacy'],
    ['3.1/', '3.1'],
  ]) {
    assert.equal(versionFromParam(value, VERSIONS)?.name, name, `"${value}"`);
  }
  for (const value of ['9.9', '2.6/x', 'all', '2']) assert.equal(versionFromParam(value, VERSIONS), undefined, value);
});

test('index folders: the latest version at the root, the others in theirs', () => {
  assert.equal(versionIndexUrl({ path: '/', isLast: true }, '/'), '/');
  assert.equal(versionIndexUrl({ path: '/2.6', isLast: false }, '/'), '/2.6/');
});

test('contexts: a page is in a context when its path below the version starts with its folder', () => {
  assert.equal(contextOf('/greenlight/v3/install/', '/', CONTEXTS)?.label, 'Greenlight');
  assert.equal(contextOf('/2.6/development/api/', '/2.6/', CONTEXTS)?.label, 'Development');
  assert.equal(contextOf('/administration/install/', '/', CONTEXTS), undefined);
  assert.equal(contextOf('/greenlightish/', '/', CONTEXTS), undefined);
  assert.equal(inContext('/2.7/greenlight/v3/install/', '/2.7/', CONTEXTS[0]), true);
  assert.equal(inContext('/greenlight/v3/install/', '/2.7/', CONTEXTS[0]), false);
});

test('links: the search page with its parameters, and results with their highlight words and anchor', () => {
  assert.equal(
    searchPageUrl('/', 'udp 16384', '2.6/', 'greenlight'),
    '/search/?q=udp+16384&version=2.6%2F&ctx=greenlight',
  );
  assert.equal(searchPageUrl('/', 'a&b', ''), '/search/?q=a%26b&version=');
  assert.equal(resultUrl('/x/', '#ports', ['udp', '16384']), '/x/?_highlight=udp&_highlight=16384#ports');
  assert.equal(resultUrl('/x/', undefined, []), '/x/');
});
