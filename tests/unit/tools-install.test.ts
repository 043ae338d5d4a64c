import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import {
  COMPOSER_OPTIONS,
  composeInstall,
  isExampleHost,
  offeredOptions,
  shellWord,
  type ComposerInput,
  type WarningCode,
} from '../../src/lib/tools/installCommand';

const FIXTURES = join(import.meta.dirname, '../fixtures/installers');

interface Fixture {
  getopts: string;
  checkVersion: string;
  commit: string;
  usage: string;
}

function readFixture(name: string): Fixture {
  const text = readFileSync(join(FIXTURES, `${name}.txt`), 'utf8');
  const header = (field: string) => {
    const m = text.match(new RegExp(`^# ${field}: (.+)$`, 'm'));
    assert.ok(m, `${name}.txt has no "# ${field}:" line`);
    return m[1].trim();
  };
  return {
    getopts: header('getopts'),
    checkVersion: header('check_version'),
    commit: header('commit'),
    usage: text
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n'),
  };
}

/** The fixture a release is checked against: its own, or 3.0's for 3.1 (see tests/fixtures/installers/README.md). */
function fixtureOf(version: DocVersion): Fixture {
  if (existsSync(join(FIXTURES, `${version}.txt`))) return readFixture(version);
  assert.equal(version, '3.1', `tests/fixtures/installers/${version}.txt is missing`);
  assert.ok(RELEASES['3.1'].unconfirmed, '3.1 has no installer fixture, so its installer facts must stay unconfirmed');
  return readFixture('3.0');
}

test('every installer fixture names its source commit', () => {
  for (const version of DOC_VERSIONS) {
    assert.match(fixtureOf(version).commit, /^[0-9a-f]{40}$/, version);
  }
});

test("property: every option offered on a release is in that release script's usage text and option string", () => {
  for (const version of DOC_VERSIONS) {
    const fixture = fixtureOf(version);
    const offered = offeredOptions(version);
    assert.ok(offered.length >= 8, version);
    for (const option of offered) {
      if (option.startsWith('-')) {
        const letter = option[1];
        assert.ok(fixture.getopts.includes(letter), `${version}: -${letter} is not in getopts "${fixture.getopts}"`);
        assert.match(
          fixture.usage,
          new RegExp(`^\\s+-${letter}\\b`, 'm'),
          `${version}: -${letter} not in the usage text`,
        );
      } else {
        assert.match(
          fixture.usage,
          new RegExp(`^\\s+${option}\\b`, 'm'),
          `${version}: ${option} not in the usage text`,
        );
      }
    }
  }
});

test('property: the -v value and the script URL of every release match its installer', () => {
  for (const version of DOC_VERSIONS) {
    const fixture = fixtureOf(version);
    const { installer } = RELEASES[version];
    if (version === '3.1') continue; // checked against 3.0's text only for its options (see above)
    assert.ok(
      installer.versionFlag.includes(fixture.checkVersion),
      `${version}: -v ${installer.versionFlag} vs ${fixture.checkVersion}`,
    );
    assert.ok(
      fixture.usage.includes(`wget -qO- ${installer.url} | bash -s -- [OPTIONS]`),
      `${version}: URL ${installer.url}`,
    );
  }
});

test('property: every release × every single offered option composes a command that the data accepts and that contains it', () => {
  for (const version of DOC_VERSIONS) {
    for (const option of offeredOptions(version)) {
      const input: ComposerInput = {
        host: 'bbb.school.org',
        email: 'ops@school.org',
        options: option === '-k' || option === 'GL_PATH' ? ['-g', option] : [option],
        turnHost: 'turn.school.org',
        turnSecret: 'abc',
        lti: 'k:s',
        glPath: '/gl',
      };
      const { command, options } = composeInstall(version, input);
      assert.ok(options.includes(option), `${version} ${option}`);
      assert.ok(
        command.includes(option === 'GL_PATH' ? 'GL_PATH=/gl' : ` ${option}`),
        `${version} ${option}: ${command}`,
      );
    }
    for (const option of COMPOSER_OPTIONS.filter((o) => !offeredOptions(version).includes(o))) {
      const result = composeInstall(version, {
        host: 'bbb.school.org',
        email: 'ops@school.org',
        options: ['-g', option],
      });
      assert.ok(!result.options.includes(option), `${version} must leave out ${option}`);
      assert.ok(
        result.warnings.some((w) => w.code === 'unavailable-option'),
        `${version} ${option}`,
      );
    }
  }
});

