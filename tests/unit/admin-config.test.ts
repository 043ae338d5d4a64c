import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, inRange, versionsIn, isValidRange, type DocVersion } from '../../src/data/versions';
import {
  BBB_CONF_GROUPS,
  BBB_CONF_OPTIONS,
  bbbConfOptionsFor,
  findBbbConfOption,
  versionsWithOption,
} from '../../src/data/admin/bbbConf';
import {
  CONFIG_FILES,
  HTML5_OVERRIDE,
  HTML5_SETTINGS_2X,
  HTML5_SETTINGS_3X,
  MERGE_RULE_TEXT,
  configFilesFor,
  html5SettingsPath,
  overrideFor,
} from '../../src/data/admin/configFiles';
import { USERDATA_CATEGORIES, USERDATA_PARAMS, userdataAddedIn, userdataFor } from '../../src/data/admin/userdata';

const is3x = (version: DocVersion): boolean => inRange({ since: '3.0' }, version);

// ---------------------------------------------------------------- bbb-conf

test('bbb-conf documents the everyday options in every version', () => {
  const required = ['--check', '--restart', '--secret', '--setip', '--status', '--debug', '--zip'];
  for (const version of DOC_VERSIONS) {
    const flags = bbbConfOptionsFor(version).map((option) => option.flag);
    for (const flag of required) {
      assert.ok(flags.includes(flag as `--${string}`), `${version}: bbb-conf ${flag} is missing from bbbConf.ts`);
    }
  }
});

test('bbb-conf lists every option of the usage text, with no duplicates per version', () => {
  const usage = [
    '--version',
    '--setip',
    '--setsecret',
    '--check',
    '--debug',
    '--watch',
    '--network',
    '--secret',
    '--restart',
    '--stop',
    '--start',
    '--clean',
    '--status',
    '--zip',
  ];
  for (const version of DOC_VERSIONS) {
    const flags = bbbConfOptionsFor(version).map((option) => option.flag);
    assert.equal(new Set(flags).size, flags.length, `${version}: a bbb-conf option is listed twice`);
    for (const flag of usage) {
      assert.ok(flags.includes(flag as `--${string}`), `${version}: ${flag} is printed by bbb-conf but not listed`);
    }
  }
});

test('bbb-conf options that change or restart the server need root; read-only ones do not', () => {
  const rootOnly = ['--setip', '--setsecret', '--check', '--restart', '--stop', '--start', '--clean', '--zip'];
  const anyUser = ['--version', '--network', '--status', '--secret'];
  for (const flag of rootOnly) {
    const option = BBB_CONF_OPTIONS.find((candidate) => candidate.flag === flag);
    assert.equal(option?.needsRoot, true, `${flag} must be marked needsRoot: true`);
  }
  for (const flag of anyUser) {
    const option = BBB_CONF_OPTIONS.find((candidate) => candidate.flag === flag);
    assert.equal(option?.needsRoot, false, `${flag} must be marked needsRoot: false`);
  }
});

test('bbb-conf option ranges are coherent and anchors are unique slugs', () => {
  const anchors = new Set<string>();
  for (const option of BBB_CONF_OPTIONS) {
    assert.ok(BBB_CONF_GROUPS.includes(option.group), `${option.flag}: unknown group ${option.group}`);
    if (option.until) {
      assert.ok(isValidRange(option), `${option.flag}: until is not after since`);
    }
    assert.match(option.anchor, /^[a-z][a-z0-9-]*$/, `${option.flag}: anchor must be a lower-case slug`);
    assert.ok(!anchors.has(option.anchor), `${option.flag}: anchor ${option.anchor} is used twice`);
    anchors.add(option.anchor);
    for (const noted of Object.keys(option.notes ?? {}) as DocVersion[]) {
      assert.ok(
        bbbConfOptionsFor(noted).includes(option),
        `${option.flag}: has a note for ${noted}, where the option does not exist`,
      );
    }
  }
});

test('bbb-conf --lti exists only in 2.x and --set-port-range only from 2.6', () => {
  assert.deepEqual(versionsWithOption('--lti'), ['2.5-legacy', '2.6', '2.7']);
  assert.deepEqual(versionsWithOption('--set-port-range'), versionsIn({ since: '2.6' }));
  assert.equal(findBbbConfOption('3.0', '--lti'), undefined);
  assert.equal(findBbbConfOption('2.5-legacy', '--set-port-range'), undefined);
});

test('--setsecret writes the bbb-web override', () => {
  for (const version of DOC_VERSIONS) {
    const option = findBbbConfOption(version, '--setsecret');
    assert.ok(option?.meaning.includes('/etc/bigbluebutton/bbb-web.properties'), `${version}: --setsecret target`);
  }
});

// ------------------------------------------------------ configuration files

test('every version has the core overrides under /etc/bigbluebutton', () => {
  const expected: Record<string, string> = {
    'bbb-web': '/etc/bigbluebutton/bbb-web.properties',
    'bbb-apps-akka': '/etc/bigbluebutton/bbb-apps-akka.conf',
    'bbb-fsesl-akka': '/etc/bigbluebutton/bbb-fsesl-akka.conf',
    'turn-stun': '/etc/bigbluebutton/turn-stun-servers.xml',
    'bbb-webrtc-sfu': '/etc/bigbluebutton/bbb-webrtc-sfu/production.yml',
    recording: '/etc/bigbluebutton/recording/recording.yml',
    'recording-presentation': '/etc/bigbluebutton/recording/presentation.yml',
    nginx: '/etc/bigbluebutton/nginx/',
  };
  for (const version of DOC_VERSIONS) {
    for (const [id, path] of Object.entries(expected)) {
      assert.equal(overrideFor(version, id), path, `${version}: override of ${id}`);
    }
  }
});

