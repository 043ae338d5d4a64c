/**
 * The ejected theme files of src/theme (UPGRADING.md, first table) are the
 * upstream files of the installed Docusaurus, byte for byte, outside their
 * CUSTOM CODE blocks. A block is fenced by
 *
 *   // CUSTOM CODE START: <why>          or  {/* CUSTOM CODE START: <why> *\/}
 *   // - <upstream line>                 (each upstream line the block replaces, verbatim after "// - ")
 *   <the site's code>
 *   // CUSTOM CODE END                   or  {/* CUSTOM CODE END *\/}
 *
 * Putting the replaced lines back and dropping the rest must give the file in
 * node_modules. After a Docusaurus upgrade this test fails on every ejected
 * file until its upstream part is carried over.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(ROOT, 'package.json'));

/** Each ejected file and the upstream file it was ejected from. */
const EJECTED: ReadonlyArray<{ file: string; upstream: string }> = [
  { file: 'src/theme/CodeBlock/index.tsx', upstream: 'src/theme/CodeBlock/index.tsx' },
  { file: 'src/theme/CodeBlock/Content/String.tsx', upstream: 'src/theme/CodeBlock/Content/String.tsx' },
  {
    file: 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    upstream: 'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx',
  },
  { file: 'src/theme/NotFound/Content/index.tsx', upstream: 'src/theme/NotFound/Content/index.tsx' },
];

const THEME_PACKAGE = '@docusaurus/theme-classic';
const THEME_DIR = path.dirname(require.resolve(`${THEME_PACKAGE}/package.json`));
const THEME_VERSION = (JSON.parse(readFileSync(path.join(THEME_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;

const START = /^\s*(?:\/\/ CUSTOM CODE START: \S.*|\{\/\* CUSTOM CODE START: \S.* \*\/\})$/;
const END = /^\s*(?:\/\/ CUSTOM CODE END|\{\/\* CUSTOM CODE END \*\/\})$/;
const REPLACED = /^\/\/ -(?: (.*))?$/;

/** The file as upstream has it: CUSTOM CODE blocks dropped, the upstream lines they replace put back. */
function upstreamView(source: string): string {
  const out: string[] = [];
  let inBlock = false;
  source.split('\n').forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (START.test(line)) {
      assert.ok(!inBlock, `${where}: a CUSTOM CODE block starts inside another`);
      inBlock = true;
    } else if (END.test(line)) {
      assert.ok(inBlock, `${where}: CUSTOM CODE END without a start`);
      inBlock = false;
    } else if (inBlock) {
      const replaced = REPLACED.exec(line);
      if (replaced) out.push(replaced[1] ?? '');
    } else {
      assert.ok(!/CUSTOM CODE/.test(line), `${where}: a CUSTOM CODE marker in an unknown form: ${line}`);
      assert.ok(!REPLACED.test(line), `${where}: a replaced upstream line outside a CUSTOM CODE block`);
      out.push(line);
    }
  });
  assert.ok(!inBlock, 'a CUSTOM CODE block is not closed');
  return out.join('\n');
}

describe('upstreamView', () => {
  it('drops the blocks and puts back the lines they replace', () => {
    const source = [
      'a',
      '// CUSTOM CODE START: why',
      '// - b',
      '// -',
      'site',
      '// CUSTOM CODE END',
      '  {/* CUSTOM CODE START: why */}',
      '  <Site />',
      '  {/* CUSTOM CODE END */}',
      'c',
    ].join('\n');
    assert.equal(upstreamView(source), 'a\nb\n\nc');
  });

  it('rejects a block without a reason, an unclosed block, and a replaced line outside a block', () => {
    assert.throws(() => upstreamView('// CUSTOM CODE START:\nx\n// CUSTOM CODE END'));
    assert.throws(() => upstreamView('// CUSTOM CODE START: why\nx'));
    assert.throws(() => upstreamView('// - x'));
  });
});

describe(`ejected theme files equal ${THEME_PACKAGE} ${THEME_VERSION} outside their CUSTOM CODE blocks`, () => {
  for (const { file, upstream } of EJECTED) {
    it(file, () => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const original = readFileSync(path.join(THEME_DIR, upstream), 'utf8');
      if (!file.endsWith('.css')) {
        assert.ok(
          source.includes(`Ejected from ${THEME_PACKAGE} ${THEME_VERSION}, ${upstream}.`),
          `${file} names the installed version and the upstream file (update it with the file)`,
        );
      }
      assert.equal(upstreamView(source), original);
    });
  }
});