// Hand-written from the usage texts in tests/fixtures/installers (3.1: its release record, unconfirmed).
const SCRIPT: Record<DocVersion, { url: string; v: string }> = {
  '2.5-legacy': { url: 'https://ubuntu.bigbluebutton.org/bbb-install-2.5.sh', v: 'focal-250' },
  '2.6': { url: 'https://ubuntu.bigbluebutton.org/bbb-install-2.6.sh', v: 'focal-260' },
  '2.7': {
    url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v2.7.x-release/bbb-install.sh',
    v: 'focal-270',
  },
  '3.0': {
    url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v3.0.x-release/bbb-install.sh',
    v: 'jammy-300',
  },
  '3.1': {
    // The 3.1 line became 4.0 (bbb-install PR #820): its installer is the v4.0.x-release script.
    url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v4.0.x-release/bbb-install.sh',
    v: 'noble-400',
  },
};

const H = 'bbb.school.org';
const E = 'ops@school.org';
const BASE = `-s ${H} -e ${E}`;

interface Scenario {
  name: string;
  input: ComposerInput;
  /** Arguments after `-v <value>`, for every release unless `byVersion` says otherwise. */
  args: string;
  env?: string;
  warnings?: WarningCode[];
  byVersion?: Partial<Record<DocVersion, { args: string; env?: string; warnings?: WarningCode[] }>>;
}

const SCENARIOS: Scenario[] = [
  { name: 'hostname and e-mail only', input: { host: H, email: E }, args: BASE, warnings: [] },
  { name: 'with UFW', input: { host: H, email: E, options: ['-w'] }, args: `${BASE} -w`, warnings: [] },
  {
    name: 'UFW and Greenlight',
    input: { host: H, email: E, options: ['-g', '-w'] },
    args: `${BASE} -w -g`,
    warnings: [],
  },
  {
    name: 'Greenlight and Keycloak',
    input: { host: H, email: E, options: ['-g', '-k'] },
    args: `${BASE} -g -k`,
    warnings: [],
    byVersion: { '2.5-legacy': { args: `${BASE} -g`, warnings: ['unavailable-option'] } },
  },
  {
    name: 'Keycloak without Greenlight',
    input: { host: H, email: E, options: ['-k'] },
    args: BASE,
    warnings: ['needs-greenlight'],
    byVersion: { '2.5-legacy': { args: BASE, warnings: ['unavailable-option'] } },
  },
  {
    name: 'external TURN with its secret',
    input: { host: H, email: E, options: ['-c'], turnHost: 'turn.school.org', turnSecret: 's3cr3t' },
    args: `${BASE} -c turn.school.org:s3cr3t`,
    warnings: [],
  },
  {
    name: 'external TURN without a secret yet',
    input: { host: H, email: E, options: ['-c'], turnHost: 'turn.school.org' },
    args: `${BASE} -c turn.school.org:TURN_SECRET`,
    warnings: ['turn-secret-missing'],
  },
  { name: 'DNS challenge', input: { host: H, email: E, options: ['-x'] }, args: `${BASE} -x`, warnings: [] },
  {
    name: 'own certificate, no e-mail',
    input: { host: H, options: ['-d'] },
    args: `-s ${H} -e notice@example.com -d`,
    warnings: [],
  },
  {
    name: 'DNS challenge and own certificate',
    input: { host: H, email: E, options: ['-x', '-d'] },
    args: `${BASE} -d`,
    warnings: ['certificate-conflict'],
  },
  {
    name: 'LTI with credentials',
    input: { host: H, email: E, options: ['-t'], lti: 'mykey:mysecret' },
    args: `${BASE} -t mykey:mysecret`,
    warnings: [],
    byVersion: { '2.5-legacy': { args: BASE, warnings: ['unavailable-option'] } },
  },
  {
    name: 'API demos',
    input: { host: H, email: E, options: ['-a'] },
    args: BASE,
    warnings: ['unavailable-option'],
    byVersion: { '2.5-legacy': { args: `${BASE} -a`, warnings: ['test-only'] } },
  },
  {
    name: 'skip requirement checks and allow Apache',
    input: { host: H, email: E, options: ['-i', '-j'] },
    args: `${BASE} -j -i`,
    warnings: ['test-only'],
  },
  {
    name: 'Greenlight under /gl',
    input: { host: H, email: E, options: ['-g', 'GL_PATH'], glPath: '/gl' },
    args: `${BASE} -g`,
    env: 'GL_PATH=/gl',
    warnings: [],
    byVersion: { '2.5-legacy': { args: `${BASE} -g`, warnings: ['unavailable-option'] } },
  },
  {
    name: 'GL_PATH without Greenlight',
    input: { host: H, email: E, options: ['GL_PATH'], glPath: '/gl' },
    args: BASE,
    warnings: ['needs-greenlight'],
    byVersion: { '2.5-legacy': { args: BASE, warnings: ['unavailable-option'] } },
  },
  {
    name: 'GL_PATH ending with a slash',
    input: { host: H, email: E, options: ['-g', 'GL_PATH'], glPath: '/gl/' },
    args: `${BASE} -g`,
    warnings: ['gl-path-format'],
    byVersion: { '2.5-legacy': { args: `${BASE} -g`, warnings: ['unavailable-option'] } },
  },
  {
    name: 'nothing entered',
    input: {},
    args: '-s bbb.example.com -e notice@example.com',
    warnings: ['example-host', 'example-email'],
  },
  {
    name: 'hostname typed with capitals and spaces',
    input: { host: '  BBB.School.ORG ', email: E, options: ['-w'] },
    args: `${BASE} -w`,
    warnings: [],
  },
  {
    name: 'everything for a production server',
    input: {
      host: H,
      email: E,
      options: ['-x', '-c', '-k', '-g', '-w'],
      turnHost: 'turn.school.org',
      turnSecret: 's3cr3t',
    },
    args: `${BASE} -w -g -k -c turn.school.org:s3cr3t -x`,
    warnings: [],
    byVersion: {
      '2.5-legacy': { args: `${BASE} -w -g -c turn.school.org:s3cr3t -x`, warnings: ['unavailable-option'] },
    },
  },
  {
    name: 'a secret with shell characters is quoted',
    input: { host: H, email: E, options: ['-c'], turnHost: 'turn.school.org', turnSecret: "a b'c$" },
    args: `${BASE} -c 'turn.school.org:a b'\\''c$'`,
    warnings: [],
  },
];

