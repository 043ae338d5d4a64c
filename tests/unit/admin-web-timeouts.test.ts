/**
 * bbb-web's timers (src/data/admin/webTimeouts.ts): every docs version has
 * every setting with a numeric default, the values read in code carry the
 * commit they were read at, and the customize page of every version shows
 * the table without repeating the page's version.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DOC_VERSIONS } from '../../src/data/versions';
import { isUpstream } from '../../src/data/sources';
import {
  WEB_OVERRIDE_FILE,
  WEB_TIMEOUTS,
  WEB_TIMEOUT_SETTINGS,
  confirmedVersions,
  formatTimeoutDefault,
  sources,
  webTimeoutsFor,
} from '../../src/data/admin/webTimeouts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMMIT = /^[0-9a-f]{40}$/;

describe('bbb-web timeouts data', () => {
  it('lists each setting once, with the unit its name or comment gives', () => {
    const keys = WEB_TIMEOUT_SETTINGS.map((s) => s.key);
    assert.equal(new Set(keys).size, keys.length);
    for (const s of WEB_TIMEOUT_SETTINGS) {
      assert.equal(s.unit === 'minutes', s.key.endsWith('InMinutes'), `${s.key}: unit ${s.unit}`);
      assert.ok(s.what.trim().length > 30, `${s.key}: says what it does`);
    }
    for (const key of [
      'clientLogoutTimerInMinutes',
      'userInactivityInspectTimerInMinutes',
      'userInactivityThresholdInMinutes',
      'userActivitySignResponseDelayInMinutes',
      'usersTimeout',
      'waitingGuestUsersTimeout',
      'enteredUsersTimeout',
    ]) {
      assert.ok(keys.includes(key as (typeof keys)[number]), key);
    }
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: every setting has a default that is a whole, non-negative number`, () => {
      const release = WEB_TIMEOUTS[version];
      assert.ok(release, `WEB_TIMEOUTS['${version}']`);
      assert.deepEqual(Object.keys(release.defaults).sort(), WEB_TIMEOUT_SETTINGS.map((s) => s.key).sort());
      for (const row of webTimeoutsFor(version)) {
        assert.equal(typeof row.value, 'number', `${version} ${row.key}`);
        assert.ok(Number.isInteger(row.value) && row.value >= 0, `${version} ${row.key}: ${row.value}`);
      }
    });

    it(`${version}: values are either read at a commit of the release or say what would confirm them`, () => {
      const release = WEB_TIMEOUTS[version];
      assert.ok(
        (release.readAt !== undefined) !== (release.unconfirmed !== undefined),
        `${version}: exactly one of readAt and unconfirmed`,
      );
      if (release.readAt) assert.match(release.readAt, COMMIT);
      if (release.unconfirmed) assert.ok(release.unconfirmed.includes('bigbluebutton.properties'));
    });
  }

  it('names the commit of every source, and every commit a release was read at is a source', () => {
    const upstream = sources.filter(isUpstream);
    assert.ok(upstream.length > 0);
    for (const source of upstream) assert.match(source.commit ?? '', COMMIT, `${source.path}: commit`);
    const sourceCommits = new Set(upstream.map((s) => s.commit));
    for (const version of confirmedVersions()) {
      assert.ok(sourceCommits.has(WEB_TIMEOUTS[version].readAt), `${version}: its commit is in sources`);
    }
    assert.ok(confirmedVersions().includes('2.6'));
  });

  it('pins the 2.6 values read in bigbluebutton.properties', () => {
    const d = WEB_TIMEOUTS['2.6'].defaults;
    assert.equal(d.userInactivityThresholdInMinutes, 30);
    assert.equal(d.userActivitySignResponseDelayInMinutes, 5);
    assert.equal(d.usersTimeout, 60000);
    assert.equal(d.waitingGuestUsersTimeout, 30000);
    assert.equal(d.enteredUsersTimeout, 45000);
  });

  it('formats defaults for readers', () => {
    assert.equal(formatTimeoutDefault({ unit: 'milliseconds', value: 45000 }), '45000 (45 s)');
    assert.equal(formatTimeoutDefault({ unit: 'minutes', value: 0, zeroMeans: 'off' }), '0 (off)');
    assert.equal(formatTimeoutDefault({ unit: 'minutes', value: 0 }), '0');
    assert.equal(formatTimeoutDefault({ unit: 'minutes', value: 30, zeroMeans: 'off' }), '30');
  });

  it('throws for an unknown version instead of showing an empty table', () => {
    assert.throws(() => webTimeoutsFor('1.0'), /1\.0/);
  });
});

describe('bbb-web timeouts on the customize pages', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: the page renders the table with its own version and names the override file`, () => {
      const file = path.join(ROOT, `versioned_docs/version-${version}/administration/customize.md`);
      const text = readFileSync(file, 'utf8');
      assert.match(text, /^import WebTimeouts from '@site\/src\/components\/WebTimeouts';$/m);
      assert.match(text, /^<WebTimeouts \/>$/m);
      assert.ok(text.includes('{#web-timeouts}'));
      assert.ok(text.includes(WEB_OVERRIDE_FILE));
    });
  }
});
