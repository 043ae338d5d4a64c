/**
 * Components in docs pages read the version of the page they are on
 * (src/lib/useDocVersion.ts; the install command's remark plugin reads it
 * from the file's folder). A `version` prop is left only where a page shows
 * another release on purpose, so it never names the page's own version.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { versionOfFile } from '../../plugins/remark-install-command';
import { DOC_VERSIONS } from '../../src/data/versions';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('the version of a docs page is known once', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: no component is told the version of the page it is on`, () => {
      for (const file of walk(path.join(ROOT, 'versioned_docs', `version-${version}`))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/<([A-Z]\w*)\b[^<>]*?\sversion="([^"]*)"/g)) {
          assert.notEqual(
            match[2],
            version,
            `${path.relative(ROOT, file)}: <${match[1]} version="${match[2]}"> repeats the page's version; drop the prop`,
          );
          assert.ok(
            (DOC_VERSIONS as readonly string[]).includes(match[2]),
            `${path.relative(ROOT, file)}: <${match[1]} version="${match[2]}"> names no docs version`,
          );
        }
      }
    });
  }

  it("the install command's plugin reads the version from the page's folder", () => {
    assert.equal(versionOfFile('/site/versioned_docs/version-2.6/administration/install.md'), '2.6');
    assert.equal(versionOfFile('versioned_docs/version-2.5-legacy/greenlight/v3/install.md'), '2.5-legacy');
    assert.equal(versionOfFile('/site/versioned_docs/version-9.9/x.md'), undefined);
    assert.equal(versionOfFile('/site/src/pages/markdown-page.md'), undefined);
  });
});
