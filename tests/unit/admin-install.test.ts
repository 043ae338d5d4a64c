import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, RELEASES, inRange, isValidRange, type DocVersion } from '../../src/data/versions';
import { INSTALL_OPTIONS, buildInstallCommand, installOptionsFor } from '../../src/data/admin/installOptions';
import {
  DEVELOPMENT_REQUIREMENTS,
  PRODUCTION_REQUIREMENTS,
  cloudInstanceHints,
  requirementRows,
  supportedOs,
} from '../../src/data/admin/requirements';

const ALL_FLAGS = [
  '-v',
  '-s',
  '-e',
  '-x',
  '-g',
  '-k',
  '-t',
  '-a',
  '-c',
  '-m',
  '-p',
  '-r',
  '-d',
  '-w',
  '-j',
  '-i',
  '-h',
  'GL_PATH',
];

/** The Ubuntu release of each codename an installer checks for. */
const UBUNTU_OF_CODENAME = { focal: '20.04', jammy: '22.04' } as const;

test('each release installs with its own script, -v value and Ubuntu release', () => {
  for (const version of DOC_VERSIONS) {
    const { release, installer, ubuntu, renamed } = RELEASES[version];
    assert.match(release, /^\d+\.\d+$/, `${version}: release number`);
    assert.equal(ubuntu.release, UBUNTU_OF_CODENAME[ubuntu.codename], `${version}: Ubuntu release of the codename`);
    // A renamed line (3.1, now 4.0) installs today under its new name and on the
    // Ubuntu of that line; its pages still describe the pre-releases on `ubuntu`.
    const line = renamed ? renamed.to : release;
    const codename = renamed ? renamed.today.versionFlag.split('-')[0] : ubuntu.codename;
    const [major, minor] = line.split('.');
    // bbb-install's check_version accepts `<codename>-<major><minor>0` only.
    assert.equal(installer.versionFlag, `${codename}-${major}${minor}0`, `${version}: -v value`);
    assert.ok(installer.url.endsWith(`/${installer.script}`), `${version}: URL must end with the script name`);
    if (installer.url.startsWith('https://ubuntu.bigbluebutton.org/')) {
      // Releases before 2.7: one script per release, beside the packages.
      assert.equal(installer.script, `bbb-install-${release}.sh`, `${version}: installer script`);
    } else {
      // From 2.7: bbb-install.sh on the release branch of bigbluebutton/bbb-install.
      assert.equal(installer.script, 'bbb-install.sh', `${version}: installer script`);
      assert.equal(installer.branch, `v${line}.x-release`, `${version}: installer branch`);
      assert.equal(
        installer.url,
        `https://raw.githubusercontent.com/bigbluebutton/bbb-install/${installer.branch}/bbb-install.sh`,
        `${version}: installer URL`,
      );
    }
    if (renamed) {
      assert.ok(!installer.url.includes(renamed.preRelease.branch), `${version}: no URL on the renamed branch`);
    }
  }
});

test('the 3.0 command uses jammy-300 from the v3.0.x-release branch and runs the script with sudo', () => {
  const command = buildInstallCommand('3.0', { flags: '-w -g' });
  assert.match(
    command,
    /^wget -qO- https:\/\/raw\.githubusercontent\.com\/bigbluebutton\/bbb-install\/v3\.0\.x-release\/bbb-install\.sh \| \\\n/,
  );
  assert.match(command, /sudo bash -s -- -v jammy-300 -s bbb\.example\.com -e notice@example\.com -w -g$/);
});

test("every release command carries its own -v value and URL, and no other release's", () => {
  for (const version of DOC_VERSIONS) {
    const command = buildInstallCommand(version, { hostname: 'meet.example.org', email: 'ops@example.org' });
    const { installer } = RELEASES[version];
    assert.ok(command.includes(`-v ${installer.versionFlag} `), `${version}: -v missing`);
    assert.ok(command.includes(installer.url), `${version}: URL missing`);
    assert.ok(command.includes('-s meet.example.org -e ops@example.org'), `${version}: hostname/email missing`);
    for (const other of DOC_VERSIONS.filter((v) => v !== version)) {
      assert.ok(
        !command.includes(`-v ${RELEASES[other].installer.versionFlag} `),
        `${version}: contains ${other}'s -v`,
      );
    }
  }
});

test('GL_PATH goes into the environment of the script', () => {
  const command = buildInstallCommand('3.0', { flags: '-g', env: 'GL_PATH=/gl' });
  assert.match(command, /sudo GL_PATH=\/gl bash -s -- -v jammy-300/);
});

test('pinning a point release appends it to the release line', () => {
  assert.match(buildInstallCommand('3.0', { pin: '3.0.14' }), /-v jammy-300-3\.0\.14 -s /);
  assert.throws(() => buildInstallCommand('3.0', { pin: '2.7.3' }), /point release/);
});

