/**
 * versions.json is the one list of docs versions; every version it lists has
 * its facts in each per-release table (src/lib/versionFacts.ts), and the check
 * the build runs names each missing entry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';
import {
  VERSION_FACT_TABLES,
  assertVersionFacts,
  missingVersionFacts,
  type VersionFactTable,
} from '../../src/lib/versionFacts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('DOC_VERSIONS is versions.json, in its order', () => {
  const listed = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
  assert.deepEqual([...DOC_VERSIONS], listed);
});

test('every docs version has its facts in every per-release table', () => {
  assert.deepEqual(
    missingVersionFacts().map(({ version, table }) => `${table.name}['${version}']`),
    [],
  );
  assert.doesNotThrow(() => assertVersionFacts());
});

test('the tables hold no version that versions.json does not list', () => {
  for (const { name, table } of VERSION_FACT_TABLES) {
    for (const key of Object.keys(table)) assert.ok(DOC_VERSIONS.includes(key), `${name}['${key}']`);
  }
});

test('each table is exported by the file the message names', async () => {
  for (const { file, name, table } of VERSION_FACT_TABLES) {
    const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    assert.equal(module[name], table, `${file} exports ${name}`);
  }
});

test('a version without facts stops the check, which names each missing table and where it is', () => {
  const tables: VersionFactTable[] = [
    { file: 'src/data/versions.ts', name: 'RELEASES', what: 'release facts', table: RELEASES },
    { file: 'src/data/x.ts', name: 'X', what: 'x facts', table: { '3.2': 1, '3.1': 1 } },
  ];
  assert.deepEqual(
    missingVersionFacts(['3.2', '3.1'], tables).map(({ version, table }) => [version, table.name]),
    [['3.2', 'RELEASES']],
  );
  assert.throws(
    () => assertVersionFacts(['3.3', '3.2', '3.1'], tables),
    (error: Error) => {
      assert.match(error.message, /^Docs versions 3\.3, 3\.2 of versions\.json have no facts in 3 tables/);
      assert.match(error.message, /^- src\/data\/versions\.ts: RELEASES\['3\.3'\] \(release facts\)$/m);
      assert.match(error.message, /^- src\/data\/versions\.ts: RELEASES\['3\.2'\] \(release facts\)$/m);
      assert.match(error.message, /^- src\/data\/x\.ts: X\['3\.3'\] \(x facts\)$/m);
      assert.doesNotMatch(error.message, /X\['3\.2'\]/);
      return true;
    },
  );
});
