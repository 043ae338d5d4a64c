/**
 * The plugin SDK lists (src/data/dev/pluginSdk.ts): unique names, every
 * command explained, ranges that stay within the releases with plugins, and
 * sources pinned to a release.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { DOC_VERSIONS, isValidRange } from '../../src/data/versions';
import {
  DASHBOARD_CALLS,
  DATA_CHANNEL_ENTRY_FIELDS,
  DATA_CHANNEL_FUNCTIONS,
  DATA_CHANNEL_READ_MODES,
  HOOK_RESULT_FIELDS,
  PLUGIN_SDK_VERSIONS,
  SDK_READ,
  SERVER_COMMANDS,
  UI_COMMANDS,
  dashboardCallsFor,
  entryFieldsFor,
  serverCommandsFor,
  uiCommandsFor,
  sources,
} from '../../src/data/dev/pluginSdk';
import { isUpstream } from '../../src/data/sources';

const unique = (names: readonly string[], what: string) =>
  assert.equal(new Set(names).size, names.length, `${what}: ${names.join(', ')}`);

describe('plugin SDK lists', () => {
  it('has plugins in 3.0 and 3.1 only', () => {
    assert.deepEqual([...PLUGIN_SDK_VERSIONS].sort(), ['3.0', '3.1']);
    for (const version of DOC_VERSIONS.filter((v) => !PLUGIN_SDK_VERSIONS.includes(v))) {
      assert.equal(uiCommandsFor(version).length, 0, version);
      assert.equal(serverCommandsFor(version).length, 0, version);
      assert.equal(entryFieldsFor(version).length, 0, version);
      assert.equal(dashboardCallsFor(version).length, 0, version);
    }
  });

  it('names every command, field and call once', () => {
    unique(
      UI_COMMANDS.map((c) => c.path),
      'uiCommands',
    );
    unique(
      SERVER_COMMANDS.map((c) => c.path),
      'serverCommands',
    );
    unique(
      DATA_CHANNEL_ENTRY_FIELDS.map((f) => `${f.name}@${f.since}`),
      'entry fields',
    );
    unique(
      DASHBOARD_CALLS.map((c) => c.call),
      'dashboard calls',
    );
    for (const version of PLUGIN_SDK_VERSIONS) {
      unique(
        entryFieldsFor(version).map((f) => f.name),
        `entry fields of ${version}`,
      );
    }
  });

  it('explains every command and keeps its range valid', () => {
    for (const command of [...UI_COMMANDS, ...SERVER_COMMANDS]) {
      assert.match(command.path, /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/, command.path);
      assert.ok(command.argument.trim().length > 2, `${command.path}: what it takes`);
      assert.ok(command.does.trim().length > 10, `${command.path}: what it does`);
      assert.ok(isValidRange(command), `${command.path}: range`);
      assert.ok(PLUGIN_SDK_VERSIONS.includes(command.since), `${command.path}: since a release with plugins`);
    }
  });

  it('gives 3.1 every command of 3.0 (the 3.1 line only adds)', () => {
    const of31 = new Set(uiCommandsFor('3.1').map((c) => c.path));
    for (const command of uiCommandsFor('3.0')) assert.ok(of31.has(command.path), command.path);
    assert.ok(uiCommandsFor('3.1').length > uiCommandsFor('3.0').length);
    assert.ok(serverCommandsFor('3.1').length > serverCommandsFor('3.0').length);
  });

  it('lists the three read modes, one of them the default, and the three data channel functions', () => {
    assert.deepEqual(DATA_CHANNEL_READ_MODES.map((m) => m.name).sort(), ['ALL_ITEMS', 'LATEST_ITEM', 'NEW_ITEMS']);
    assert.equal(DATA_CHANNEL_READ_MODES.filter((m) => m.isDefault).length, 1);
    assert.deepEqual(
      DATA_CHANNEL_FUNCTIONS.map((f) => f.name),
      ['pushEntry', 'replaceEntry', 'deleteEntry'],
    );
    assert.match(DATA_CHANNEL_FUNCTIONS[0].does, /receivers/);
    assert.deepEqual(
      HOOK_RESULT_FIELDS.map((f) => f.name),
      ['loading', 'data', 'error'],
    );
  });

  it('keeps who pushed an entry in each release under its own name', () => {
    const names = (v: string) => entryFieldsFor(v).map((f) => f.name);
    assert.ok(names('3.0').includes('fromUserId') && !names('3.0').includes('createdBy'));
    assert.ok(names('3.1').includes('createdBy') && !names('3.1').includes('fromUserId'));
  });

  it('pins every source to a commit or a release tag, and names the release each version was read in', () => {
    const upstream = sources.filter(isUpstream);
    assert.ok(upstream.length >= 2);
    for (const source of upstream) {
      assert.equal(source.repository, 'bigbluebutton/bigbluebutton-html-plugin-sdk');
      assert.match(source.commit ?? '', /^([0-9a-f]{40}|v\d+\.\d+\.\d+)$/, `${source.path} is pinned`);
    }
    for (const version of PLUGIN_SDK_VERSIONS) {
      const tag = `v${SDK_READ[version].release}`;
      assert.ok(
        upstream.some((source) => source.commit === tag),
        `${version}: the release ${tag} is among the sources`,
      );
    }
  });
});
