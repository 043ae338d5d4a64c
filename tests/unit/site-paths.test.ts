import assert from 'node:assert/strict';
import { test } from 'node:test';

import { collapseSlashes, isSitePath } from '../../src/lib/docRoutes';
import { saveVersionSwitchNote, takeVersionSwitchNote } from '../../src/lib/versionSwitch';

/** The hostile targets of the open-redirect report, and their kin. */
const OFF_SITE = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r/evil.example/',
  '/a\u0000b',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example/',
  '',
];

test('a site path starts with exactly one slash and holds no backslash or control character', () => {
  for (const target of OFF_SITE) assert.equal(isSitePath(target), false, JSON.stringify(target));
  for (const target of ['/', '/administration/install/', '/2.6/x/?q=a%2F%2Fb#h', '/%2F%2Fevil.example/', '/a/b//c/'])
    assert.equal(isSitePath(target), true, target);
  // What a browser makes of each accepted target stays on the origin.
  for (const target of ['/', '/%2F%2Fevil.example/', '/a/b//c/', '/x/?next=//evil.example/'])
    assert.equal(new URL(target, 'https://docs.example.org/').origin, 'https://docs.example.org', target);
  // And each refused path-like one would leave it.
  for (const target of OFF_SITE.filter((t) => t.startsWith('/') && !t.includes('\u0000')))
    assert.notEqual(
      new URL(target, 'https://docs.example.org/').origin,
      'https://docs.example.org',
      JSON.stringify(target),
    );
});

test('repeated slashes collapse to one', () => {
  assert.equal(collapseSlashes('//evil.example//index.html'), '/evil.example/index.html');
  assert.equal(collapseSlashes('/administration//install/'), '/administration/install/');
  assert.equal(collapseSlashes('///'), '/');
  assert.equal(collapseSlashes('/a/b/'), '/a/b/');
});

test('the version-switch note is dropped when its link back would leave the site', () => {
  const store = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  (globalThis as { window?: unknown }).window = { sessionStorage };
  try {
    const note = { title: 'Install', fromVersion: '2.6', toVersion: '3.0' };
    for (const fromPath of ['//evil.example/', '/\\evil.example/', '/\t/evil.example/', 'https://evil.example/']) {
      saveVersionSwitchNote({ ...note, fromPath });
      assert.equal(takeVersionSwitchNote(), null, JSON.stringify(fromPath));
      assert.equal(store.size, 0, 'the note is removed either way');
    }
    saveVersionSwitchNote({ ...note, fromPath: '/2.6/administration/install/?a=1#b' });
    assert.equal(takeVersionSwitchNote()?.fromPath, '/2.6/administration/install/?a=1#b');
  } finally {
    delete (globalThis as { window?: unknown }).window;
  }
});
