import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, RELEASES, compareVersions, inRange, type DocVersion } from '../../src/data/versions';
import { DOC_IDS } from '../../src/data/docIds';
import { apiDiff, VERSIONS_OLDEST_FIRST } from '../../src/data/api/diff';
import { configFilesFor } from '../../src/data/admin/configFiles';
import { INSTALL_OPTIONS } from '../../src/data/admin/installOptions';
import { portsFor, formatPorts } from '../../src/data/admin/ports';
import { RELEASE_HIGHLIGHTS } from '../../src/data/releases/highlights';
import {
  apiKey,
  coveredKeys,
  olderReleases,
  parseRelease,
  planToMarkdown,
  planUpgrade,
} from '../../src/lib/tools/upgradePlanner';
import { headingIds } from './tools-docs';

/** Every older → newer pair of docs versions. */
function pairs(): [DocVersion, DocVersion][] {
  const list: [DocVersion, DocVersion][] = [];
  for (const from of DOC_VERSIONS)
    for (const to of DOC_VERSIONS) if (compareVersions(from, to) < 0) list.push([from, to]);
  return list;
}

/** The differences in the data between two releases, computed here independently of the planner. */
function differences(from: DocVersion, to: DocVersion): string[] {
  const keys: string[] = [];
  const a = RELEASES[from];
  const b = RELEASES[to];
  if (a.ubuntu.release !== b.ubuntu.release) keys.push('release:ubuntu');
  if (a.ubuntu.kernel !== b.ubuntu.kernel) keys.push('release:kernel');
  if (a.liveMedia !== b.liveMedia) keys.push('release:liveMedia');
  if (a.greenlight !== b.greenlight) keys.push('release:greenlight');
  for (const field of ['script', 'url', 'versionFlag', 'branch'] as const) {
    if (a.installer[field] !== b.installer[field]) keys.push(`release:installer.${field}`);
  }
  for (const option of INSTALL_OPTIONS) {
    if (inRange(option, from) && !inRange(option, to)) keys.push(`option:${option.flag}:removed`);
    if (!inRange(option, from) && inRange(option, to)) keys.push(`option:${option.flag}:added`);
  }
  for (const role of ['server', 'turn', 'internal'] as const) {
    const before = portsFor(from, role);
    const after = portsFor(to, role);
    for (const rule of after) {
      const old = before.find((entry) => entry.id === rule.id);
      if (!old) keys.push(`port:${role}:${rule.id}:opened`);
      else if (
        old.protocol !== rule.protocol ||
        formatPorts(old.ports) !== formatPorts(rule.ports) ||
        old.service !== rule.service
      ) {
        keys.push(`port:${role}:${rule.id}:changed`);
      }
    }
    for (const rule of before)
      if (!after.some((entry) => entry.id === rule.id)) keys.push(`port:${role}:${rule.id}:closed`);
  }
  const oldFiles = configFilesFor(from);
  const newFiles = configFilesFor(to);
  for (const entry of newFiles) {
    const old = oldFiles.find((file) => file.id === entry.id);
    if (!old) {
      keys.push(`config:${entry.id}:added`);
      continue;
    }
    for (const field of ['packaged', 'override', 'merge', 'format'] as const) {
      if ((old[field] ?? '') !== (entry[field] ?? '')) keys.push(`config:${entry.id}:${field}`);
    }
  }
  for (const entry of oldFiles)
    if (!newFiles.some((file) => file.id === entry.id)) keys.push(`config:${entry.id}:removed`);
  const between = VERSIONS_OLDEST_FIRST.filter(
    (version) => compareVersions(version, from) > 0 && compareVersions(version, to) <= 0,
  );
  for (const version of between) {
    for (const change of RELEASE_HIGHLIGHTS[version].configChanges) {
      keys.push(`setting:${version}:${change.scope}:${change.key}:${change.kind}`);
    }
    for (const component of RELEASE_HIGHLIGHTS[version].upgradedComponents)
      keys.push(`component:${version}:${component.name}`);
  }
  for (const change of apiDiff(from, to)) keys.push(apiKey(change));
  return keys;
}

