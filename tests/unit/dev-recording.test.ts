/**
 * Facts of the development pages on recording, webhooks and release testing:
 * bbb-record options, recording directories, the hooks API and the release
 * checklist, for every docs version.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { DOC_VERSIONS, compareVersions, inRange, isValidRange, type VersionRange } from '../../src/data/versions';
import { BBB_RECORD_OPTIONS, bbbRecordOptionsFor } from '../../src/data/dev/bbbRecord';
import {
  RECORDING_PATHS,
  RECORDING_PATH_VERSIONS,
  SAMPLE_INTERNAL_ID,
  recordingPathsFor,
} from '../../src/data/dev/recordingPaths';
import {
  HOOK_CALLS,
  HOOK_MESSAGE_KEYS,
  HOOK_PARAMS,
  WEBHOOKS_APP,
  hookMessageKeysFor,
  hookParamsFor,
  hookResponseElementsFor,
} from '../../src/data/dev/webhooks';
import {
  CHECKLIST,
  CHECKLIST_AREAS,
  PLAYWRIGHT_SUITES,
  checklistAreasFor,
  checklistFor,
  isAutomated,
  suiteUrl,
} from '../../src/data/testing/checklist';

function assertCoherentRange(entry: VersionRange, label: string): void {
  assert.ok(DOC_VERSIONS.includes(entry.since), `${label}: unknown since-version`);
  if (entry.until !== undefined) {
    assert.ok(DOC_VERSIONS.includes(entry.until), `${label}: unknown until-version`);
  }
  assert.ok(isValidRange(entry), `${label}: range ends before it starts`);
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('bbb-record options', () => {
  const REQUIRED = ['--rebuild', '--watch', '--list', '--delete'];

  for (const version of DOC_VERSIONS) {
    it(`documents ${REQUIRED.join(', ')} for ${version}`, () => {
      const flags = bbbRecordOptionsFor(version).map((o) => o.flag);
      for (const flag of REQUIRED) assert.ok(flags.includes(flag), `${flag} missing in ${version}`);
    });

    it(`has no duplicate option in ${version}`, () => {
      assert.deepEqual(duplicates(bbbRecordOptionsFor(version).map((o) => o.flag)), []);
    });
  }

  it('has coherent version ranges', () => {
    for (const option of BBB_RECORD_OPTIONS) assertCoherentRange(option, option.flag);
  });

  it('gives every option an example that runs bbb-record with that option', () => {
    for (const option of BBB_RECORD_OPTIONS) {
      assert.match(option.example, /^(sudo )?bbb-record /, option.flag);
      assert.ok(option.example.split(' ').includes(option.flag), `${option.flag}: example does not use the flag`);
    }
  });

  it('prefixes examples with sudo exactly when the option needs root', () => {
    for (const option of BBB_RECORD_OPTIONS) {
      assert.equal(option.example.startsWith('sudo '), option.needsRoot, option.flag);
    }
  });

  it('marks the delete options as destructive and root-only', () => {
    for (const flag of ['--delete', '--deleteall']) {
      const option = BBB_RECORD_OPTIONS.find((o) => o.flag === flag);
      assert.ok(option, flag);
      assert.equal(option.destructive, true);
      assert.equal(option.needsRoot, true);
    }
    assert.ok(BBB_RECORD_OPTIONS.filter((o) => o.destructive).every((o) => o.flag.startsWith('--delete')));
  });

  it('names the argument of the options that need one', () => {
    for (const flag of [
      '--rebuild',
      '--delete',
      '--enable',
      '--disable',
      '--tointernal',
      '--toexternal',
      '--republish',
    ]) {
      const option = BBB_RECORD_OPTIONS.find((o) => o.flag === flag);
      assert.ok(option?.argument, `${flag} has no argument`);
    }
  });

  it('uses a well-formed internal meeting id in examples', () => {
    assert.match(SAMPLE_INTERNAL_ID, /^[0-9a-f]{40}-\d{13}$/);
  });
});

describe('recording directories', () => {
  it('covers every docs version', () => {
    assert.deepEqual([...RECORDING_PATH_VERSIONS], [...DOC_VERSIONS]);
  });

  it('has coherent version ranges and unique ids', () => {
    for (const path of RECORDING_PATHS) assertCoherentRange(path, path.id);
    assert.deepEqual(duplicates(RECORDING_PATHS.map((p) => p.id)), []);
  });

  for (const version of DOC_VERSIONS) {
    it(`lists the raw, process, published and status directories for ${version}`, () => {
      const locations = recordingPathsFor(version).map((p) => p.location);
      assert.ok(locations.includes('/var/bigbluebutton/recording/raw/<internal-meeting-id>/'));
      assert.ok(locations.includes('/var/bigbluebutton/recording/process/<format>/<internal-meeting-id>/'));
      assert.ok(locations.includes('/var/bigbluebutton/published/<format>/<internal-meeting-id>/'));
      assert.ok(locations.some((l) => l.startsWith('/var/bigbluebutton/recording/status/')));
      assert.ok(locations.includes('/var/freeswitch/meetings'));
    });

    it(`has one capture source per kind of media in ${version}`, () => {
      const capture = recordingPathsFor(version, 'capture').map((p) => p.id);
      assert.deepEqual(duplicates(capture), []);
    });
  }

  it('records webcams with Kurento up to 2.7 and never from 3.0', () => {
    for (const version of DOC_VERSIONS) {
      const kurento = recordingPathsFor(version).some((p) => p.location.startsWith('/var/kurento/'));
      assert.equal(kurento, !inRange({ since: '3.0' }, version), version);
    }
  });

  it('uses bbb-webrtc-recorder from 2.7 on only', () => {
    for (const version of DOC_VERSIONS) {
      const recorder = recordingPathsFor(version).some((p) => p.location.startsWith('/var/lib/bbb-webrtc-recorder/'));
      assert.equal(recorder, inRange({ since: '2.7' }, version), version);
    }
  });

  it('returns the phases in processing order', () => {
    const order = ['capture', 'archive', 'sanity', 'process', 'publish', 'playback'];
    for (const version of DOC_VERSIONS) {
      const phases = recordingPathsFor(version).map((p) => order.indexOf(p.phase));
      assert.deepEqual(
        phases,
        [...phases].sort((a, b) => a - b),
        version,
      );
    }
  });
});

describe('webhooks API', () => {
  for (const version of DOC_VERSIONS) {
    it(`documents callbackURL as the required parameter of hooks/create in ${version}`, () => {
      const params = hookParamsFor(version, 'hooks/create');
      const callback = params.find((p) => p.name === 'callbackURL');
      assert.ok(callback, `callbackURL missing in ${version}`);
      assert.equal(callback.required, true);
      assert.deepEqual(
        params.map((p) => p.name),
        ['callbackURL', 'meetingID', 'eventID', 'getRaw'],
      );
    });

    it(`has exactly one hookID parameter for hooks/destroy in ${version}`, () => {
      const params = hookParamsFor(version, 'hooks/destroy');
      assert.equal(params.length, 1);
      assert.equal(params[0].name, 'hookID');
      assert.equal(params[0].required, true);
      assert.equal(params[0].type, inRange({ since: '3.0' }, version) ? 'String (UUID)' : 'Number');
    });

    it(`describes a response and message keys for every call in ${version}`, () => {
      for (const call of HOOK_CALLS) {
        assert.ok(hookResponseElementsFor(version, call).length > 0, `${call} has no response elements`);
        assert.ok(hookMessageKeysFor(version, call).length > 0, `${call} has no message keys`);
        assert.deepEqual(duplicates(hookParamsFor(version, call).map((p) => p.name)), []);
        assert.deepEqual(duplicates(hookResponseElementsFor(version, call).map((e) => e.element)), []);
      }
    });

    it(`matches the hook id type of the bbb-webhooks line in ${version}`, () => {
      const app = WEBHOOKS_APP[version];
      if (app.hookIdType === 'uuid') {
        assert.equal(app.line, '3.x');
        assert.match(app.sampleHookId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      } else {
        assert.equal(app.line, '2.x');
        assert.match(app.sampleHookId, /^\d+$/);
      }
      assert.equal(app.line === '3.x', inRange({ since: '3.0' }, version));
    });
  }

  it('keeps the error keys every client relies on in every version', () => {
    for (const version of DOC_VERSIONS) {
      const keys = hookMessageKeysFor(version).map((k) => k.key);
      for (const key of [
        'checksumError',
        'missingParamCallbackURL',
        'duplicateWarning',
        'createHookError',
        'missingParamHookID',
        'destroyMissingHook',
        'destroyHookError',
      ]) {
        assert.ok(keys.includes(key), `${key} missing in ${version}`);
      }
      assert.deepEqual(duplicates(keys), []);
    }
  });

  it('only reports duplicateWarning as a success', () => {
    for (const key of HOOK_MESSAGE_KEYS) {
      assert.equal(key.returncode === 'SUCCESS', key.key === 'duplicateWarning', key.key);
    }
  });

  it('has coherent version ranges', () => {
    for (const param of HOOK_PARAMS) assertCoherentRange(param, `${param.call} ${param.name}`);
    for (const key of HOOK_MESSAGE_KEYS) assertCoherentRange(key, key.key);
  });
});

describe('release checklist', () => {
  it('has unique ids and coherent ranges', () => {
    assert.deepEqual(duplicates(CHECKLIST.map((i) => i.id)), []);
    for (const item of CHECKLIST) assertCoherentRange(item, item.id);
  });

  it('gives every test steps, an expected result and a known area', () => {
    const areas = CHECKLIST_AREAS.map((a) => a.id as string);
    for (const item of CHECKLIST) {
      assert.ok(item.steps.length > 0, `${item.id} has no steps`);
      assert.ok(item.expected.length > 0, `${item.id} has no expected result`);
      assert.ok(areas.includes(item.area), `${item.id} has an unknown area`);
    }
  });

  it('starts automation inside the range of the test', () => {
    for (const item of CHECKLIST) {
      if (!item.automated) continue;
      assert.ok((PLAYWRIGHT_SUITES as readonly string[]).includes(item.automated.suite), item.id);
      assert.ok(compareVersions(item.automated.since, item.since) >= 0, `${item.id} automated before it exists`);
      assert.ok(inRange(item, item.automated.since), `${item.id} automated after it ends`);
    }
  });

  for (const version of DOC_VERSIONS) {
    it(`is not empty for ${version} and mixes automated and manual tests`, () => {
      const items = checklistFor(version);
      assert.ok(items.length >= 40, `${version} has only ${items.length} tests`);
      assert.ok(items.some((i) => isAutomated(i, version)));
      assert.ok(items.some((i) => !isAutomated(i, version)));
    });

    it(`covers the core areas in ${version}`, () => {
      const areas = checklistAreasFor(version).map((a) => a.id);
      for (const area of [
        'presentation',
        'webcams',
        'screenshare',
        'breakout',
        'audio',
        'whiteboard',
        'chat',
        'polling',
        'guest-policy',
        'learning-dashboard',
      ]) {
        assert.ok(areas.includes(area as (typeof areas)[number]), `${area} missing in ${version}`);
      }
    });

    it(`links Playwright suites to the ${version} release branch (or, for the renamed 3.1 line, its last tag)`, () => {
      assert.match(
        suiteUrl(version, 'chat'),
        /\/tree\/v\d\.\d\.(x-release|\d+-beta\.\d+)\/bigbluebutton-tests\/playwright\/chat$/,
      );
      assert.doesNotMatch(suiteUrl(version, 'chat'), /v3\.1\.x-release/, 'the v3.1.x-release branch no longer exists');
    });
  }

  it('lists timer and reactions from 2.7 on only', () => {
    for (const version of DOC_VERSIONS) {
      const areas = checklistAreasFor(version).map((a) => a.id as string);
      assert.equal(areas.includes('timer'), inRange({ since: '2.7' }, version), `timer in ${version}`);
      assert.equal(
        checklistFor(version).some((i) => i.id === 'reactions-bar'),
        inRange({ since: '2.7' }, version),
        `reactions in ${version}`,
      );
    }
  });

  it('lists tldraw v2, chat reactions and plugins from 3.0 on only', () => {
    for (const version of DOC_VERSIONS) {
      const ids = checklistFor(version).map((i) => i.id);
      const from30 = inRange({ since: '3.0' }, version);
      assert.equal(ids.includes('whiteboard-tldraw2'), from30, version);
      assert.equal(ids.includes('chat-reply-react'), from30, version);
      assert.equal(ids.includes('plugins-load'), from30, version);
      assert.equal(ids.includes('captions-typed'), !from30, version);
    }
  });

  it('has exactly one whiteboard tool test per version', () => {
    for (const version of DOC_VERSIONS) {
      const tools = checklistFor(version, 'whiteboard').filter(
        (i) => i.id.startsWith('whiteboard-classic') || i.id.startsWith('whiteboard-tldraw'),
      );
      assert.equal(tools.length, 1, version);
    }
  });

  it('adds recording and layout tests from 2.6 on', () => {
    for (const version of DOC_VERSIONS) {
      const areas = checklistAreasFor(version).map((a) => a.id as string);
      assert.equal(areas.includes('recording'), inRange({ since: '2.6' }, version), version);
      assert.equal(areas.includes('layouts'), inRange({ since: '2.6' }, version), version);
    }
  });
});
