/**
 * The checksum helper and the worked examples of the API pages.
 * Every digest shown on a page is recomputed here with Node's crypto, with
 * the pure implementations and with Web Crypto.
 */
import { createHash, webcrypto } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHECKSUM_ALGORITHMS,
  HEX_LENGTH,
  SHELL_TOOL,
  buildQueryString,
  buildRequestUrl,
  checksum,
  checksumInput,
  checksumSync,
  curlCommand,
  encodeParam,
  normalizeApiBase,
  sha1Hex,
  sha256Hex,
  signRequest,
  signRequestSync,
  type DigestProvider,
} from '../../src/lib/checksum';
import { WORKED_EXAMPLES, checksumAlgorithmsFor } from '../../src/data/api';
import { pythonSnippet, shellSnippet, workedExampleUrl } from '../../src/data/api/snippets';
import { DOC_VERSIONS } from '../../src/data/versions';

const subtle = webcrypto.subtle as unknown as DigestProvider;

function nodeDigest(algorithm: string, text: string): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}

describe('pure SHA implementations', () => {
  const samples = [
    '',
    'abc',
    'a'.repeat(55),
    'a'.repeat(56),
    'a'.repeat(64),
    'a'.repeat(1000),
    'Grüße aus Zürich – 会议 🎓',
    'createname=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444639259d4-9dd8-4b25-bf01-95f9567eaf4b',
  ];
  for (const sample of samples) {
    it(`match node:crypto for a ${sample.length}-character input`, () => {
      assert.equal(sha1Hex(sample), nodeDigest('sha1', sample));
      assert.equal(sha256Hex(sample), nodeDigest('sha256', sample));
    });
  }

  it('match the published SHA-1 and SHA-256 test vectors', () => {
    assert.equal(sha1Hex('abc'), 'a9993e364706816aba3e25717850c26c9cd0d89d');
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('worked checksum examples', () => {
  for (const version of DOC_VERSIONS) {
    const example = WORKED_EXAMPLES[version];
    it(`${version}: the parameters encode to the query string shown`, () => {
      assert.equal(example.version, version);
      assert.equal(buildQueryString(example.params), example.queryString);
      assert.ok(!example.queryString.includes('checksum='), 'the hashed query has no checksum');
    });

    it(`${version}: every stored digest is right`, async () => {
      const input = checksumInput(example.callName, example.queryString, example.secret);
      for (const algorithm of checksumAlgorithmsFor(version)) {
        const expected = example.digests[algorithm];
        assert.equal(expected.length, HEX_LENGTH[algorithm]);
        assert.equal(nodeDigest(algorithm, input), expected, `${algorithm} of ${version}`);
        assert.equal(
          await checksum(algorithm, example.callName, example.queryString, example.secret, subtle),
          expected,
        );
      }
      assert.equal(checksumSync('sha1', example.callName, example.queryString, example.secret), example.digests.sha1);
      assert.equal(
        checksumSync('sha256', example.callName, example.queryString, example.secret),
        example.digests.sha256,
      );
    });

    it(`${version}: the page walks through an algorithm the release accepts`, () => {
      assert.ok(checksumAlgorithmsFor(version).includes(example.algorithm));
    });
  }

  it('keeps the classic upstream example for 2.5', () => {
    assert.equal(WORKED_EXAMPLES['2.5-legacy'].digests.sha1, '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17');
  });

  it('uses a different example in every release', () => {
    const inputs = DOC_VERSIONS.map((v) => WORKED_EXAMPLES[v].queryString + WORKED_EXAMPLES[v].secret);
    assert.equal(new Set(inputs).size, inputs.length);
  });
});

describe('query strings and URLs', () => {
  it('encodes spaces as + and reserved characters with %XX', () => {
    assert.equal(encodeParam('a b&c=d/é'), 'a+b%26c%3Dd%2F%C3%A9');
    assert.equal(
      buildQueryString([
        ['fullName', 'Ada Lovelace'],
        ['meetingID', 'x'],
        ['', 'ignored'],
      ]),
      'fullName=Ada+Lovelace&meetingID=x',
    );
  });

  it('normalises server addresses to the API base URL', () => {
    const expected = 'https://bbb.example.com/bigbluebutton/api/';
    for (const input of [
      'bbb.example.com',
      'https://bbb.example.com',
      'https://bbb.example.com/',
      'https://bbb.example.com/bigbluebutton',
      'https://bbb.example.com/bigbluebutton/',
      'https://bbb.example.com/bigbluebutton/api',
      '  https://bbb.example.com/bigbluebutton/api/  ',
    ]) {
      assert.equal(normalizeApiBase(input), expected, input);
    }
    assert.equal(normalizeApiBase('http://10.0.0.5:8090'), 'http://10.0.0.5:8090/bigbluebutton/api/');
    assert.equal(normalizeApiBase(''), undefined);
    assert.equal(normalizeApiBase('ftp://bbb.example.com'), undefined);
    assert.equal(normalizeApiBase('https://'), undefined);
  });

  it('builds a URL with the checksum appended last', () => {
    assert.equal(
      buildRequestUrl('https://bbb.example.com/bigbluebutton/api/', 'getMeetings', '', 'abc'),
      'https://bbb.example.com/bigbluebutton/api/getMeetings?checksum=abc',
    );
    assert.equal(
      buildRequestUrl('https://bbb.example.com/bigbluebutton/api/', 'isMeetingRunning', 'meetingID=x', 'abc'),
      'https://bbb.example.com/bigbluebutton/api/isMeetingRunning?meetingID=x&checksum=abc',
    );
  });

  it('signs a request to a known URL (Web Crypto and synchronous paths agree)', async () => {
    const example = WORKED_EXAMPLES['3.0'];
    const known = `https://bbb.example.com/bigbluebutton/api/create?${example.queryString}&checksum=${example.digests.sha256}`;
    const signed = await signRequest({
      server: 'bbb.example.com',
      callName: 'create',
      params: example.params,
      secret: example.secret,
      algorithm: 'sha256',
      subtle,
    });
    assert.equal(signed.url, known);
    assert.equal(signed.queryString, example.queryString);
    assert.equal(signed.input, `create${example.queryString}${example.secret}`);
    const sync = signRequestSync({
      server: 'https://bbb.example.com/bigbluebutton/',
      callName: 'create',
      params: example.params,
      secret: example.secret,
      algorithm: 'sha256',
    });
    assert.equal(sync.url, known);
  });

  it('signs with SHA-512 through Web Crypto', async () => {
    const example = WORKED_EXAMPLES['2.7'];
    const signed = await signRequest({
      server: 'bbb.example.com',
      callName: example.callName,
      params: example.params,
      secret: example.secret,
      algorithm: 'sha512',
      subtle,
    });
    assert.ok(signed.url.endsWith(`&checksum=${example.digests.sha512}`));
  });

  it('rejects a server address that is not a URL', async () => {
    await assert.rejects(
      signRequest({ server: '', callName: 'getMeetings', params: [], secret: 's', algorithm: 'sha1', subtle }),
    );
  });

  it('quotes URLs safely in curl command lines', () => {
    assert.equal(curlCommand("https://x/?a=it's"), "curl -s 'https://x/?a=it'\\''s'");
    assert.equal(
      curlCommand('https://x/api/insertDocument?meetingID=m&checksum=c', {
        method: 'POST',
        contentType: 'application/xml',
        body: '<modules/>',
      }),
      "curl -s -X POST -H 'Content-Type: application/xml' --data '<modules/>' 'https://x/api/insertDocument?meetingID=m&checksum=c'",
    );
  });

  it('knows four algorithms', () => {
    assert.deepEqual([...CHECKSUM_ALGORITHMS], ['sha1', 'sha256', 'sha384', 'sha512']);
  });
});

describe('code samples of the checksum section', () => {
  for (const version of DOC_VERSIONS) {
    const example = WORKED_EXAMPLES[version];
    it(`${version}: the shell and Python samples carry the tested values`, () => {
      const shell = shellSnippet(example);
      assert.ok(shell.includes(`QUERY='${example.queryString}'`));
      assert.ok(shell.includes(`# ${example.digests[example.algorithm]}`));
      assert.ok(shell.includes(SHELL_TOOL[example.algorithm]));
      assert.ok(shell.includes("printf '%s'"), 'no trailing newline in the hashed text');
      const python = pythonSnippet(example);
      assert.ok(python.includes(`algorithm="${example.algorithm}"`));
      assert.ok(python.endsWith(`# ${workedExampleUrl(example)}`));
      assert.equal(
        workedExampleUrl(example),
        `https://bbb.example.com/bigbluebutton/api/${example.callName}?${example.queryString}&checksum=${example.digests[example.algorithm]}`,
      );
    });
  }
});
