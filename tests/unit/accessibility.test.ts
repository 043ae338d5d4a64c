import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, inRange, isValidRange, isDocVersion } from '../../src/data/versions';
import {
  ACCESS_KEY_MODIFIERS,
  PUSH_TO_TALK_SETTING,
  SHORTCUTS,
  SHORTCUT_GROUPS,
  comboKey,
  formatCombo,
  groupsFor,
  hasPushToTalk,
  shortcutsFor,
} from '../../src/data/accessibility/shortcuts';

/** The access keys of public.app.shortcuts, identical from 2.5 to 3.1. */
const EXPECTED_ACCESS_KEYS: Record<string, string> = {
  openOptions: 'O',
  toggleUserList: 'U',
  toggleMute: 'M',
  joinAudio: 'J',
  leaveAudio: 'L',
  togglePublicChat: 'P',
  hidePrivateChat: 'H',
  closePrivateChat: 'G',
  raiseHand: 'R',
  openActions: 'A',
  openDebugWindow: 'K',
};

test('every version has shortcuts, in the general and presentation groups at least', () => {
  for (const version of DOC_VERSIONS) {
    const all = shortcutsFor(version);
    assert.ok(all.length >= 15, `${version}: expected at least 15 shortcuts, got ${all.length}`);
    assert.ok(shortcutsFor(version, 'general').length > 0, `${version}: no general shortcuts`);
    assert.ok(shortcutsFor(version, 'presentation').length > 0, `${version}: no presentation shortcuts`);
  }
});

test('every version has the eleven access keys of the client settings, with their letters', () => {
  for (const version of DOC_VERSIONS) {
    const accessRows = shortcutsFor(version).filter((s) => s.combos.some((c) => c.kind === 'access'));
    const bySetting = Object.fromEntries(
      accessRows.map((s) => {
        const combo = s.combos[0];
        assert.equal(combo.kind, 'access', `${version}/${s.id}: an access key row has one access combination`);
        assert.equal(s.combos.length, 1);
        assert.ok(s.settingsKey, `${version}/${s.id}: access keys name their settings entry`);
        return [s.settingsKey, combo.kind === 'access' ? combo.key : ''];
      }),
    );
    assert.deepEqual(bySetting, EXPECTED_ACCESS_KEYS, `${version}: access keys differ from public.app.shortcuts`);
  }
});

test('the presenter navigates slides with the arrow keys, Space and Enter in every version', () => {
  for (const version of DOC_VERSIONS) {
    const keys = shortcutsFor(version, 'presentation').map((s) => formatCombo(s.combos[0]));
    assert.deepEqual(keys.sort(), ['Enter', 'Left arrow', 'Right arrow', 'Space'], version);
    for (const s of shortcutsFor(version, 'presentation')) assert.equal(s.audience, 'presenter');
  }
});

test('no key combination is used twice within a release', () => {
  for (const version of DOC_VERSIONS) {
    const seen = new Map<string, string>();
    for (const shortcut of shortcutsFor(version)) {
      for (const combo of shortcut.combos) {
        const key = comboKey(combo);
        const previous = seen.get(key);
        assert.equal(previous, undefined, `${version}: ${key} is used by ${previous} and ${shortcut.id}`);
        seen.set(key, shortcut.id);
      }
    }
  }
});

test('ids are unique and every row has an action and at least one combination', () => {
  const ids = SHORTCUTS.map((s) => s.id);
  assert.equal(new Set(ids).size, ids.length, 'duplicate shortcut ids');
  for (const s of SHORTCUTS) {
    assert.ok(s.action.trim().length > 0, `${s.id}: empty action`);
    assert.ok(s.combos.length > 0, `${s.id}: no key combination`);
    for (const combo of s.combos) {
      if (combo.kind === 'access') assert.match(combo.key, /^[A-Z]$/, `${s.id}: access keys are single letters`);
      else assert.ok(combo.keys.length > 0, `${s.id}: empty key list`);
    }
  }
});

test('version ranges are coherent', () => {
  for (const s of SHORTCUTS) {
    assert.ok(isDocVersion(s.since), `${s.id}: unknown since ${s.since}`);
    if (s.until !== undefined) {
      assert.ok(isDocVersion(s.until), `${s.id}: unknown until ${s.until}`);
      assert.ok(isValidRange(s), `${s.id}: until ${s.until} is not after since ${s.since}`);
    }
    assert.ok(
      DOC_VERSIONS.some((v) => inRange(s, v)),
      `${s.id}: exists in no documented version`,
    );
  }
});

test('push to talk (M) exists from 3.0 only', () => {
  for (const version of DOC_VERSIONS) {
    const expected = inRange({ since: '3.0' }, version);
    assert.equal(
      hasPushToTalk(version),
      expected,
      `${version}: push to talk ${expected ? 'missing' : 'must not exist'}`,
    );
    const plainM = shortcutsFor(version).filter((s) => s.combos.some((c) => comboKey(c) === 'm'));
    assert.equal(plainM.length, expected ? 1 : 0, `${version}: plain M key`);
  }
  const ptt = SHORTCUTS.find((s) => s.id === 'push-to-talk');
  assert.ok(ptt?.note?.includes(PUSH_TO_TALK_SETTING), 'the push-to-talk note names its setting');
});

test('the custom poll shortcut is a 3.0+ presenter shortcut with a macOS variant', () => {
  for (const version of DOC_VERSIONS) {
    const row = shortcutsFor(version).find((s) => s.id === 'open-custom-poll');
    assert.equal(Boolean(row), inRange({ since: '3.0' }, version), version);
    if (row) {
      assert.equal(row.audience, 'presenter');
      const combo = row.combos[0];
      assert.equal(combo.kind === 'keys' ? combo.macKeys?.join('+') : '', 'Cmd+Option+P');
    }
  }
});

test('whiteboard shortcuts follow the whiteboard of each release', () => {
  // 2.5: the legacy whiteboard has no keyboard tools.
  assert.deepEqual(groupsFor('2.5-legacy'), ['general', 'presentation']);
  for (const version of DOC_VERSIONS.filter((v) => inRange({ since: '2.6' }, v))) {
    assert.deepEqual(groupsFor(version), [...SHORTCUT_GROUPS], version);
    const wb = shortcutsFor(version, 'whiteboard');
    const tldraw2 = inRange({ since: '3.0' }, version);
    // tldraw 1 (2.6, 2.7) has number keys only; tldraw 2 (3.0+) adds letters, the hand and the highlighter.
    assert.equal(
      wb.some((s) => s.id.startsWith('wb1-')),
      !tldraw2,
      `${version}: tldraw 1 rows`,
    );
    assert.equal(
      wb.some((s) => s.id === 'wb2-hand'),
      tldraw2,
      `${version}: hand tool`,
    );
    const select = wb.find((s) => s.action === 'Select tool');
    assert.ok(select, `${version}: select tool`);
    assert.deepEqual(select.combos.map(formatCombo), tldraw2 ? ['1', 'V'] : ['1'], `${version}: select tool keys`);
  }
});

test('the access-key modifiers cover Chrome, Firefox and macOS', () => {
  const find = (platform: string, browsers: string) =>
    ACCESS_KEY_MODIFIERS.find((m) => m.platform.startsWith(platform) && m.browsers.includes(browsers));
  assert.deepEqual(find('Windows', 'Chrome')?.keys, ['Alt']);
  assert.deepEqual(find('Windows', 'Firefox')?.keys, ['Alt', 'Shift']);
  assert.deepEqual(find('macOS', 'All')?.keys, ['Control', 'Option']);
});
