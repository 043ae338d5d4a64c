import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DOC_VERSIONS } from '../../src/data/versions';
import { DOC_IDS } from '../../src/data/docIds';
import { BBB_CONF_WARNINGS } from '../../src/data/admin/bbbConfWarnings';
import { docsVersionOf, explainedShare, linksFor, readBbbConf } from '../../src/lib/tools/bbbConfReader';
import { headingIds } from './tools-docs';

interface OutputCase {
  issue: string;
  text: string;
  expected: { release: string | null; point: string | null; docsVersion: string | null; warnings: string[] };
}

const cases = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/bbb-conf/outputs.json'), 'utf8')) as {
    cases: OutputCase[];
  }
).cases;

test('the release and point version are found in every output that carries them (at least 20)', () => {
  const withRelease = cases.filter((entry) => entry.expected.release !== null);
  assert.ok(withRelease.length >= 20, `${withRelease.length} outputs with a release`);
  for (const entry of withRelease) {
    const reading = readBbbConf(entry.text);
    assert.equal(reading.release, entry.expected.release, entry.issue);
    assert.equal(reading.point, entry.expected.point, entry.issue);
    assert.equal(reading.docsVersion ?? null, entry.expected.docsVersion, entry.issue);
  }
});

test('at least 90 % of the reports in the outputs are explained, and each expected entry is found', () => {
  let explained = 0;
  let total = 0;
  for (const entry of cases) {
    const reading = readBbbConf(entry.text);
    const share = explainedShare(reading);
    explained += share.explained;
    total += share.total;
    const ids = reading.warnings.map((found) => found.warning.id);
    for (const id of entry.expected.warnings)
      assert.ok(ids.includes(id), `${entry.issue}: ${id} not found (${ids.join()})`);
    for (const id of ids)
      assert.ok(entry.expected.warnings.includes(id), `${entry.issue}: ${id} found but not in the output`);
  }
  assert.ok(total >= 20, `${total} reports`);
  assert.ok(explained / total >= 0.9, `${explained}/${total}`);
});

test('every warning links to a heading of every release', () => {
  for (const version of DOC_VERSIONS) {
    for (const warning of BBB_CONF_WARNINGS) {
      const links = linksFor(warning, version);
      assert.ok(links.length > 0, `${version} ${warning.id}: no link`);
      for (const link of links) {
        assert.ok(DOC_IDS[version].includes(link.docId), `${version}: no doc ${link.docId}`);
        assert.ok(
          headingIds(version, link.docId).has(link.anchor),
          `${version} ${warning.id}: ${link.docId}#${link.anchor}`,
        );
      }
    }
  }
});

test('every entry is found in the exact text bbb-conf prints, and patterns are valid', () => {
  const samples: Record<string, string> = {
    'default-secret': '# Warning: Detected you have the default shared secret.  You MUST change your shared',
    'sip-proxy-ip':
      '# Warning: The setting of 10.0.0.5 for proxy_pass in\n#\n#    /usr/share/bigbluebutton/nginx/sip.nginx\n#\n# does not match the local IP address (10.0.0.6).',
    'freeswitch-local-ip':
      '# Warning: The setting of 10.0.0.5 for local_ip_v4 in\n#\n#    /opt/freeswitch/etc/freeswitch/vars.xml\n#\n# does not match the local IP address (10.0.0.6).',
    'few-cores': '# Warning: found only 2 cores, whereas this server should have (at least) 4 CPU cores',
    ownership: '# is not owned by bigbluebutton:bigbluebutton.  To fix, run the command',
  };
  for (const warning of BBB_CONF_WARNINGS) {
    assert.doesNotThrow(() => new RegExp(warning.pattern, 'gim'), warning.id);
    const sample = samples[warning.id];
    if (!sample) continue;
    const reading = readBbbConf(`# Potential problems described below\n${sample}\n`);
    assert.ok(
      reading.warnings.some((found) => found.warning.id === warning.id),
      `${warning.id} not found in its own text`,
    );
  }
});

test('docs versions of release lines; unknown releases have none', () => {
  assert.equal(docsVersionOf('2.5'), '2.5-legacy');
  assert.equal(docsVersionOf('3.1'), '3.1');
  assert.equal(docsVersionOf('2.4'), undefined);
  assert.equal(readBbbConf('hello').release, undefined);
  assert.equal(readBbbConf('hello').kind, 'unknown');
});
