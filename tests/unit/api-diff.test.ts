/**
 * The computed differences between releases (src/data/api/diff.ts), and the
 * hand-written changelog checked against them: every change computed between
 * a release and the one before it is stated in that release's changelog
 * entry, or is a known exception with its reason (CHANGELOG_EXCEPTIONS).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHANGELOG_EXCEPTIONS, changelogFor, type ChangelogItem } from '../../src/data/api';
import {
  VERSIONS_OLDEST_FIRST,
  apiDiff,
  changelogItemStates,
  changesMissingFrom,
  defaultComparison,
  groupChanges,
  previousVersion,
  type ApiChange,
} from '../../src/data/api/diff';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';

const has = (changes: readonly ApiChange[], kind: ApiChange['kind'], call: string, subject: string) =>
  changes.some((change) => change.kind === kind && change.call === call && change.subject === subject);

/** The changelog entry of a release, as its own page shows it. */
const entryOf = (version: DocVersion) =>
  changelogFor(version).find((entry) => entry.release === RELEASES[version].release);

const describeChange = (change: ApiChange) => `${change.kind} ${change.call}.${change.subject}`;

describe('releases in order', () => {
  it('knows the release before each one, and what each page compares by default', () => {
    assert.deepEqual(VERSIONS_OLDEST_FIRST, [...DOC_VERSIONS].reverse());
    assert.equal(previousVersion('3.0'), '2.7');
    assert.equal(previousVersion('3.1'), '3.0');
    assert.equal(previousVersion('2.5-legacy'), undefined);
    assert.deepEqual(defaultComparison('3.0'), { from: '2.7', to: '3.0' });
    assert.deepEqual(defaultComparison('2.5-legacy'), { from: '2.5-legacy', to: '2.6' });
  });
});

describe('computed differences', () => {
  it('2.7 → 3.0: new calls, parameters added and removed, new values, join over GET only', () => {
    const changes = apiDiff('2.7', '3.0');
    assert.ok(has(changes, 'call-added', 'sendChatMessage', 'sendChatMessage'));
    assert.ok(has(changes, 'call-added', 'getJoinUrl', 'getJoinUrl'));
    assert.ok(has(changes, 'param-added', 'join', 'enforceLayout'));
    assert.ok(has(changes, 'param-removed', 'join', 'defaultLayout'));
    assert.ok(has(changes, 'param-removed', 'create', 'learningDashboardEnabled'));
    assert.ok(has(changes, 'values-added', 'create', 'CAMERAS_ONLY'));
    assert.ok(has(changes, 'values-added', 'create', 'infiniteWhiteboard'));
    const methods = changes.find((change) => change.kind === 'methods' && change.call === 'join');
    assert.equal(methods?.before, 'GET, POST');
    assert.equal(methods?.after, 'GET');
    assert.equal(methods?.subject, 'POST');
    const removed = changes.find((change) => change.kind === 'param-removed' && change.subject === 'defaultLayout');
    assert.equal(removed?.replacement, '`userdata-bbb_default_layout`');
  });

  it('2.5 → 2.6: deprecations, requirement changes and new messageKeys', () => {
    const changes = apiDiff('2.5-legacy', '2.6');
    assert.ok(has(changes, 'param-deprecated', 'create', 'lockSettingsDisableNote'));
    assert.ok(has(changes, 'param-added', 'getRecordings', 'limit'));
    assert.ok(has(changes, 'param-removed', 'create', 'lockSettingsLockedLayout'));
    assert.ok(has(changes, 'message-key-added', 'create', 'unsupportedContentType'));
    const requirement = changes.find((change) => change.kind === 'requirement' && change.call === 'end');
    assert.deepEqual(
      [requirement?.subject, requirement?.before, requirement?.after],
      ['password', 'required', 'optional'],
    );
  });

  it('3.0 → 3.1: no difference in the data', () => {
    assert.deepEqual(apiDiff('3.0', '3.1'), []);
  });

  it('works in both directions and over several releases', () => {
    const forward = apiDiff('2.5-legacy', '3.1');
    const backward = apiDiff('3.1', '2.5-legacy');
    const count = (changes: readonly ApiChange[], kind: ApiChange['kind']) =>
      changes.filter((change) => change.kind === kind).length;
    assert.equal(count(forward, 'param-added'), count(backward, 'param-removed'));
    assert.equal(count(forward, 'call-added'), count(backward, 'call-removed'));
    assert.ok(has(forward, 'param-added', 'getRecordings', 'offset'), 'a 2.6 addition is still there in 3.1');
    assert.ok(!has(forward, 'param-deprecated', 'create', 'attendeePW'), 'deprecated in both: not a change');
  });

  it('groups changes per call and kind for the tables', () => {
    const groups = groupChanges(apiDiff('2.6', '2.7'));
    const values = groups.find((group) => group.kind === 'values-added' && group.param === 'disabledFeatures');
    assert.ok(values && values.changes.length >= 5);
    const added = groups.filter((group) => group.kind === 'param-added' && group.call === 'create');
    assert.equal(added.length, 1, 'one row for the parameters added to create');
    assert.ok(added[0].changes.some((change) => change.subject === 'preUploadedPresentation'));
  });
});

