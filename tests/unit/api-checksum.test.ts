/**
 * The checksum helper, the worked examples and the signed example requests
 * of the API pages. Every digest shown on a page is recomputed here with
 * Node's crypto and, for the helper the call builder uses, with Web Crypto.
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
  curlCommand,
  encodeParam,
  normalizeApiBase,
  signRequest,
  type DigestProvider,
} from '../../src/lib/checksum';
import { WORKED_EXAMPLES, apiFor, checksumAlgorithmsFor, exampleSecret } from '../../src/data/api';
import { EXAMPLE_CHECKSUMS } from '../../src/data/api/exampleChecksums';
import {
  exampleAlgorithm,
  exampleUrls,
  pythonSnippet,
  shellSnippet,
  workedExampleUrl,
} from '../../src/data/api/snippets';
import { DOC_VERSIONS } from '../../src/data/versions';
import { exampleChecksums, requestChecksum } from '../../scripts/api-example-checksums.mts';

const subtle = webcrypto.subtle as unknown as DigestProvider;

function nodeDigest(algorithm: string, text: string): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}

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

  it('signs a request to a known URL with Web Crypto', async () => {
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

describe('signed example requests of the calls (scripts/api-example-checksums.mts)', () => {
  it('signs the checksum example of the upstream API documentation to its published checksum', () => {
    // docs/docs/development/api.md of bigbluebutton/bigbluebutton: create, SHA-1.
    const params = [
      ['name', 'Test Meeting'],
      ['meetingID', 'abc123'],
      ['attendeePW', '111222'],
      ['moderatorPW', '333444'],
    ] as const;
    assert.equal(
      requestChecksum('sha1', 'create', params, '639259d4-9dd8-4b25-bf01-95f9567eaf4b'),
      '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
    );
  });

  it('signs every worked example to its stored digests', () => {
    for (const version of DOC_VERSIONS) {
      const example = WORKED_EXAMPLES[version];
      for (const algorithm of checksumAlgorithmsFor(version)) {
        assert.equal(
          requestChecksum(algorithm, example.callName, example.params, example.secret),
          example.digests[algorithm],
          `${algorithm} of ${version}`,
        );
      }
    }
  });

  it('src/data/api/exampleChecksums.ts is what the script writes from the data (run npm run api-checksums)', () => {
    assert.deepEqual(EXAMPLE_CHECKSUMS, exampleChecksums());
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: every example URL carries the checksum of its own call, query and the example secret`, () => {
      let signed = 0;
      for (const call of apiFor(version)) {
        exampleUrls(call).forEach((text, index) => {
          const url = new URL(text);
          assert.equal(url.pathname, `/bigbluebutton/api/${call.name}`);
          const [query, sum] = url.search.slice(1).split(/&?checksum=/);
          if (call.auth !== 'checksum') {
            assert.equal(sum, undefined, `${call.name} has no checksum`);
            return;
          }
          const input = `${call.name}${query}${exampleSecret(version)}`;
          assert.equal(sum, nodeDigest(exampleAlgorithm(version), input), `${call.name}, example ${index + 1}`);
          signed += 1;
        });
      }
      assert.ok(signed > 0, 'the release has signed examples');
    });
  }
});
