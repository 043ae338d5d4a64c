/**
 * The three-Kurento setting (src/data/admin/multipleKurentos.ts) appears on
 * the 2.6 customize page only, with the ports, units, media types and
 * helper functions of the data.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { isUpstream } from '../../src/data/sources';
import { DOC_VERSIONS } from '../../src/data/versions';
import {
  BALANCING,
  DISABLE_FUNCTION,
  ENABLE_FUNCTION,
  KURENTO_INSTANCES,
  MULTIPLE_KURENTOS_VERSION,
  sources,
} from '../../src/data/admin/multipleKurentos';

const ROOT = path.resolve(import.meta.dirname, '../..');
const page = (version: string) =>
  readFileSync(path.join(ROOT, `versioned_docs/version-${version}/administration/customize.md`), 'utf8');

function section(text: string): string {
  const start = text.indexOf('{#multiple-kurentos}');
  assert.ok(start > 0, 'section present');
  return text.slice(start, text.indexOf('\n### ', start));
}

describe('three Kurento processes', () => {
  it('has three instances on consecutive ports with distinct media types', () => {
    assert.deepEqual(
      KURENTO_INSTANCES.map((k) => k.port),
      [8888, 8889, 8890],
    );
    assert.equal(new Set(KURENTO_INSTANCES.map((k) => k.mediaType)).size, 3);
  });

  it('names the commit of every source', () => {
    for (const source of sources.filter(isUpstream)) assert.match(source.commit ?? '', /^[0-9a-f]{40}$/);
  });

  it(`is on the ${MULTIPLE_KURENTOS_VERSION} page only`, () => {
    for (const version of DOC_VERSIONS) {
      assert.equal(page(version).includes('{#multiple-kurentos}'), version === MULTIPLE_KURENTOS_VERSION, version);
    }
  });

  it('the page gives the ports, units, media types, functions and strategies of the data', () => {
    const text = section(page(MULTIPLE_KURENTOS_VERSION));
    for (const k of KURENTO_INSTANCES) {
      assert.ok(text.includes(`\`${k.unit}\``), k.unit);
      const row = text.split('\n').find((line) => line.includes(`\`${k.port}\``) && line.startsWith('|'));
      assert.ok(row, `row of ${k.port}`);
      assert.ok(
        row.includes(`\`${k.mediaType}\``) && row.includes(k.carries),
        `${k.port}: ${k.mediaType}, ${k.carries}`,
      );
    }
    assert.ok(text.includes(KURENTO_INSTANCES[0].config));
    assert.match(text, new RegExp(`^${ENABLE_FUNCTION}$`, 'm'));
    assert.ok(text.includes(`\`${DISABLE_FUNCTION}\``));
    assert.ok(text.includes(BALANCING.multiple) && text.includes(BALANCING.single));
  });
});
