/**
 * Every data module names where its facts come from (src/data/sources.ts).
 *
 * The test walks src/data itself, so a module added later without a
 * `sources` export fails here; only modules without any runtime export
 * (type declarations) are exempt.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { isUpstream, sourceUrl, type DataSources, type UpstreamSource } from '../../src/data/sources';

const DATA_DIR = path.resolve(import.meta.dirname, '../../src/data');
/** The module that defines the type; it holds no facts. */
const SOURCES_MODULE = path.join(DATA_DIR, 'sources.ts');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return modules(full);
    return name.endsWith('.ts') && full !== SOURCES_MODULE ? [full] : [];
  });
}

const FILES = modules(DATA_DIR).sort();
const today = new Date().toISOString().slice(0, 10);

function checkUpstream(entry: UpstreamSource, where: string): void {
  assert.match(entry.repository, /^[\w.-]+\/[\w.-]+$/, `${where}: repository is owner/name`);
  assert.ok((entry.path ?? '').trim() || (entry.branch ?? '').trim(), `${where}: a path or a branch`);
  assert.match(entry.checked, /^\d{4}-\d{2}-\d{2}$/, `${where}: checked is YYYY-MM-DD`);
  assert.ok(!Number.isNaN(Date.parse(entry.checked)), `${where}: checked is a real day`);
  assert.ok(entry.checked <= today, `${where}: checked is not in the future`);
  if (entry.note !== undefined) assert.ok(entry.note.trim().length > 20, `${where}: a note says something`);
  assert.match(sourceUrl(entry), /^https:\/\/github\.com\//);
}

describe('sources of the data modules', () => {
  it('finds the data modules (the walk itself works)', () => {
    const relative = FILES.map((file) => path.relative(DATA_DIR, file));
    for (const expected of ['versions.ts', 'admin/installerMessages.ts', 'api/documents.ts', 'api/calls.ts']) {
      assert.ok(relative.includes(expected), expected);
    }
    assert.ok(FILES.length >= 30, `${FILES.length} modules`);
  });

  for (const file of FILES) {
    const name = path.relative(DATA_DIR, file);
    it(`${name} names its sources`, async () => {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const facts = Object.keys(module).filter((key) => key !== 'sources' && key !== 'default');
      if (facts.length === 0) {
        // Type declarations only: nothing at run time to check against a source.
        assert.equal(module.sources, undefined, `${name}: a types-only module has no sources`);
        return;
      }
      const sources = module.sources as DataSources | undefined;
      assert.ok(Array.isArray(sources) && sources.length > 0, `${name}: exports a non-empty \`sources\``);
      sources.forEach((entry, index) => {
        const where = `${name} sources[${index}]`;
        if (isUpstream(entry)) checkUpstream(entry, where);
        else assert.ok(entry.siteOwn.trim().length > 20, `${where}: siteOwn says what the facts are`);
      });
    });
  }

  it('links a thread and a file to GitHub', () => {
    assert.equal(
      sourceUrl({ repository: 'bigbluebutton/bbb-install', path: 'pull/818', checked: '2026-01-30' }),
      'https://github.com/bigbluebutton/bbb-install/pull/818',
    );
    assert.equal(
      sourceUrl({
        repository: 'bigbluebutton/bbb-install',
        path: 'bbb-install.sh',
        branch: 'v2.7.x-release',
        checked: '2026-01-30',
      }),
      'https://github.com/bigbluebutton/bbb-install/blob/v2.7.x-release/bbb-install.sh',
    );
  });
});
