import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DOC_VERSIONS,
  RELEASES,
  compareVersions,
  inRange,
  versionsIn,
  isValidRange,
  type DocVersion,
} from '../../src/data/versions';
import {
  CLIENT_BREAKPOINTS,
  CLIENT_PALETTE,
  DEV_TOOLCHAINS,
  SERVER_COMPONENTS,
  componentsFor,
  contrastRatio,
  findComponent,
  versionsWithComponent,
} from '../../src/data/dev/components';
import { RELEASE_HIGHLIGHTS, configChangesFor, highlightsFor } from '../../src/data/releases/highlights';

const TWO_X = DOC_VERSIONS.filter((v) => !inRange({ since: '3.0' }, v));
const THREE_X = DOC_VERSIONS.filter((v) => inRange({ since: '3.0' }, v));
const sorted = (list: readonly DocVersion[]): DocVersion[] => [...list].sort(compareVersions);

test('every release has the core components', () => {
  const core = ['nginx', 'bbb-web', 'bbb-html5', 'akka-apps', 'fsesl-akka', 'redis', 'freeswitch', 'bbb-webrtc-sfu'];
  for (const version of DOC_VERSIONS) {
    for (const id of core) {
      assert.ok(findComponent(version, id), `${version}: component ${id} is missing`);
    }
  }
});

test('Meteor, MongoDB and Kurento exist in 2.x only', () => {
  for (const id of ['mongod', 'kurento']) {
    assert.deepEqual(sorted(versionsWithComponent(id)), sorted(TWO_X), `${id} must cover exactly the 2.x releases`);
  }
  for (const version of TWO_X) {
    assert.match(findComponent(version, 'bbb-html5')!.runtime, /Meteor/, `${version}: the 2.x client runs on Meteor`);
  }
  for (const version of THREE_X) {
    assert.doesNotMatch(findComponent(version, 'bbb-html5')!.runtime, /Meteor/, `${version}: no Meteor in 3.x`);
    assert.equal(findComponent(version, 'bbb-html5')!.service, undefined, `${version}: the 3.x client has no service`);
  }
});

test('the GraphQL stack exists in 3.x only, on its documented ports', () => {
  const expected: Record<string, number> = {
    'bbb-graphql-server': 8085,
    'bbb-graphql-middleware': 8378,
    'bbb-graphql-actions': 8093,
    postgresql: 5432,
  };
  for (const [id, port] of Object.entries(expected)) {
    assert.deepEqual(sorted(versionsWithComponent(id)), sorted(THREE_X), `${id} must cover exactly 3.0 and 3.1`);
    for (const version of THREE_X) assert.equal(findComponent(version, id)!.port, port, `${version}: ${id} port`);
  }
  assert.match(findComponent('3.0', 'bbb-graphql-server')!.runtime, /Hasura/);
  assert.match(findComponent('3.0', 'bbb-graphql-middleware')!.runtime, /Go/);
  assert.match(findComponent('3.0', 'postgresql')!.role, /bbb_graphql/);
});

test('bbb-webrtc-recorder is optional in 2.7 and standard from 3.0; absent before', () => {
  assert.deepEqual(sorted(versionsWithComponent('bbb-webrtc-recorder')), versionsIn({ since: '2.7' }));
  assert.equal(findComponent('2.7', 'bbb-webrtc-recorder')!.optional, true);
  assert.notEqual(findComponent('3.0', 'bbb-webrtc-recorder')!.optional, true);
});

test('akka-apps runs on Akka in 2.x and on Apache Pekko in 3.x', () => {
  for (const version of TWO_X) assert.match(findComponent(version, 'akka-apps')!.runtime, /Akka/);
  for (const version of THREE_X) assert.match(findComponent(version, 'akka-apps')!.runtime, /Pekko/);
  for (const version of DOC_VERSIONS) assert.equal(findComponent(version, 'akka-apps')!.package, 'bbb-apps-akka');
});

test('no component appears twice in a release, and ranges are coherent', () => {
  for (const version of DOC_VERSIONS) {
    const ids = componentsFor(version).map((c) => c.id);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(duplicates, [], `${version}: overlapping ranges for ${duplicates.join(', ')}`);
  }
  for (const c of SERVER_COMPONENTS) {
    assert.ok(isValidRange(c), `${c.id}: reversed range`);
  }
});

test('no two components of a release claim the same port', () => {
  for (const version of DOC_VERSIONS) {
    const ports = componentsFor(version)
      .filter((c) => c.port !== undefined && c.id !== 'haproxy')
      .map((c) => c.port);
    const duplicates = ports.filter((p, i) => ports.indexOf(p) !== i);
    assert.deepEqual(duplicates, [], `${version}: port ${duplicates.join(', ')} listed twice`);
  }
});

test('Java 11 before 2.7, Java 17 from 2.7; the client workflow follows the stack', () => {
  for (const version of DOC_VERSIONS) {
    const tools = DEV_TOOLCHAINS[version];
    assert.equal(tools.version, version);
    assert.equal(tools.java, inRange({ since: '2.7' }, version) ? 17 : 11, `${version}: JDK`);
    assert.ok(tools.javaHome.includes(`java-${tools.java}-`), `${version}: JAVA_HOME matches the JDK`);
    assert.equal(tools.clientWorkflow, inRange({ since: '3.0' }, version) ? 'webpack' : 'meteor', `${version}: client`);
  }
  assert.equal(RELEASES['3.0'].ubuntu.codename, 'jammy');
});

