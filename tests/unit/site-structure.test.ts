import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { redirects } from '../../config/redirects';
import { sidebarFile, sidebarsFor } from '../../scripts/sidebars.mts';
import { DOC_IDS } from '../../src/data/docIds';
import { DOC_VERSIONS, RELEASES, LATEST_VERSION, inRange } from '../../src/data/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');

function docFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return docFiles(full, base);
    if (name.startsWith('_') || !/\.mdx?$/.test(name)) return [];
    return [path.relative(base, full).replace(/\.mdx?$/, '')];
  });
}

test('versions.json lists the five versions, 3.0 is the latest', () => {
  const versions = JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
  assert.deepEqual([...versions].sort(), [...DOC_VERSIONS].sort());
  assert.equal(LATEST_VERSION, '3.0');
  assert.equal(RELEASES['3.0'].pathPrefix, '');
});

for (const version of DOC_VERSIONS) {
  test(`version ${version}: the sources hold exactly the doc ids of the spec`, () => {
    const dir = path.join(ROOT, 'versioned_docs', `version-${version}`);
    assert.ok(existsSync(dir), `missing folder ${dir}`);
    assert.deepEqual(docFiles(dir).sort(), [...DOC_IDS[version]].sort());
  });

  test(`version ${version}: committed sidebars match scripts/sidebars.mts (run npm run sidebars)`, () => {
    const committed = JSON.parse(readFileSync(sidebarFile(version), 'utf8'));
    assert.deepEqual(committed, sidebarsFor(version));
  });

  test(`version ${version}: every sidebar item is a doc of that version`, () => {
    const ids = new Set(DOC_IDS[version]);
    const walk = (items: unknown[]): string[] =>
      items.flatMap((item) => (typeof item === 'string' ? [item] : walk((item as { items: unknown[] }).items)));
    for (const [name, items] of Object.entries(sidebarsFor(version))) {
      for (const id of walk(items)) assert.ok(ids.has(id), `sidebar ${name} of ${version} lists unknown doc ${id}`);
    }
  });
}

test('sidebars follow docs/requirements.md#sidebars: support from 2.7 on, teaching only in 2.5-legacy, landing docs', () => {
  const first = (items: unknown[]): string =>
    typeof items[0] === 'string' ? items[0] : first((items[0] as { items: unknown[] }).items);
  for (const version of DOC_VERSIONS) {
    const sidebars = sidebarsFor(version);
    assert.equal('support' in sidebars, inRange({ since: '2.7' }, version), `support sidebar in ${version}`);
    assert.equal('teaching' in sidebars, version === '2.5-legacy', `teaching sidebar in ${version}`);
    assert.equal(first(sidebars.administration), 'administration/install');
    assert.equal(first(sidebars.development), 'development/guide');
    assert.equal(first(sidebars.greenlight), 'greenlight/v3/install');
    if (sidebars.support) assert.equal(first(sidebars.support), 'support/getting-help');
    if (sidebars.teaching) assert.equal(first(sidebars.teaching), 'teaching/index');
  }
});

test('redirect targets are real routes of the spec (docs/requirements.md#redirects)', () => {
  const targets = redirects.map((r) => r.to);
  assert.deepEqual(targets, [
    '/2.6/new-features/',
    '/2.7/new-features/',
    '/development/api/',
    '/greenlight/v3/migration/',
    '/',
  ]);
  assert.ok(DOC_IDS['2.6'].includes('new-features'));
  assert.ok(DOC_IDS['3.0'].includes('greenlight/v3/migration'));
});
