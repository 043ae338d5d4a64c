import assert from 'node:assert/strict';
import { test } from 'node:test';

import { interleave, splitMatches, versionParam } from '../../src/lib/searchResults';

test('versionParam is the plugin’s version query value', () => {
  assert.equal(versionParam({ name: '3.0', label: '3.0', indexUrl: '/' }), '');
  assert.equal(versionParam({ name: '2.6', label: '2.6', indexUrl: '/2.6/' }), '2.6/');
});

test('interleave takes the best of each list in turn, without duplicates, up to the limit', () => {
  const merged = interleave([['a1', 'a2', 'a3'], ['b1'], ['c1', 'a1', 'c2']], (x) => x, 5);
  assert.deepEqual(merged, ['a1', 'b1', 'c1', 'a2', 'a3']);
  assert.deepEqual(
    interleave([[], []], (x: string) => x, 3),
    [],
  );
});

test('splitMatches marks every occurrence, case-insensitively, longest token first', () => {
  assert.deepEqual(splitMatches('Install the Installer', ['install']), [
    { text: 'Install', match: true },
    { text: ' the ', match: false },
    { text: 'Install', match: true },
    { text: 'er', match: false },
  ]);
  assert.deepEqual(splitMatches('firewall', ['fire', 'firewall']), [{ text: 'firewall', match: true }]);
  assert.deepEqual(splitMatches('<img src=x>', []), [{ text: '<img src=x>', match: false }]);
});
