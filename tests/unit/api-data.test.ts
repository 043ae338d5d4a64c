/**
 * Facts of the API reference data that must not regress, and the link
 * between the data and the five API pages.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_CALLS,
  MESSAGE_KEYS,
  acceptedContentTypes,
  apiFor,
  callFor,
  changelogFor,
  contentTypeRulesFor,
  messageKeysFor,
  valuesFor,
  type Lifecycle,
} from '../../src/data/api';
import {
  DOC_VERSIONS,
  RELEASES,
  compareVersions,
  inRange,
  isValidRange,
  type DocVersion,
} from '../../src/data/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');

function lifecycleOk(item: Lifecycle, label: string): void {
  if (item.deprecatedIn) {
    assert.ok(compareVersions(item.since, item.deprecatedIn) <= 0, `${label}: since <= deprecatedIn`);
  }
  assert.ok(isValidRange(item), `${label}: since < until`);
  if (item.until) {
    if (item.deprecatedIn) {
      assert.ok(compareVersions(item.deprecatedIn, item.until) < 0, `${label}: deprecatedIn < until`);
    }
  }
  if (item.deprecatedInRelease) assert.ok(item.deprecatedIn, `${label}: deprecatedInRelease needs deprecatedIn`);
}

function param(version: DocVersion, call: string, name: string) {
  return callFor(version, call)?.params.find((p) => p.name === name);
}

describe('data integrity', () => {
  it('has no duplicate call names', () => {
    const names = API_CALLS.map((call) => call.name);
    assert.equal(new Set(names).size, names.length);
  });

  it('has no duplicate parameter within a call, in any release', () => {
    for (const call of API_CALLS) {
      const all = call.params.map((p) => `${p.name}`);
      // The same name may appear twice only with disjoint lifecycles; the
      // resolved lists must never hold a duplicate.
      for (const version of DOC_VERSIONS) {
        const resolved = callFor(version, call.name)?.params.map((p) => p.name) ?? [];
        assert.equal(new Set(resolved).size, resolved.length, `${call.name} in ${version}`);
      }
      assert.equal(new Set(all).size, all.length, `${call.name} defines a parameter twice`);
    }
  });

  it('has coherent version ranges for calls, parameters, values and fields', () => {
    for (const call of API_CALLS) {
      lifecycleOk(call, call.name);
      for (const p of call.params) {
        lifecycleOk(p, `${call.name}.${p.name}`);
        assert.ok(compareVersions(call.since, p.since) <= 0, `${call.name}.${p.name} is not older than its call`);
        for (const value of p.values ?? []) lifecycleOk(value, `${call.name}.${p.name}=${value.value}`);
        const values = (p.values ?? []).map((v) => v.value);
        assert.equal(new Set(values).size, values.length, `${call.name}.${p.name} values are unique`);
      }
      for (const field of call.responseFields) lifecycleOk(field, `${call.name} -> ${field.name}`);
    }
    for (const entry of MESSAGE_KEYS) lifecycleOk(entry, entry.key);
  });

  it('sorts method rules by version and gives every call at least one method', () => {
    for (const call of API_CALLS) {
      for (let i = 1; i < call.methods.length; i++) {
        assert.ok(compareVersions(call.methods[i - 1].since, call.methods[i].since) < 0, call.name);
      }
      assert.equal(call.methods[0].since, call.since, `${call.name}: first method rule starts with the call`);
      for (const version of DOC_VERSIONS) {
        const resolved = callFor(version, call.name);
        if (resolved) assert.ok(resolved.methods.length > 0);
      }
    }
  });

  it('refers only to messageKeys that exist in the release of the call', () => {
    const known = new Set(MESSAGE_KEYS.map((entry) => entry.key));
    for (const call of API_CALLS) {
      for (const key of call.messageKeys) assert.ok(known.has(key), `${call.name} -> ${key}`);
    }
    assert.ok(!messageKeysFor('2.5-legacy').some((entry) => entry.key === 'unsupportedContentType'));
    assert.ok(messageKeysFor('2.6', 'create').some((entry) => entry.key === 'unsupportedContentType'));
  });

  it('gives every call at least one example per release, with only that release’s parameters', () => {
    for (const version of DOC_VERSIONS) {
      for (const call of apiFor(version)) {
        assert.ok(call.examples.length > 0, `${call.name} in ${version} has an example`);
        const names = call.params.map((p) => p.name);
        for (const example of call.examples) {
          for (const [name] of example.params) {
            const ok = names.includes(name) || names.some((n) => n.endsWith('*') && name.startsWith(n.slice(0, -1)));
            assert.ok(ok, `${version} ${call.name} example uses ${name}`);
          }
          for (const p of call.params.filter((q) => q.required === 'required' && q.location !== 'body')) {
            assert.ok(
              example.params.some(([name]) => name === p.name),
              `${version} ${call.name} example "${example.caption}" lacks required ${p.name}`,
            );
          }
        }
      }
    }
  });

  it('offers only values the release accepts in examples of enumerated parameters', () => {
    for (const version of DOC_VERSIONS) {
      for (const call of apiFor(version)) {
        for (const example of call.examples) {
          for (const [name, value] of example.params) {
            const p = call.params.find((q) => q.name === name);
            if (!p?.values || name === 'enforceLayout') continue;
            const allowed = valuesFor(p.values, version).map((v) => v.value);
            for (const part of value.split(',')) assert.ok(allowed.includes(part), `${version} ${name}=${part}`);
          }
        }
      }
    }
  });
});

describe('release facts', () => {
  it('has sendChatMessage and getJoinUrl from 3.0 only', () => {
    for (const version of DOC_VERSIONS) {
      const expected = compareVersions(version, '3.0') >= 0;
      assert.equal(Boolean(callFor(version, 'sendChatMessage')), expected, `sendChatMessage in ${version}`);
      assert.equal(Boolean(callFor(version, 'getJoinUrl')), expected, `getJoinUrl in ${version}`);
    }
  });

  it('has insertDocument from 2.5 on, POST only', () => {
    for (const version of DOC_VERSIONS) {
      const call = callFor(version, 'insertDocument');
      assert.ok(call, version);
      assert.deepEqual(call.methods, ['POST']);
    }
  });

  it('has the core calls in every release', () => {
    const core = [
      'create',
      'join',
      'end',
      'isMeetingRunning',
      'getMeetings',
      'getMeetingInfo',
      'getRecordings',
      'publishRecordings',
      'deleteRecordings',
      'updateRecordings',
      'getRecordingTextTracks',
      'putRecordingTextTrack',
    ];
    for (const version of DOC_VERSIONS) {
      for (const name of core) assert.ok(callFor(version, name), `${name} in ${version}`);
    }
  });

  it('join: fullName, meetingID and role everywhere; password deprecated everywhere', () => {
    for (const version of DOC_VERSIONS) {
      assert.equal(param(version, 'join', 'fullName')?.required, 'required');
      assert.equal(param(version, 'join', 'meetingID')?.required, 'required');
      assert.ok(param(version, 'join', 'role'), `role in ${version}`);
      const password = param(version, 'join', 'password');
      assert.ok(password, `password in ${version}`);
      assert.equal(password.deprecated, true, `password deprecated in ${version}`);
    }
  });

  it('join: defaultLayout until 2.7, enforceLayout from 3.0, GET only from 3.0', () => {
    for (const version of DOC_VERSIONS) {
      const modern = compareVersions(version, '3.0') >= 0;
      assert.equal(Boolean(param(version, 'join', 'defaultLayout')), !modern, `defaultLayout in ${version}`);
      assert.equal(Boolean(param(version, 'join', 'enforceLayout')), modern, `enforceLayout in ${version}`);
      assert.deepEqual(callFor(version, 'join')?.methods, modern ? ['GET'] : ['GET', 'POST']);
    }
    assert.match(callFor('2.6', 'join')?.methodNote ?? '', /2\.6\.18/);
    assert.match(callFor('2.7', 'join')?.methodNote ?? '', /2\.7\.8/);
  });

  it('create: 2.6, 2.7 and 3.0 parameters appear from their release', () => {
    const since: Array<[string, DocVersion]> = [
      ['meetingCameraCap', '2.5-legacy'],
      ['disabledFeatures', '2.5-legacy'],
      ['notifyRecordingIsOn', '2.6'],
      ['recordFullDurationMedia', '2.6'],
      ['disabledFeaturesExclude', '2.6'],
      ['preUploadedPresentation', '2.7'],
      ['allowPromoteGuestToModerator', '2.7'],
      ['clientSettingsOverride', '3.0'],
      ['pluginManifests', '3.0'],
      ['loginURL', '3.0'],
    ];
    for (const [name, first] of since) {
      for (const version of DOC_VERSIONS) {
        assert.equal(
          Boolean(param(version, 'create', name)),
          compareVersions(version, first) >= 0,
          `${name} in ${version}`,
        );
      }
    }
    assert.equal(param('2.6', 'create', 'recordFullDurationMedia')?.addedIn, '2.6.9');
    assert.equal(param('2.7', 'create', 'preUploadedPresentation')?.addedIn, '2.7.2');
  });

  it('create: parameters deprecated in 2.5 are gone in 3.0', () => {
    for (const name of ['learningDashboardEnabled', 'breakoutRoomsEnabled', 'virtualBackgroundsDisabled']) {
      for (const version of ['2.5-legacy', '2.6', '2.7'] as const) {
        assert.equal(param(version, 'create', name)?.deprecated, true, `${name} deprecated in ${version}`);
      }
      assert.equal(param('3.0', 'create', name), undefined);
      assert.equal(param('3.1', 'create', name), undefined);
    }
  });

  it('getRecordings pagination from 2.6', () => {
    assert.equal(param('2.5-legacy', 'getRecordings', 'offset'), undefined);
    assert.ok(param('2.6', 'getRecordings', 'offset'));
    assert.ok(param('3.0', 'getRecordings', 'limit'));
  });

  it('disabledFeatures values follow their releases', () => {
    const values = (version: DocVersion) =>
      (param(version, 'create', 'disabledFeatures')?.values ?? []).map((v) => v.value);
    assert.ok(values('2.5-legacy').includes('breakoutRooms'));
    assert.ok(!values('2.5-legacy').includes('liveTranscription'));
    assert.ok(values('2.6').includes('liveTranscription'));
    assert.ok(!values('2.6').includes('timer'));
    assert.ok(values('2.7').includes('timer'));
    assert.ok(!values('2.7').includes('infiniteWhiteboard'));
    assert.ok(values('3.0').includes('infiniteWhiteboard'));
  });

  it('meetingLayout gains the 3.0 layouts in 3.0 only', () => {
    const layouts = (version: DocVersion) =>
      (param(version, 'create', 'meetingLayout')?.values ?? []).map((v) => v.value);
    assert.ok(!layouts('2.7').includes('CAMERAS_ONLY'));
    assert.ok(layouts('3.0').includes('CAMERAS_ONLY'));
    assert.ok(layouts('2.5-legacy').includes('SMART_LAYOUT'));
  });

  it('end: password required by the 2.5 reference only', () => {
    assert.equal(param('2.5-legacy', 'end', 'password')?.required, 'required');
    for (const version of ['2.6', '2.7', '3.0', '3.1'] as const) {
      assert.equal(param(version, 'end', 'password')?.required, 'optional');
    }
  });

  it('getJoinUrl is the only call without a checksum', () => {
    const sessionCalls = API_CALLS.filter((call) => call.auth !== 'checksum').map((call) => call.name);
    assert.deepEqual(sessionCalls, ['getJoinUrl']);
  });

  it('POST content types: not checked in 2.5, checked from 2.6.18 and 2.7.8', () => {
    assert.equal(contentTypeRulesFor('2.5-legacy').enforced, false);
    assert.equal(contentTypeRulesFor('2.6').enforcedFrom, '2.6.18');
    assert.equal(contentTypeRulesFor('2.7').enforcedFrom, '2.7.8');
    assert.equal(contentTypeRulesFor('3.0').enforced, true);
    assert.deepEqual(acceptedContentTypes('3.0', 'insertDocument'), ['text/xml', 'application/xml']);
    assert.equal(acceptedContentTypes('3.0', 'create').length, 4);
    assert.deepEqual(acceptedContentTypes('2.7', 'join'), [], 'join takes no POST once the check exists');
    assert.ok(acceptedContentTypes('2.5-legacy', 'join').length > 0, '2.5 still reads POSTed join forms');
  });
});

describe('changelog', () => {
  it('lists every documented release up to the page’s own, newest first', () => {
    for (const version of DOC_VERSIONS) {
      const releases = changelogFor(version).map((entry) => entry.release);
      assert.equal(releases[0], RELEASES[version].release);
      assert.ok(releases.includes('0.9'));
      for (const later of DOC_VERSIONS.filter((v) => compareVersions(v, version) > 0)) {
        assert.ok(!releases.includes(RELEASES[later].release), `${later} not in the ${version} changelog`);
      }
    }
  });

  it('derives the additions of each release from the data', () => {
    const entry = (version: DocVersion, release: string) =>
      changelogFor(version).find((candidate) => candidate.release === release);
    const names = (version: DocVersion, release: string, call: string, kind: string) =>
      (entry(version, release)?.items ?? [])
        .filter((item) => item.call === call && item.kind === kind)
        .flatMap((item) => item.names ?? [])
        .map((n) => n.name);
    assert.ok(names('3.0', '2.5', 'create', 'added').includes('meetingCameraCap'));
    assert.ok(!names('3.0', '2.5', 'create', 'added').includes('record'));
    assert.ok(names('3.0', '2.5', 'create', 'deprecated').includes('learningDashboardEnabled'));
    assert.ok(!names('3.0', '2.5', 'create', 'deprecated').includes('attendeePW'));
    assert.ok(names('2.6', '2.6', 'create', 'added').includes('notifyRecordingIsOn'));
    assert.ok(names('3.0', '3.0', 'join', 'removed').includes('defaultLayout'));
    assert.ok(names('3.0', '3.0', 'create', 'removed').includes('learningDashboardEnabled'));
    assert.ok(entry('3.0', '3.0')?.items.some((item) => item.kind === 'new-call' && item.call === 'sendChatMessage'));
    assert.ok(
      entry('2.5-legacy', '2.5')?.items.some((item) => item.kind === 'new-call' && item.call === 'insertDocument'),
    );
    const timer = entry('2.7', '2.7')?.items.find(
      (item) => item.kind === 'values' && item.param === 'disabledFeatures',
    );
    assert.ok(timer?.names?.some((n) => n.name === 'timer'));
  });

  it('every item added by a release is available in it', () => {
    for (const call of API_CALLS) {
      for (const p of call.params) {
        assert.ok(inRange(p, p.since), `${call.name}.${p.name}`);
      }
    }
  });
});

describe('API pages', () => {
  const componentRe = /<(ApiCall|ApiParamTable|ApiParamValues)\s+([^>]*?)\/>/g;
  const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(attrs)?.[1];
  for (const version of DOC_VERSIONS) {
    const file = path.join(ROOT, 'versioned_docs', `version-${version}`, 'development', 'api.md');
    it(`${version}: every component names a call of that release, and each call has its h3`, (t) => {
      if (!existsSync(file)) {
        t.skip('page not written yet');
        return;
      }
      const source = readFileSync(file, 'utf8');
      const used = new Set<string>();
      for (const match of source.matchAll(componentRe)) {
        assert.equal(attr(match[2], 'version'), undefined, `${match[0]} takes the page's version`);
        const name = attr(match[2], 'name') ?? attr(match[2], 'call');
        assert.ok(name && callFor(version, name), `${name} exists in ${version}`);
        if (match[1] === 'ApiCall') used.add(name);
      }
      for (const call of apiFor(version)) {
        assert.ok(used.has(call.name), `${call.name} is rendered on the ${version} page`);
        assert.match(source, new RegExp(`^### \`?${call.name}\`? \\{#${call.name.toLowerCase()}\\}$`, 'm'));
      }
    });
  }
});