test('every release has highlights, upgraded components and configuration changes', () => {
  for (const version of DOC_VERSIONS) {
    const data = RELEASE_HIGHLIGHTS[version];
    assert.equal(data.version, version, `${version}: record filed under the wrong key`);
    assert.ok(data.highlights.length >= 5, `${version}: too few highlights`);
    assert.ok(data.upgradedComponents.length >= 3, `${version}: too few upgraded components`);
    // The 3.1 pre-releases have no confirmed configuration change of their own
    // (the layout removals once listed were 4.0 work, PR #24659).
    if (version !== '3.1') assert.ok(data.configChanges.length >= 3, `${version}: too few configuration changes`);
    const ids = data.highlights.map((h) => h.id);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      `${version}: duplicate highlight ids`,
    );
    const keys = data.configChanges.map((c) => `${c.scope}:${c.key}`);
    assert.deepEqual(
      keys.filter((k, i) => keys.indexOf(k) !== i),
      [],
      `${version}: duplicate config changes`,
    );
  }
});

test('2.5 uses the teaching framing, later releases the three pillars', () => {
  assert.equal(RELEASE_HIGHLIGHTS['2.5-legacy'].framing, 'teaching');
  assert.ok(highlightsFor('2.5-legacy', 'management').length > 0);
  assert.ok(highlightsFor('2.5-legacy', 'assessment').length > 0);
  for (const version of DOC_VERSIONS.filter((v) => v !== '2.5-legacy')) {
    assert.equal(RELEASE_HIGHLIGHTS[version].framing, 'pillars', version);
    assert.equal(highlightsFor(version, 'management').length, 0, `${version}: teaching areas belong to 2.5`);
  }
});

test('the bbb-web property changes of 3.0 are recorded', () => {
  const removed = configChangesFor('3.0', 'bbb-web', 'removed').map((c) => c.key);
  assert.deepEqual(removed.sort(), ['breakoutRoomsEnabled', 'defaultGuestWaitURL', 'learningDashboardEnabled']);
  const changed = configChangesFor('3.0', 'bbb-web', 'changed').map((c) => c.key);
  assert.ok(changed.includes('muteOnStart') && changed.includes('defaultHTML5ClientUrl'));
  const added = configChangesFor('3.0', 'bbb-web', 'added')
    .flatMap((c) => c.key.split(', '))
    .map((k) => k.trim());
  for (const key of ['pluginManifests', 'graphqlApiUrl', 'graphqlWebsocketUrl', 'maxNumPages', 'audioBridge']) {
    assert.ok(added.includes(key), `3.0: bbb-web property ${key} should be listed as added`);
  }
});

test('the 4.0 layout revamp (bigbluebutton PR #24659) is not credited to 3.1', () => {
  const text = JSON.stringify(RELEASE_HIGHLIGHTS['3.1']);
  for (const removed of ['CUSTOM_LAYOUT', 'SMART_LAYOUT', 'showPushLayoutButton', 'enableDeprecatedLayoutSelection']) {
    assert.ok(!RELEASE_HIGHLIGHTS['3.1'].configChanges.some((c) => c.key.includes(removed)), removed);
  }
  assert.doesNotMatch(text, /replaces the layout manager/);
});

test('unconfirmed 3.1 changes are marked as pre-release, and only 3.1 has them', () => {
  for (const version of DOC_VERSIONS) {
    const tentative = RELEASE_HIGHLIGHTS[version].configChanges.filter((c) => c.tentative === true);
    if (version !== '3.1') assert.equal(tentative.length, 0, `${version}: released lines have no tentative entries`);
  }
  assert.equal(RELEASE_HIGHLIGHTS['3.1'].gaTag, undefined, '3.1 is documented from its pre-releases');
  for (const version of DOC_VERSIONS.filter((v) => v !== '3.1')) {
    const tag = RELEASE_HIGHLIGHTS[version].gaTag;
    assert.equal(tag, `v${RELEASES[version].release}.0`, `${version}: GA tag`);
  }
});

test('text colours of the client palette reach WCAG AA (4.5:1) on white', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#FFFFFF')), 21);
  assert.equal(contrastRatio('#FFFFFF', '#FFFFFF'), 1);
  for (const colour of CLIENT_PALETTE) {
    assert.match(colour.hex, /^#[0-9A-F]{6}$/, `${colour.token}: use upper-case #RRGGBB`);
    assert.ok(colour.cssVar.startsWith('--color-'), `${colour.token}: CSS property name`);
    if (colour.text) {
      assert.ok(contrastRatio(colour.hex, '#FFFFFF') >= 4.5, `${colour.token} is used for text but fails 4.5:1`);
    }
  }
  const tokens = CLIENT_PALETTE.map((c) => c.token);
  assert.deepEqual(
    tokens.filter((t, i) => tokens.indexOf(t) !== i),
    [],
  );
});

test('breakpoints are distinct media queries', () => {
  const names = CLIENT_BREAKPOINTS.map((b) => b.name);
  assert.deepEqual(
    names.filter((n, i) => names.indexOf(n) !== i),
    [],
  );
  for (const b of CLIENT_BREAKPOINTS) assert.match(b.query, /^only screen and /, b.name);
});

test('release tags belong to their release line', () => {
  for (const version of DOC_VERSIONS) {
    const { firstPreReleaseTag, gaTag } = RELEASE_HIGHLIGHTS[version];
    const line = RELEASES[version].release;
    assert.ok(firstPreReleaseTag.startsWith(`v${line}`), `${version}: ${firstPreReleaseTag} is not a ${line} tag`);
    assert.match(firstPreReleaseTag, /(alpha|beta)/, `${version}: the first tag of a line is a pre-release`);
    if (gaTag !== undefined) assert.ok(gaTag.startsWith(`v${line}.`), `${version}: ${gaTag}`);
  }
});
