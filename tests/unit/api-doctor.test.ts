import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';
import { apiFor, type ResolvedCall } from '../../src/data/api';
import { buildQueryString, type ChecksumAlgorithm, type DigestProvider } from '../../src/lib/checksum';
import { closest, diagnose, mainFinding, parseRequest, type FindingKind } from '../../src/lib/tools/apiDoctor';

const subtle = webcrypto.subtle as unknown as DigestProvider;
const SECRET = '8c1f0b6a9e2d4c7b5a3f1e0d9c8b7a6f';

interface DoctorCase {
  source: string;
  version: DocVersion;
  cause: string;
  url: string;
  secret?: string;
  accepted?: ChecksumAlgorithm[];
  expected: FindingKind;
}

const cases = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/api-doctor/cases.json'), 'utf8')) as {
    cases: DoctorCase[];
  }
).cases;

const hex = (algorithm: ChecksumAlgorithm, text: string) => createHash(algorithm).update(text, 'utf8').digest('hex');
const url = (call: string, query: string, sum: string) =>
  `https://bbb.example.com/bigbluebutton/api/${call}?${query ? `${query}&` : ''}checksum=${sum}`;

/** A query with every required parameter of the call (and one of each alternative). */
function validQuery(call: ResolvedCall): string {
  const params: [string, string][] = [];
  for (const param of call.params) {
    if (param.pattern || param.location === 'body') continue;
    if (param.required !== 'required') continue;
    params.push([param.name, param.type === 'Boolean' ? 'true' : (param.values?.[0]?.value ?? 'Room 1 é')]);
  }
  const role = call.params.find((param) => param.name === 'role');
  if (role && role.required === 'conditional') params.push(['role', 'VIEWER']);
  return buildQueryString(params);
}

test('at least 15 failing requests rebuilt from public threads, every one diagnosed with its known cause', async () => {
  assert.ok(cases.length >= 15, `${cases.length} cases`);
  const wrong: string[] = [];
  for (const entry of cases) {
    const result = await diagnose(entry.version, entry.url, { secret: entry.secret, accepted: entry.accepted, subtle });
    const main = mainFinding(result);
    if (main?.kind !== entry.expected)
      wrong.push(`${entry.source}: ${main?.kind} (${main?.sentence}), expected ${entry.expected}`);
  }
  assert.deepEqual(wrong, []);
});

test('a correct request of every call of every release is found correct, with every algorithm', async () => {
  for (const version of DOC_VERSIONS) {
    for (const call of apiFor(version).filter((entry) => entry.auth === 'checksum')) {
      const query = validQuery(call);
      for (const algorithm of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
        const result = await diagnose(version, url(call.name, query, hex(algorithm, `${call.name}${query}${SECRET}`)), {
          secret: SECRET,
          subtle,
        });
        const causes = result.findings.filter((finding) => finding.severity === 'cause');
        assert.deepEqual(causes, [], `${version} ${call.name} ${algorithm}`);
        assert.equal(mainFinding(result)?.kind, 'checksum-ok', `${version} ${call.name}`);
        assert.equal(result.algorithm, algorithm);
      }
    }
  }
});

test('each checksum mistake is recognised for every release and call', async () => {
  for (const version of DOC_VERSIONS) {
    for (const call of apiFor(version).filter((entry) => entry.auth === 'checksum')) {
      const query = validQuery(call);
      const mistakes: [string, string, FindingKind][] = [
        [query, `${call.name}${query}${SECRET}\n`, 'checksum-secret-newline'],
        [query, `${call.name}${query}${SECRET} `, 'checksum-secret-space'],
        [query, `${call.name}${query}`, 'checksum-no-secret'],
        [query, `${query}${SECRET}`, 'checksum-no-call'],
      ];
      if (query.includes('+')) {
        mistakes.push([query, `${call.name}${query.replace(/\+/g, '%20')}${SECRET}`, 'checksum-encoding']);
      }
      for (const [sent, hashed, expected] of mistakes) {
        const result = await diagnose(version, url(call.name, sent, hex('sha256', hashed)), { secret: SECRET, subtle });
        assert.equal(mainFinding(result)?.kind, expected, `${version} ${call.name}: ${expected}`);
      }
    }
  }
});