test('20 scenarios per release give the hand-written command and warnings', () => {
  assert.equal(SCENARIOS.length, 20);
  for (const version of DOC_VERSIONS) {
    for (const scenario of SCENARIOS) {
      const expected = scenario.byVersion?.[version] ?? scenario;
      const env = 'env' in expected && expected.env ? `${expected.env} ` : '';
      const command = `wget -qO- ${SCRIPT[version].url} | \\\n  sudo ${env}bash -s -- -v ${SCRIPT[version].v} ${expected.args}`;
      const result = composeInstall(version, scenario.input);
      assert.equal(result.command, command, `${version}: ${scenario.name}`);
      const codes = result.warnings.map((w) => w.code).filter((c) => c !== 'unconfirmed-release');
      assert.deepEqual(codes.sort(), [...(expected.warnings ?? [])].sort(), `${version}: ${scenario.name}`);
    }
  }
});

test('3.1 warns that its installer is unconfirmed; the others do not', () => {
  for (const version of DOC_VERSIONS) {
    const unconfirmed = composeInstall(version, { host: H, email: E }).warnings.some(
      (w) => w.code === 'unconfirmed-release',
    );
    assert.equal(unconfirmed, Boolean(RELEASES[version].unconfirmed), version);
  }
});

test('wrong Ubuntu, example and invalid hostnames are reported (bbb-install #669, #779)', () => {
  const codes = (version: DocVersion, input: ComposerInput) =>
    composeInstall(version, input).warnings.map((w) => w.code);
  assert.ok(codes('3.0', { host: H, email: E, ubuntu: '20.04' }).includes('wrong-ubuntu'));
  assert.ok(codes('2.6', { host: H, email: E, ubuntu: '22.04' }).includes('wrong-ubuntu'));
  assert.ok(!codes('2.6', { host: H, email: E, ubuntu: '20.04' }).includes('wrong-ubuntu'));
  assert.ok(codes('3.0', { host: 'bbb.example.com', email: E }).includes('example-host'));
  assert.ok(codes('3.0', { host: '203.0.113.10', email: E }).includes('ip-host'));
  assert.ok(codes('3.0', { host: 'bbb', email: E }).includes('invalid-host'));
  assert.ok(codes('3.0', { host: H, email: 'ops' }).includes('invalid-email'));
  assert.ok(isExampleHost('meet.example.org') && !isExampleHost('example-school.org'));
});

test('shellWord leaves safe words bare and quotes the rest', () => {
  assert.equal(shellWord('turn.school.org:abc'), 'turn.school.org:abc');
  assert.equal(shellWord('-x'), "'-x'");
  assert.equal(shellWord("it's"), "'it'\\''s'");
});
