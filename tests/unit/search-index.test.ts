import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';

import { compactSearchIndex, searchIndexFiles } from '../../plugins/search-local';

/** The part of lunr used here (lunr comes with the search plugin; it reads the index in the browser). */
interface LunrBuilder {
  ref(name: string): void;
  field(name: string): void;
  add(doc: Record<string, string>): void;
  metadataWhitelist: string[];
}
interface LunrResult {
  ref: string;
  matchData: { metadata: Record<string, unknown> };
}
interface LunrIndex {
  search(query: string): LunrResult[];
}
interface Lunr {
  (config: (this: LunrBuilder) => void): LunrIndex;
  Index: { load(serialised: unknown): LunrIndex };
}
const lunr = createRequire(import.meta.url)('lunr') as Lunr;

const SECTIONS = [
  'Install BigBlueButton with bbb-install: the install script installs every package, then install Greenlight.',
  'Open the firewall ports: UDP 16384 to 32768 for media, TCP 80 and 443 for the web server and TCP 7443 for TURN.',
  'Restart BigBlueButton with bbb-conf --restart after you change a configuration file; restart again after an upgrade.',
  'The TURN server relays media for users behind strict firewalls; install coturn on a separate server with its own certificate.',
];

function buildParts() {
  const index = lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    SECTIONS.forEach((t, i) => this.add({ i: String(i), t }));
  });
  const documents = SECTIONS.map((t, i) => ({ i, t }));
  return [{ documents, index: JSON.parse(JSON.stringify(index)) }];
}

const QUERIES = ['install', 'restart', 'firewall', 'turn server', 'media', 'certificate coturn', 'bigbluebutton'];

test('a compacted index finds the same sections in the same order as the original', () => {
  const parts = buildParts();
  const original = lunr.Index.load(parts[0].index);
  const compacted = lunr.Index.load(compactSearchIndex(parts)[0].index);
  for (const query of QUERIES) {
    const before = original.search(query).map((result) => result.ref);
    const after = compacted.search(query).map((result) => result.ref);
    assert.ok(before.length > 0, `"${query}" finds nothing in the test index`);
    assert.deepEqual(after, before, `"${query}"`);
  }
});

test('each term keeps its first position in each section, which is where the excerpt starts', () => {
  const parts = buildParts();
  const [compacted] = compactSearchIndex(parts);
  const results = lunr.Index.load(compacted.index).search('install');
  const install = results.find((result) => result.ref === '0');
  assert.ok(install);
  const positions = Object.values(install.matchData.metadata).flatMap(
    (fields) => (fields as { t: { position: [number, number][] } }).t.position,
  );
  // Words stemmed to "instal" appear five times in the first section; only the first place is kept.
  assert.deepEqual(positions, [[0, 7]]);
  // The original still has all five: the input is not changed.
  const originalPositions = Object.values(
    lunr.Index.load(parts[0].index)
      .search('install')
      .find((result) => result.ref === '0')!.matchData.metadata,
  ).flatMap((fields) => (fields as { t: { position: [number, number][] } }).t.position);
  assert.equal(originalPositions.length, 5);
});

test('term weights are rounded to two decimals and the index gets smaller', () => {
  const parts = buildParts();
  const [compacted] = compactSearchIndex(parts);
  for (const [, vector] of compacted.index.fieldVectors as [string, number[]][]) {
    vector.forEach((value, i) => {
      if (i % 2 === 1) assert.equal(Math.round(value * 100) / 100, value);
    });
  }
  assert.ok(JSON.stringify(compacted).length < JSON.stringify(parts[0]).length);
});

test('the index files of every version are found under the build directory', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  try {
    mkdirSync(path.join(outDir, '2.6'), { recursive: true });
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    for (const file of ['search-index.json', '2.6/search-index.json', 'assets/other.json', 'search.html']) {
      writeFileSync(path.join(outDir, file), '[]');
    }
    assert.deepEqual(searchIndexFiles(outDir).sort(), [
      path.join(outDir, '2.6', 'search-index.json'),
      path.join(outDir, 'search-index.json'),
    ]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