test('a command with an option the release does not accept is refused', () => {
  assert.throws(() => buildInstallCommand('3.0', { flags: '-a' }), /no option -a/);
  assert.throws(() => buildInstallCommand('2.5-legacy', { flags: '-k' }), /no option -k/);
  assert.throws(() => buildInstallCommand('2.6', { flags: '-v focal-260' }), /hostname\/email props/);
  assert.doesNotThrow(() => buildInstallCommand('2.5-legacy', { flags: '-a -w' }));
  assert.doesNotThrow(() => buildInstallCommand('3.0', { flags: '-w -c turn.example.com:1234abcd' }));
});

test('-l is refused in every release: the help text lists it, but getopts has no l', () => {
  for (const version of DOC_VERSIONS) {
    assert.throws(() => buildInstallCommand(version, { flags: '-l' }), /no option -l/, version);
  }
});

test('the option table lists every option once, with the release it exists in', () => {
  const flags = INSTALL_OPTIONS.map((option) => option.flag);
  assert.equal(new Set(flags).size, flags.length, `duplicate options: ${flags.join(' ')}`);
  assert.deepEqual([...flags].sort(), [...ALL_FLAGS].sort(), 'option list changed: update ALL_FLAGS and the pages');
  for (const option of INSTALL_OPTIONS) {
    assert.ok(isValidRange(option), `${option.flag}: until is not after since`);
    for (const version of Object.keys(option.byVersion ?? {}) as DocVersion[]) {
      assert.ok(inRange(option, version), `${option.flag}: wording for ${version}, which lacks the option`);
    }
  }
});

test('API demos (-a) in 2.5 only; Keycloak, LTI and GL_PATH from 2.6', () => {
  for (const version of DOC_VERSIONS) {
    const flags = new Set(installOptionsFor(version).map((option) => option.flag));
    const is25 = version === '2.5-legacy';
    assert.equal(flags.has('-a'), is25, `${version}: -a`);
    for (const flag of ['-k', '-t', 'GL_PATH']) assert.equal(flags.has(flag), !is25, `${version}: ${flag}`);
    for (const flag of ['-v', '-s', '-e', '-x', '-g', '-c', '-m', '-p', '-r', '-d', '-w', '-j', '-i', '-h']) {
      assert.ok(flags.has(flag), `${version}: ${flag} exists in every release`);
    }
    const required = installOptionsFor(version).filter((option) => option.required);
    assert.deepEqual(
      required.map((option) => option.flag),
      ['-v'],
      `${version}: only -v is required`,
    );
  }
});

test('-g installs Greenlight v2 in 2.5 and Greenlight v3 from 2.6, matching versions.ts', () => {
  for (const version of DOC_VERSIONS) {
    const g = installOptionsFor(version).find((option) => option.flag === '-g');
    assert.ok(g);
    assert.ok(g.description.includes(`Greenlight ${RELEASES[version].greenlight}`), `${version}: -g wording`);
  }
});

test('the -v wording of each release names its own -v value', () => {
  for (const version of DOC_VERSIONS) {
    const v = installOptionsFor(version).find((option) => option.flag === '-v');
    assert.ok(v?.description.includes(`\`${RELEASES[version].installer.versionFlag}`), `${version}: -v wording`);
  }
});

test('production and development sizing figures', () => {
  assert.equal(PRODUCTION_REQUIREMENTS.ramGb, 16);
  assert.equal(PRODUCTION_REQUIREMENTS.cpuCores, 8);
  assert.equal(PRODUCTION_REQUIREMENTS.diskGb, 500);
  assert.equal(PRODUCTION_REQUIREMENTS.diskGbNoRecordings, 50);
  assert.equal(PRODUCTION_REQUIREMENTS.bandwidthMbits, 250);
  assert.equal(DEVELOPMENT_REQUIREMENTS.ramGb, 8);
  assert.equal(DEVELOPMENT_REQUIREMENTS.cpuCores, 4);
  assert.equal(DEVELOPMENT_REQUIREMENTS.ipv6, false);
});

test("the sizing table names the release's own Ubuntu and the media range", () => {
  for (const version of DOC_VERSIONS) {
    for (const kind of ['production', 'development'] as const) {
      const rows = requirementRows(version, kind);
      const keys = rows.map((row) => row.key);
      assert.equal(new Set(keys).size, keys.length, `${version}/${kind}: duplicate rows`);
      assert.ok(rows[0].value.startsWith(supportedOs(version)), `${version}/${kind}: first row is the OS`);
    }
    const production = requirementRows(version, 'production');
    assert.equal(production.find((row) => row.key === 'udp')?.value.startsWith('16384-32768'), true);
    const os = production[0].value;
    assert.ok(os.includes(inRange({ since: '3.0' }, version) ? '22.04' : '20.04'), `${version}: wrong Ubuntu release`);
  }
});

test('Hetzner hints: AX51 up to 2.6, AX52 or CCX32 from 2.7', () => {
  for (const version of DOC_VERSIONS) {
    const hetzner = cloudInstanceHints(version).find((hint) => hint.provider === 'Hetzner');
    assert.ok(hetzner);
    const text = hetzner.instances.join(' ');
    assert.equal(text.includes('AX52'), inRange({ since: '2.7' }, version), `${version}: AX52`);
    assert.equal(text.includes('AX51'), !inRange({ since: '2.7' }, version), `${version}: AX51`);
  }
});
