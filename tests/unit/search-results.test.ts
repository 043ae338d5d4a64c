import assert from 'node:assert/strict';
import { test } from 'node:test';

import { excerpt, interleave, splitMatches, versionParam } from '../../src/lib/searchResults';

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

test('excerpt keeps short text whole and tidies its spaces', () => {
  assert.equal(excerpt('  Open   the firewall.\n', ['firewall']), 'Open the firewall.');
});

test('excerpt shows long text around the first match, cut between words, with ellipses', () => {
  const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
  words[120] = 'coturn';
  const text = words.join(' ');
  const result = excerpt(text, ['COTURN'], 120);
  assert.ok(result.startsWith('…') && result.endsWith('…'), result);
  assert.ok(result.includes('coturn'));
  assert.ok(result.length <= 122, `${result.length} characters`);
  // The match sits in the first half, with text before it for context.
  const at = result.indexOf('coturn');
  assert.ok(at > 10 && at < 60, `match at ${at}`);
  // No word is cut: every piece is a whole word of the text.
  for (const piece of result.replace(/…/g, '').split(' ')) assert.ok(words.includes(piece), piece);
});

test('excerpt starts at the beginning when there is no match or the match is early', () => {
  const text = 'alpha '.repeat(100).trim();
  assert.ok(excerpt(text, ['missing'], 50).startsWith('alpha'));
  assert.ok(excerpt(`firewall ${text}`, ['firewall'], 50).startsWith('firewall'));
  assert.ok(excerpt(`${text} firewall`, ['firewall'], 50).endsWith('firewall'));
});