test('HTML5 settings: Meteor path in 2.x, html5-client path in 3.x, same override everywhere', () => {
  for (const version of DOC_VERSIONS) {
    const html5 = configFilesFor(version).filter((entry) => entry.override === HTML5_OVERRIDE);
    assert.equal(html5.length, 1, `${version}: exactly one component reads ${HTML5_OVERRIDE}`);
    const expected = is3x(version) ? HTML5_SETTINGS_3X : HTML5_SETTINGS_2X;
    assert.equal(html5[0].packaged, expected, `${version}: packaged settings.yml`);
    assert.equal(html5SettingsPath(version), expected, `${version}: html5SettingsPath()`);
  }
  assert.ok(HTML5_SETTINGS_2X.startsWith('/usr/share/meteor/bundle/'));
  assert.ok(HTML5_SETTINGS_3X.startsWith('/usr/share/bigbluebutton/html5-client/'));
});

test('release-specific files appear only in their releases', () => {
  for (const version of DOC_VERSIONS) {
    const overrides = configFilesFor(version).map((entry) => entry.override);
    const ids = configFilesFor(version).map((entry) => entry.id);
    assert.equal(
      overrides.includes('/etc/bigbluebutton/bbb-html5-with-roles.conf'),
      !is3x(version),
      `${version}: bbb-html5-with-roles.conf is a Meteor (2.x) file`,
    );
    assert.equal(
      overrides.includes('/etc/bigbluebutton/bbb-webrtc-recorder.yml'),
      inRange({ since: '2.7' }, version),
      `${version}: bbb-webrtc-recorder exists from 2.7`,
    );
    assert.equal(
      overrides.includes('/etc/default/bigbluebutton-cron-config'),
      inRange({ since: '2.6' }, version),
      `${version}: the cron override exists from 2.6`,
    );
    assert.equal(ids.includes('kurento'), !is3x(version), `${version}: Kurento config only in 2.x`);
    assert.equal(ids.includes('graphql-server'), is3x(version), `${version}: GraphQL server only in 3.x`);
  }
});

test('configuration entries are well formed', () => {
  const ids = new Set<string>();
  for (const entry of CONFIG_FILES) {
    assert.ok(!ids.has(entry.id), `duplicate entry id ${entry.id}`);
    ids.add(entry.id);
    assert.ok(entry.packaged.startsWith('/'), `${entry.id}: packaged path must be absolute`);
    if (entry.override) {
      assert.ok(entry.override.startsWith('/etc/'), `${entry.id}: overrides live under /etc`);
      assert.notEqual(entry.override, entry.packaged, `${entry.id}: override equals the packaged file`);
      assert.notEqual(entry.merge, 'none', `${entry.id}: has an override but merge rule none`);
    } else {
      assert.equal(entry.merge, 'none', `${entry.id}: no override, so merge rule must be none`);
    }
    assert.ok(entry.logs.length > 0, `${entry.id}: say where the component logs`);
    assert.ok(MERGE_RULE_TEXT[entry.merge].length > 0);
    assert.ok(isValidRange(entry), `${entry.id}: until is not after since`);
  }
  for (const version of DOC_VERSIONS) {
    const overrides = configFilesFor(version, 'overrides').map((entry) => entry.override);
    assert.equal(new Set(overrides).size, overrides.length, `${version}: an override path is listed twice`);
    assert.equal(
      configFilesFor(version, 'overrides').length + configFilesFor(version, 'no-override').length,
      configFilesFor(version).length,
      `${version}: filters must partition the list`,
    );
  }
});

// ----------------------------------------------------------------- userdata

test('userdata parameters are well formed and unique', () => {
  const names = new Set<string>();
  for (const param of USERDATA_PARAMS) {
    assert.match(param.name, /^userdata-bbb_[a-z_]+$/, `${param.name}: malformed name`);
    assert.ok(!names.has(param.name), `${param.name}: listed twice`);
    names.add(param.name);
    assert.ok(USERDATA_CATEGORIES.includes(param.category), `${param.name}: unknown category`);
    assert.ok(isValidRange(param), `${param.name}: until is not after since`);
  }
});

test('userdata parameters follow the release history', () => {
  const has = (version: DocVersion, suffix: string): boolean =>
    userdataFor(version).some((param) => param.name === `userdata-bbb_${suffix}`);

  for (const version of DOC_VERSIONS) {
    for (const suffix of [
      'auto_join_audio',
      'client_title',
      'listen_only_mode',
      'skip_check_audio',
      'custom_style_url',
    ]) {
      assert.ok(has(version, suffix), `${version}: userdata-bbb_${suffix} is read by every release`);
    }
  }
  assert.ok(
    has('2.5-legacy', 'auto_swap_layout') && !has('2.6', 'auto_swap_layout'),
    'auto_swap_layout removed in 2.6',
  );
  assert.ok(!has('2.5-legacy', 'hide_presentation_on_join') && has('2.6', 'hide_presentation_on_join'));
  assert.ok(!has('2.6', 'direct_leave_button') && has('2.7', 'direct_leave_button'));
  assert.ok(has('2.7', 'ask_for_feedback_on_logout') && !has('3.0', 'ask_for_feedback_on_logout'));
  for (const suffix of ['default_layout', 'hide_notifications', 'hide_controls', 'show_session_details_on_join']) {
    assert.ok(!has('2.7', suffix) && has('3.0', suffix) && has('3.1', suffix), `${suffix} is new in 3.0`);
  }
  const added30 = userdataAddedIn('3.0').map((param) => param.name);
  assert.ok(added30.includes('userdata-bbb_skip_echotest_if_previous_device'));
  assert.deepEqual(userdataAddedIn('2.5-legacy'), [], 'the oldest version has nothing to compare with');
});
