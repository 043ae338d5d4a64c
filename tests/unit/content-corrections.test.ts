/**
 * Facts corrected after the independent fact check (issue 19), checked in the
 * data for every release. The browser tests in tests/e2e/content.spec.ts check
 * that the built pages show them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { DOC_VERSIONS, RELEASES, compareVersions, inRange } from '../../src/data/versions';
import {
  INSTALLER_MESSAGES,
  INSTALLER_CHECK_FIXES,
  installerMessagesFor,
  printedLine,
  type ReleaseInstallerMessages,
} from '../../src/data/admin/installerMessages';
import { USERDATA_PARAMS } from '../../src/data/admin/userdata';
import { callFor, changelogFor, documentAttributesFor, DOCUMENT_ATTRIBUTES } from '../../src/data/api';

// A 2.7 message placed among the 3.0 messages does not type-check: each
// message carries its release. (`tsc --noEmit` covers this file.)
const misplaced: ReleaseInstallerMessages<'3.0'> = {
  source: INSTALLER_MESSAGES['3.0'].source,
  // @ts-expect-error the 2.7 message cannot stand in the 3.0 list
  messages: [INSTALLER_MESSAGES['2.7'].messages[0]],
};
void misplaced;

/** True when the messages were read in the release's own script on its own branch. */
function readOnOwnBranch(version: (typeof DOC_VERSIONS)[number]): boolean {
  const { source } = INSTALLER_MESSAGES[version];
  const { installer } = RELEASES[version];
  return (
    source.repository === 'bigbluebutton/bbb-install' &&
    source.path === installer.script &&
    (source.branch === undefined || source.branch === installer.branch)
  );
}

describe('installer messages, per release (point 1)', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: every message belongs to ${version}, with a cause and fix`, () => {
      const messages = installerMessagesFor(version);
      assert.ok(messages.length >= 5);
      for (const message of messages) {
        assert.equal(message.version, version);
        assert.ok(INSTALLER_CHECK_FIXES[message.check].length > 20);
      }
      const checks = messages.map((message) => message.check);
      assert.ok(checks.includes('memory') && checks.includes('cpu'), 'memory and CPU checks');
      assert.equal(new Set(checks).size, checks.length, 'one message per check');
    });

    it(`${version}: messages not read on the release's own branch say what would confirm them`, () => {
      if (readOnOwnBranch(version)) return;
      assert.ok(INSTALLER_MESSAGES[version].source.note, 'the source says why');
      for (const message of installerMessagesFor(version)) assert.ok(message.note, `${message.check} has a note`);
    });
  }

  it('the branch installers (bbb-install.sh) word memory and CPU differently from bbb-install-2.x.sh', () => {
    const onBranch = DOC_VERSIONS.filter((version) => RELEASES[version].installer.script === 'bbb-install.sh');
    const legacy = DOC_VERSIONS.filter((version) => !onBranch.includes(version));
    assert.ok(onBranch.length > 0 && legacy.length > 0);
    const text = (version: (typeof DOC_VERSIONS)[number], check: 'memory' | 'cpu') =>
      installerMessagesFor(version).find((message) => message.check === check)!.text;
    for (const check of ['memory', 'cpu'] as const) {
      const legacyTexts = new Set(legacy.map((version) => text(version, check)));
      for (const version of onBranch) assert.ok(!legacyTexts.has(text(version, check)), `${version} ${check}`);
    }
  });

  it('err messages carry the script prefix, echo messages do not', () => {
    for (const version of DOC_VERSIONS) {
      for (const message of installerMessagesFor(version)) {
        assert.equal(printedLine(message).startsWith('bbb-install: '), message.printedBy === 'err');
      }
    }
  });
});

describe('document attributes of create and insertDocument (point 2)', () => {
  const defaultOf = (name: string) => DOCUMENT_ATTRIBUTES.find((attribute) => attribute.name === name)?.default;

  it('removable and downloadable have defaults, the other attributes none', () => {
    assert.ok(defaultOf('removable') !== undefined && defaultOf('downloadable') !== undefined);
    assert.notEqual(defaultOf('removable'), defaultOf('downloadable'), 'one is on, the other off');
    for (const name of ['url', 'filename', 'name', 'current']) assert.equal(defaultOf(name), undefined, name);
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: the attributes are offered, and insertDocument states the same defaults`, () => {
      const names = documentAttributesFor(version).map((attribute) => attribute.name);
      assert.ok(names.includes('removable') && names.includes('downloadable'));
      const description = callFor(version, 'insertDocument')?.description ?? '';
      for (const attribute of documentAttributesFor(version).filter((candidate) => candidate.default)) {
        assert.ok(description.includes(`\`${attribute.name}\` is \`${attribute.default}\``), attribute.name);
      }
    });
  }
});

describe('join userdata keys in the API changelog (point 6)', () => {
  const joinNames = (version: (typeof DOC_VERSIONS)[number]) =>
    changelogFor(version).flatMap((entry) =>
      entry.items
        .filter((item) => item.call === 'join' && item.kind === 'added')
        .flatMap((item) => (item.names ?? []).map((name) => ({ release: entry.release, name: name.name }))),
    );

  it('every userdata key the changelog lists exists from that release on', () => {
    for (const { release, name } of joinNames('3.1').filter((entry) => entry.name.startsWith('userdata-'))) {
      const param = USERDATA_PARAMS.find((candidate) => candidate.name === name);
      assert.ok(param, `${name} is in admin/userdata.ts`);
      assert.equal(RELEASES[param.since].release, release, `${name}: the changelog release is its first release`);
    }
  });

  for (const version of DOC_VERSIONS) {
    it(`${version}: the changelog lists userdata-bbb_hide_presentation_on_join from 2.6 on`, () => {
      const found = joinNames(version).find((entry) => entry.name === 'userdata-bbb_hide_presentation_on_join');
      const param = USERDATA_PARAMS.find((candidate) => candidate.name === 'userdata-bbb_hide_presentation_on_join')!;
      if (compareVersions(version, param.since) < 0) assert.equal(found, undefined);
      else assert.equal(found?.release, RELEASES[param.since].release);
      assert.equal(inRange({ since: param.since }, version), found !== undefined);
    });
  }
});