test('order and partial parameter sets are recognised', async () => {
  const query = 'name=Room&meetingID=r1&record=true';
  const sorted = 'meetingID=r1&name=Room&record=true';
  let result = await diagnose('3.0', url('create', query, hex('sha1', `create${sorted}${SECRET}`)), {
    secret: SECRET,
    subtle,
  });
  assert.equal(mainFinding(result)?.kind, 'checksum-order');
  result = await diagnose('3.0', url('create', query, hex('sha1', `createname=Room&meetingID=r1${SECRET}`)), {
    secret: SECRET,
    subtle,
  });
  assert.equal(mainFinding(result)?.kind, 'checksum-subset');
  assert.match(mainFinding(result)?.sentence ?? '', /`record`/);
  result = await diagnose('3.0', url('create', query, hex('sha1', `create${query}another-secret`)), {
    secret: SECRET,
    subtle,
  });
  assert.equal(mainFinding(result)?.kind, 'checksum-unexplained');
});

test('parameters are checked against the release: unknown, misspelt, missing, outside the allowed values', async () => {
  const sum = 'a'.repeat(40);
  let result = await diagnose('3.0', url('putRecordingTextTrack', 'recordID=r&kind=subtitle&lang=en', sum));
  assert.equal(mainFinding(result)?.kind, 'bad-value');
  assert.match(mainFinding(result)?.sentence ?? '', /did you mean `subtitles`/);
  result = await diagnose('3.0', url('join', 'meetingID=m&fulName=A&role=VIEWER', sum));
  const kinds = result.findings.map((finding) => finding.kind);
  assert.ok(kinds.includes('unknown-param') && kinds.includes('missing-param'), kinds.join());
  assert.match(result.findings.find((finding) => finding.kind === 'unknown-param')?.sentence ?? '', /`fullName`/);
  result = await diagnose('3.0', url('joinn', 'meetingID=m', sum));
  assert.match(mainFinding(result)?.sentence ?? '', /did you mean `join`/);
  result = await diagnose('2.7', url('create', 'name=A&meetingID=b&guestPolicy=ALWAYS_ACEPT', sum));
  assert.match(mainFinding(result)?.sentence ?? '', /did you mean `ALWAYS_ACCEPT`/);
  result = await diagnose('2.7', url('create', 'name=A&meetingID=b', 'ABCDEF'.padEnd(40, 'A')));
  assert.equal(mainFinding(result)?.kind, 'checksum-uppercase');
  result = await diagnose('2.7', 'https://bbb.example.com/bigbluebutton/api/create?name=A&meetingID=b');
  assert.equal(mainFinding(result)?.kind, 'no-checksum');
});

test('requests are parsed from a full URL, a path or call?query, keeping order and encoding', () => {
  const parsed = parseRequest('https://x.org/bigbluebutton/api/create?b=1+2&a=%20&checksum=abc#frag');
  assert.deepEqual(parsed, {
    call: 'create',
    pairs: [
      { name: 'b', raw: '1+2' },
      { name: 'a', raw: '%20' },
    ],
    checksum: 'abc',
  });
  assert.equal(parseRequest('/bigbluebutton/api/getMeetings?checksum=1')?.call, 'getMeetings');
  assert.equal(parseRequest('join?meetingID=1')?.call, 'join');
  assert.equal(parseRequest('not a url at all'), undefined);
  assert.equal(closest('meetingid', ['meetingID', 'name']), 'meetingID');
  assert.equal(closest('zzzzzz', ['meetingID', 'name']), undefined);
});

test('the secret never appears in what the doctor returns', async () => {
  for (const entry of cases.filter((item) => item.secret)) {
    const result = await diagnose(entry.version, entry.url, { secret: entry.secret, accepted: entry.accepted, subtle });
    const text = JSON.stringify(result);
    assert.ok(!text.includes(entry.secret as string), entry.source);
  }
});
