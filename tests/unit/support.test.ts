import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DOC_VERSIONS,
  compareVersions,
  inRange,
  versionsIn,
  isValidRange,
  type DocVersion,
} from '../../src/data/versions';
import { DOC_IDS } from '../../src/data/docIds';
import { CLIENT_ERROR_CODES, errorCodesFor, findErrorCode, versionsWithKind } from '../../src/data/support/errorCodes';

const CONNECTION_CODES = [3001, 3002, 3003, 3004, 3005, 3006];

test('every version lists the ICE failure (1007) and the media failure (1020)', () => {
  for (const version of DOC_VERSIONS) {
    for (const code of [1007, 1020]) {
      const entry = findErrorCode(version, code);
      assert.ok(entry, `${version}: add an entry for code ${code} in src/data/support/errorCodes.ts`);
      assert.equal(entry.kind, 'audio', `${version}: code ${code} belongs to the audio family`);
    }
  }
});

test('audio codes 1001-1010 exist in every version', () => {
  for (const version of DOC_VERSIONS) {
    const codes = errorCodesFor(version, 'audio').map((e) => e.code);
    for (let code = 1001; code <= 1010; code += 1) {
      assert.ok(codes.includes(code), `${version}: audio code ${code} is missing`);
    }
  }
});

test('connection codes 3001-3006 exist from 3.0 on only', () => {
  for (const version of DOC_VERSIONS) {
    const codes = errorCodesFor(version, 'connection').map((e) => e.code);
    if (inRange({ since: '3.0' }, version)) {
      assert.deepEqual(codes, CONNECTION_CODES, `${version}: expected exactly codes 3001-3006`);
    } else {
      assert.deepEqual(codes, [], `${version}: the 2.x client has no GraphQL connection codes`);
    }
  }
  assert.deepEqual(versionsWithKind('connection').sort(compareVersions), versionsIn({ since: '3.0' }));
});

test('no version lists a code twice', () => {
  for (const version of DOC_VERSIONS) {
    const codes = errorCodesFor(version).map((e) => e.code);
    const duplicates = codes.filter((code, i) => codes.indexOf(code) !== i);
    assert.deepEqual(duplicates, [], `${version}: overlapping version ranges for ${duplicates.join(', ')}`);
  }
});

test('version ranges are coherent', () => {
  for (const entry of CLIENT_ERROR_CODES) {
    assert.ok(isValidRange(entry), `code ${entry.code}: range ${entry.since}..${entry.until} is reversed`);
    assert.ok(
      DOC_VERSIONS.some((v) => inRange(entry, v)),
      `code ${entry.code}: range matches no docs version`,
    );
  }
});

test('codes stay inside their family ranges', () => {
  for (const entry of CLIENT_ERROR_CODES) {
    if (entry.kind === 'audio') {
      assert.ok(entry.code >= 1001 && entry.code <= 1020, `audio code ${entry.code} outside 1001-1020`);
    } else {
      assert.ok(entry.code >= 3001 && entry.code <= 3006, `connection code ${entry.code} outside 3001-3006`);
      assert.equal(entry.since, '3.0', `connection code ${entry.code} must start at 3.0`);
    }
  }
});

test('every entry has text in all columns and no 2.x-only stack in 3.x rows', () => {
  for (const entry of CLIENT_ERROR_CODES) {
    for (const field of ['message', 'meaning', 'cause', 'action'] as const) {
      assert.ok(entry[field].trim().length > 10, `code ${entry.code}: ${field} is empty or too short`);
      assert.equal(entry[field].split('`').length % 2, 1, `code ${entry.code}: unbalanced backticks in ${field}`);
    }
    const text = `${entry.cause} ${entry.action}`;
    const versions = DOC_VERSIONS.filter((v) => inRange(entry, v));
    if (versions.every((v) => inRange({ since: '3.0' }, v))) {
      assert.doesNotMatch(text, /meteor|mongo|kurento/i, `code ${entry.code}: 3.x text names a 2.x component`);
    }
    if (versions.some((v: DocVersion) => !inRange({ since: '3.0' }, v))) {
      assert.doesNotMatch(text, /graphql|hasura/i, `code ${entry.code}: 2.x text names a 3.x component`);
    }
  }
});

test('1007 and 1020 advice follows the TURN setup of each release', () => {
  assert.match(findErrorCode('2.5-legacy', 1007)?.action ?? '', /bbb-install-2\.5\.sh -c/);
  assert.match(findErrorCode('2.5-legacy', 1020)?.action ?? '', /does not install/);
  for (const version of ['2.6', '2.7', '3.0', '3.1'] as const) {
    assert.match(findErrorCode(version, 1020)?.action ?? '', /built in or external/, `${version}: 1020`);
  }
});

test('see-also links point at pages that exist in each version of the range', () => {
  for (const entry of CLIENT_ERROR_CODES) {
    for (const link of entry.seeAlso ?? []) {
      for (const version of DOC_VERSIONS.filter((v) => inRange(entry, v))) {
        assert.ok(
          DOC_IDS[version].includes(link.docId),
          `code ${entry.code}: ${link.docId} is not a page of ${version}`,
        );
      }
    }
  }
});