describe('the changelog against the computed differences', () => {
  for (const version of DOC_VERSIONS) {
    const previous = previousVersion(version);
    if (!previous) continue;
    it(`${version}: every change since ${previous} is in its changelog entry or a known exception`, () => {
      const entry = entryOf(version);
      assert.ok(entry, `${version} has a changelog entry`);
      const exceptions = CHANGELOG_EXCEPTIONS.filter((exception) => exception.version === version);
      const missing = changesMissingFrom(entry, apiDiff(previous, version)).filter(
        (change) =>
          !exceptions.some(
            (exception) =>
              exception.call === change.call && exception.kind === change.kind && exception.subject === change.subject,
          ),
      );
      assert.deepEqual(
        missing.map(describeChange),
        [],
        `state these in src/data/api/changelog.ts, or list them in CHANGELOG_EXCEPTIONS with the reason`,
      );
    });
  }

  it('every known exception has a reason and still matches a computed change the changelog leaves out', () => {
    for (const exception of CHANGELOG_EXCEPTIONS) {
      assert.ok(exception.reason.trim().length > 20, `${exception.call}.${exception.subject} needs a reason`);
      const previous = previousVersion(exception.version);
      assert.ok(previous, `${exception.version} has an earlier release`);
      const missing = changesMissingFrom(entryOf(exception.version), apiDiff(previous, exception.version));
      assert.ok(
        missing.some(
          (change) =>
            change.call === exception.call && change.kind === exception.kind && change.subject === exception.subject,
        ),
        `stale exception: ${exception.kind} ${exception.call}.${exception.subject} in ${exception.version}`,
      );
    }
  });

  it('matches a change only with an item of the same call (or all calls), kind and name', () => {
    const change: ApiChange = { kind: 'param-added', call: 'join', param: 'enforceLayout', subject: 'enforceLayout' };
    const item = (patch: Partial<ChangelogItem>): ChangelogItem => ({
      call: 'join',
      kind: 'added',
      names: [{ name: 'enforceLayout' }],
      ...patch,
    });
    assert.ok(changelogItemStates(item({}), change));
    assert.ok(!changelogItemStates(item({ call: 'create' }), change));
    assert.ok(!changelogItemStates(item({ kind: 'removed' }), change));
    assert.ok(!changelogItemStates(item({ names: [{ name: 'enforceLayoutX' }] }), change));
    const requirement: ApiChange = { kind: 'requirement', call: 'end', param: 'password', subject: 'password' };
    assert.ok(changelogItemStates({ call: 'end', kind: 'changed', text: '`password` is optional.' }, requirement));
    assert.ok(!changelogItemStates({ call: 'end', kind: 'changed', text: 'The passwords are optional.' }, requirement));
    const key: ApiChange = { kind: 'message-key-added', call: 'create', subject: 'unsupportedContentType' };
    assert.ok(changelogItemStates({ call: '*', kind: 'changed', text: 'answer is `unsupportedContentType`.' }, key));
  });
});
