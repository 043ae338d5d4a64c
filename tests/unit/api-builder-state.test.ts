/**
 * The call builder's state (src/components/ApiCallBuilder/state.ts): how each
 * event of the form changes it, and what a submission is checked for.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import {
  builderReducer,
  checkSubmission,
  initialState,
  type BuilderAction,
  type BuilderState,
  type BuiltRequest,
} from '../../src/components/ApiCallBuilder/state';
import { callFor } from '../../src/data/api';

const run = (state: BuilderState, ...actions: BuilderAction[]): BuilderState => actions.reduce(builderReducer, state);

const RESULT: BuiltRequest = {
  signed: {
    url: 'https://bbb.example.com/bigbluebutton/api/end?checksum=x',
    queryString: '',
    input: 'end',
    checksum: 'x',
  },
  curl: 'curl …',
  algorithm: 'sha256',
  callName: 'end',
};

/** A state showing a built request, as after a successful submission. */
const built = (): BuilderState =>
  run(initialState('create', ['sha1', 'sha256']), { type: 'built', result: RESULT, status: 'Built.' });

describe('the call builder state', () => {
  it('starts on the given call with SHA-256 when the release offers it, else its first algorithm', () => {
    const state = initialState('create', ['sha1', 'sha256', 'sha512']);
    assert.equal(state.callName, 'create');
    assert.equal(state.algorithm, 'sha256');
    assert.equal(initialState('create', ['sha1']).algorithm, 'sha1');
    assert.deepEqual([state.result, state.errors, state.status], [null, [], '']);
  });

  it('drops the shown result and errors on every edit of the form', () => {
    const edits: BuilderAction[] = [
      { type: 'setValue', name: 'meetingID', value: 'r1' },
      { type: 'setServer', value: 'bbb.example.com' },
      { type: 'setSecret', value: 's' },
      { type: 'setAlgorithm', algorithm: 'sha1' },
      { type: 'setAlgorithm', algorithm: undefined },
      { type: 'selectCall', name: 'join' },
      { type: 'addExtra', name: 'meta_' },
    ];
    for (const edit of edits) {
      const state = run(built(), { type: 'failed', message: 'x' }, { type: 'built', result: RESULT, status: '' }, edit);
      assert.equal(state.result, null, edit.type);
      assert.deepEqual(state.errors, [], edit.type);
    }
  });

  it('keeps the result when the secret is shown or hidden, and when a copy is announced', () => {
    const shown = run(built(), { type: 'toggleSecret' });
    assert.equal(shown.showSecret, true);
    assert.equal(shown.result, RESULT);
    assert.equal(run(shown, { type: 'toggleSecret' }).showSecret, false);
    const announced = run(built(), { type: 'announce', status: 'URL copied.' });
    assert.equal(announced.status, 'URL copied.');
    assert.equal(announced.result, RESULT);
  });

  it('keeps the algorithm when the chosen value is not one the release offers', () => {
    const state = run(initialState('create', ['sha1', 'sha256']), { type: 'setAlgorithm', algorithm: undefined });
    assert.equal(state.algorithm, 'sha256');
  });

  it('clears the values and extra rows when another call is selected', () => {
    const state = run(
      initialState('create', ['sha256']),
      { type: 'setValue', name: 'name', value: 'Room' },
      { type: 'addExtra', name: 'meta_' },
      { type: 'selectCall', name: 'join' },
    );
    assert.equal(state.callName, 'join');
    assert.deepEqual(state.values, {});
    assert.deepEqual(state.extras, []);
  });

  it('adds, edits and removes extra rows, each with an id of its own', () => {
    let state = run(
      initialState('create', ['sha256']),
      { type: 'addExtra', name: 'meta_' },
      { type: 'addExtra', name: 'meta_' },
    );
    assert.deepEqual(
      state.extras.map((extra) => [extra.id, extra.name, extra.value]),
      [
        [1, 'meta_', ''],
        [2, 'meta_', ''],
      ],
    );
    state = run(state, { type: 'updateExtra', id: 2, patch: { name: 'meta_room', value: 'a' } });
    assert.deepEqual(state.extras[1], { id: 2, name: 'meta_room', value: 'a' });
    assert.deepEqual(state.extras[0], { id: 1, name: 'meta_', value: '' });
    state = run(state, { type: 'removeExtra', id: 1 }, { type: 'addExtra', name: 'meta_' });
    assert.deepEqual(
      state.extras.map((extra) => extra.id),
      [2, 3],
      'a removed id is not given again',
    );
    assert.equal(run(state, { type: 'removeExtra', id: 3 }).status, 'Parameter row removed.');
  });

  it('stops a submission with problems, and shows its warnings either way', () => {
    const stopped = run(built(), {
      type: 'submitted',
      problems: ['Enter the server.', 'Enter the secret.'],
      warnings: ['W'],
    });
    assert.equal(stopped.result, null);
    assert.deepEqual(stopped.errors, ['Enter the server.', 'Enter the secret.']);
    assert.deepEqual(stopped.warnings, ['W']);
    assert.equal(stopped.status, 'The URL was not built: Enter the server. Enter the secret.');
    const going = run(initialState('end', ['sha256']), { type: 'submitted', problems: [], warnings: ['W'] });
    assert.deepEqual(going.warnings, ['W']);
    assert.equal(going.status, '');
  });

  it('shows the built request, or the error that stopped signing', () => {
    const state = run(initialState('end', ['sha256']), { type: 'failed', message: 'Bad server address' });
    assert.deepEqual(state.errors, ['Bad server address']);
    assert.equal(state.status, 'The URL was not built: Bad server address');
    const after = run(state, { type: 'built', result: RESULT, status: 'Request URL for end built.' });
    assert.deepEqual(after.errors, []);
    assert.equal(after.result, RESULT);
    assert.equal(after.status, 'Request URL for end built.');
  });
});

describe('checking a submission', () => {
  const create = callFor('3.0', 'create');
  assert.ok(create);

  it('asks for the server, the secret and the required parameters', () => {
    const { problems } = checkSubmission(initialState('create', ['sha256']), create, '3.0');
    assert.equal(problems.length, 3);
    assert.match(problems[0], /server address/);
    assert.match(problems[1], /shared secret/);
    assert.match(problems[2], /required parameters: .*meetingID/);
  });

  it('sends the filled fields and extra rows, noting unknown and repeated names', () => {
    const state = run(
      initialState('create', ['sha256']),
      { type: 'setServer', value: 'bbb.example.com' },
      { type: 'setSecret', value: 'secret' },
      { type: 'setValue', name: 'meetingID', value: 'room-1' },
      { type: 'setValue', name: 'name', value: 'Room 1' },
      { type: 'addExtra', name: 'meta_' },
      { type: 'updateExtra', id: 1, patch: { name: 'meetingID', value: 'again' } },
      { type: 'addExtra', name: 'meta_' },
      { type: 'updateExtra', id: 2, patch: { name: 'notAParam', value: 'x' } },
    );
    const { problems, warnings, params } = checkSubmission(state, create, '3.0');
    assert.deepEqual(problems, []);
    assert.deepEqual(params.slice(-2), [
      ['meetingID', 'again'],
      ['notAParam', 'x'],
    ]);
    assert.ok(params.some(([name, value]) => name === 'name' && value === 'Room 1'));
    assert.equal(warnings.length, 2);
    assert.match(warnings[0], /^Not parameters of create in BigBlueButton 3\.0: .*notAParam/);
    assert.equal(warnings[1], 'Sent more than once: meetingID.');
  });
});
