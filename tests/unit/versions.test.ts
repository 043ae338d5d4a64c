import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DOC_VERSIONS,
  compareVersions,
  inRange,
  isValidRange,
  versionsIn,
  type DocVersion,
  type VersionRange,
} from '../../src/data/versions';

// 2.6 and 2.7: `until` names the first release without the item.
const CLOSED: VersionRange = { since: '2.6', until: '3.0' };
const OPEN: VersionRange = { since: '2.7' };

test('a version before `since` is not in the range', () => {
  assert.equal(inRange(CLOSED, '2.5-legacy'), false);
  assert.equal(inRange(OPEN, '2.6'), false);
});

test('the version at `since` is in the range', () => {
  assert.equal(inRange(CLOSED, '2.6'), true);
  assert.equal(inRange(OPEN, '2.7'), true);
});

test('a version between `since` and `until` is in the range', () => {
  assert.equal(inRange(CLOSED, '2.7'), true);
});

test('the version at `until` is not in the range (the bound is exclusive)', () => {
  assert.equal(inRange(CLOSED, '3.0'), false);
});

test('a version after `until` is not in the range', () => {
  assert.equal(inRange(CLOSED, '3.1'), false);
});

test('a range without `until` reaches the newest version', () => {
  const newest = DOC_VERSIONS[0];
  assert.equal(inRange(OPEN, newest), true);
  const oldestFirst = [...DOC_VERSIONS].reverse();
  assert.deepEqual(versionsIn(OPEN), oldestFirst.slice(oldestFirst.indexOf('2.7')));
  assert.deepEqual(versionsIn(OPEN).slice(0, 3), ['2.7', '3.0', '3.1']);
  assert.deepEqual(versionsIn({ since: '2.5-legacy' }), [...DOC_VERSIONS].reverse());
});

test('2.5-legacy orders before 2.6 by release order, not by its name', () => {
  assert.ok(compareVersions('2.5-legacy', '2.6') < 0);
  assert.ok(compareVersions('3.1', '3.0') > 0);
  assert.equal(inRange({ since: '2.5-legacy', until: '2.6' }, '2.5-legacy'), true);
  assert.equal(inRange({ since: '2.5-legacy', until: '2.6' }, '2.6'), false);
  assert.deepEqual(versionsIn({ since: '2.5-legacy', until: '2.7' }), ['2.5-legacy', '2.6']);
  // Sorting the names as text would put '2.5-legacy' after '2.5' but it must come first of all versions.
  assert.equal([...DOC_VERSIONS].sort(compareVersions)[0], '2.5-legacy');
});

test('an unknown version name throws instead of answering', () => {
  const unknown = '2.4' as DocVersion;
  assert.throws(() => inRange(OPEN, unknown), /Unknown docs version "2\.4"/);
  assert.throws(() => inRange({ since: unknown }, '3.0'), /Unknown docs version "2\.4"/);
  assert.throws(() => inRange({ since: '2.6', until: unknown }, '3.0'), /Unknown docs version "2\.4"/);
});

test('a range must end after it starts', () => {
  assert.equal(isValidRange(CLOSED), true);
  assert.equal(isValidRange(OPEN), true);
  assert.equal(isValidRange({ since: '3.0', until: '3.0' }), false);
  assert.equal(isValidRange({ since: '3.0', until: '2.7' }), false);
});