test('every difference in the data between two releases appears in that pair’s plan', () => {
  for (const [from, to] of pairs()) {
    const covered = coveredKeys(planUpgrade(from, to));
    const expected = differences(from, to);
    assert.ok(expected.length > 0, `${from} → ${to}: the releases differ`);
    const missing = expected.filter((key) => !covered.has(key));
    assert.deepEqual(missing, [], `${from} → ${to}`);
    const extra = [...covered].filter((key) => !expected.includes(key));
    assert.deepEqual(extra, [], `${from} → ${to}: the plan claims differences the data does not have`);
  }
});

test('fresh server exactly when the Ubuntu release differs; the plan is ordered and ends with the tests', () => {
  for (const [from, to] of pairs()) {
    const plan = planUpgrade(from, to);
    assert.equal(plan.freshServer, RELEASES[from].ubuntu.release !== RELEASES[to].ubuntu.release, `${from} → ${to}`);
    assert.deepEqual(
      plan.sections.map((section) => section.id),
      ['server', 'installer', 'ports', 'config-files', 'settings', 'components', 'api', 'greenlight', 'tests'],
    );
    const installer = plan.sections.find((section) => section.id === 'installer');
    assert.ok(installer?.items[0].command?.includes(`-v ${RELEASES[to].installer.versionFlag}`));
    assert.ok(installer?.items[0].command?.startsWith(`wget -qO- ${RELEASES[to].installer.url}`));
    assert.ok((plan.sections.at(-1)?.items.length ?? 0) >= 4);
  }
});

test('a 2.6 server reading the 3.0 install page gets a new Ubuntu 22.04 server, jammy-300 and the same Greenlight', () => {
  const plan = planUpgrade('2.6', '3.0');
  assert.equal(plan.freshServer, true);
  const text = planToMarkdown(plan);
  assert.match(text, /Ubuntu 22\.04/);
  assert.match(text, /-v jammy-300/);
  assert.doesNotMatch(text, /migration tasks/i, '2.6 already runs Greenlight v3');
  const from25 = planToMarkdown(planUpgrade('2.5-legacy', '2.6'));
  assert.match(from25, /upgrade in place/i);
  assert.match(from25, /Greenlight v3/);
  assert.match(from25, /Leave out `-a`/);
});

test('every link of every plan resolves to a heading of the target release', () => {
  for (const [from, to] of pairs()) {
    for (const section of planUpgrade(from, to).sections) {
      for (const item of section.items) {
        for (const link of item.links ?? []) {
          assert.ok(DOC_IDS[to].includes(link.docId), `${to}: no doc ${link.docId}`);
          assert.ok(headingIds(to, link.docId).has(link.anchor), `${to}: ${link.docId} has no #${link.anchor}`);
        }
      }
    }
  }
});

test('the Markdown export has every item of the plan, as a checklist', () => {
  for (const [from, to] of pairs()) {
    const plan = planUpgrade(from, to);
    const markdown = planToMarkdown(plan, 'https://docs.bigbluebutton.org');
    const items = plan.sections.flatMap((section) => section.items);
    assert.equal((markdown.match(/^- \[ \] /gm) ?? []).length, items.length, `${from} → ${to}`);
    for (const item of items) if (item.command) assert.ok(markdown.includes(item.command.split('\n')[0]));
    assert.match(markdown, /\]\(https:\/\/docs\.bigbluebutton\.org\//);
  }
});

test('releases are read as readers write them, and only older ones can be planned from', () => {
  assert.equal(parseRelease('2.6'), '2.6');
  assert.equal(parseRelease('2.5'), '2.5-legacy');
  assert.equal(parseRelease('2.7.12'), '2.7');
  assert.equal(parseRelease('v3.0'), '3.0');
  assert.equal(parseRelease('2.4'), undefined);
  assert.deepEqual(olderReleases('3.0'), ['2.7', '2.6', '2.5-legacy']);
  assert.deepEqual(olderReleases('2.5-legacy'), []);
  assert.throws(() => planUpgrade('3.0', '2.6'));
});
