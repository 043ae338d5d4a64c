/**
 * Logic of the API call builder: what it offers per release, how form
 * values become a signed URL, and the curl lines it prints.
 */
import { webcrypto } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  builderCalls,
  collectParams,
  curlFor,
  duplicateNames,
  fieldParams,
  isMultiValue,
  missingRequired,
  patternParams,
  unknownExtras,
} from '../../src/components/ApiCallBuilder/model';
import { WORKED_EXAMPLES, callFor } from '../../src/data/api';
import { signRequest, type DigestProvider } from '../../src/lib/checksum';
import { DOC_VERSIONS } from '../../src/data/versions';

const subtle = webcrypto.subtle as unknown as DigestProvider;

function call(version: (typeof DOC_VERSIONS)[number], name: string) {
  const found = callFor(version, name);
  assert.ok(found, `${name} in ${version}`);
  return found;
}

describe('calls and parameters offered', () => {
  it('offers only checksum calls of the release', () => {
    for (const version of DOC_VERSIONS) {
      const names = builderCalls(version).map((c) => c.name);
      assert.ok(!names.includes('getJoinUrl'), `getJoinUrl is not signed (${version})`);
      assert.ok(names.includes('create'));
      assert.equal(names.includes('sendChatMessage'), version === '3.0' || version === '3.1', version);
    }
  });

  it('gives patterns their own rows and keeps body parameters out of the form', () => {
    const create = call('3.0', 'create');
    const fields = fieldParams(create).map((p) => p.name);
    assert.ok(!fields.includes('meta_*'));
    assert.ok(!fields.includes('clientSettingsOverride'), 'POST-body module is not a URL field');
    assert.deepEqual(
      patternParams(create).map((p) => p.name),
      ['meta_*'],
    );
    assert.ok(!fieldParams(call('3.0', 'putRecordingTextTrack')).some((p) => p.name === 'file'));
  });

  it('offers only parameters of the release', () => {
    assert.ok(fieldParams(call('2.7', 'join')).some((p) => p.name === 'defaultLayout'));
    assert.ok(!fieldParams(call('3.0', 'join')).some((p) => p.name === 'defaultLayout'));
    assert.ok(!fieldParams(call('2.5-legacy', 'getRecordings')).some((p) => p.name === 'limit'));
  });

  it('shows disabledFeatures as a multi-value list', () => {
    const param = call('3.0', 'create').params.find((p) => p.name === 'disabledFeatures');
    assert.ok(param && isMultiValue(param));
    const layout = call('3.0', 'create').params.find((p) => p.name === 'meetingLayout');
    assert.ok(layout && !isMultiValue(layout), 'an Enum is a single choice');
  });
});

describe('form values to a signed URL', () => {
  it('keeps table order, skips empty values, appends extra rows', () => {
    const create = call('3.0', 'create');
    const params = collectParams(
      create,
      { record: 'true', meetingID: ' physics-101 ', name: 'Physics 101', welcome: '' },
      [
        { id: 1, name: 'meta_course', value: 'PHY-101' },
        { id: 2, name: '  ', value: 'ignored' },
      ],
    );
    assert.deepEqual(params, [
      ['name', 'Physics 101'],
      ['meetingID', 'physics-101'],
      ['record', 'true'],
      ['meta_course', 'PHY-101'],
    ]);
  });

  it('reports missing required parameters and unknown extra names', () => {
    const join = call('3.0', 'join');
    assert.deepEqual(missingRequired(join, { fullName: 'Ada' }), ['meetingID']);
    assert.deepEqual(
      unknownExtras(join, [
        { id: 1, name: 'userdata-bbb_auto_join_audio', value: 'true' },
        { id: 2, name: 'nickname', value: 'x' },
        { id: 3, name: 'role', value: 'VIEWER' },
      ]),
      ['nickname'],
    );
    assert.deepEqual(
      duplicateNames([
        ['role', 'VIEWER'],
        ['role', 'MODERATOR'],
      ]),
      ['role'],
    );
  });

  it('builds the known URL of the 3.0 worked example', async () => {
    const example = WORKED_EXAMPLES['3.0'];
    const params = collectParams(
      call('3.0', 'create'),
      { name: 'Physics 101', meetingID: 'physics-101', record: 'true' },
      [],
    );
    const signed = await signRequest({
      server: 'https://bbb.example.com/',
      callName: 'create',
      params,
      secret: example.secret,
      algorithm: 'sha256',
      subtle,
    });
    assert.equal(
      signed.url,
      'https://bbb.example.com/bigbluebutton/api/create?name=Physics+101&meetingID=physics-101&record=true&checksum=e595954459ef935fed4d0724e757b2993c706bd623322c79d84ce87e0a8a9c7a',
    );
  });
});

describe('curl lines', () => {
  it('uses GET where possible and the right body for POST-only calls', () => {
    const url = 'https://bbb.example.com/bigbluebutton/api/x?checksum=c';
    assert.equal(curlFor('3.0', call('3.0', 'getMeetings'), url), `curl -s '${url}'`);
    assert.equal(
      curlFor('3.0', call('3.0', 'insertDocument'), url),
      `curl -s -X POST -H 'Content-Type: text/xml' --data-binary '@documents.xml' '${url}'`,
    );
    assert.equal(
      curlFor('2.6', call('2.6', 'putRecordingTextTrack'), url),
      `curl -s -X POST -F 'file=@captions.vtt' '${url}'`,
    );
  });
});
