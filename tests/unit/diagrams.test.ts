/**
 * Mermaid diagrams drawn ahead of time (plugins/mermaid-prerender,
 * `npm run diagrams`): every diagram of the docs has a current drawing in
 * both colour modes, with a text alternative and legible labels, and the
 * build's remark step hands the drawing to the page.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import remarkMermaidPrerendered, { drawingFor } from '../../plugins/mermaid-prerender';
import {
  allDiagramBlocks,
  COLOR_MODES,
  diagramHash,
  DRAWINGS_DIR,
  drawingFile,
  mermaidBlocks,
  PAGE_BACKGROUND,
  readManifest,
} from '../../plugins/mermaid-prerender/diagrams';

const manifest = readManifest();
const blocks = allDiagramBlocks();

describe('prerendered Mermaid diagrams', () => {
  it('the docs have diagrams (the checks below see them)', () => {
    assert.ok(blocks.length >= 40, `${blocks.length} diagrams found`);
  });

  it('every diagram has a current drawing in both colour modes', () => {
    const stale = blocks.filter((block) => {
      const hash = diagramHash(block.source);
      return !manifest[hash] || !COLOR_MODES.every((mode) => existsSync(drawingFile(hash, mode)));
    });
    assert.deepEqual(
      stale.map((block) => `${block.file}:${block.line}`),
      [],
      'these diagrams have no current drawing: run `npm run diagrams` and commit static/diagrams/ and plugins/mermaid-prerender/drawings.json',
    );
  });

  it('no drawing is left that no page draws', () => {
    const used = new Set(blocks.map((block) => diagramHash(block.source)));
    const files = readdirSync(DRAWINGS_DIR).filter((name) => !used.has(name.slice(0, 16)));
    assert.deepEqual(files, [], 'run `npm run diagrams`, which removes them');
    assert.deepEqual(
      Object.keys(manifest).filter((hash) => !used.has(hash)),
      [],
    );
  });

  for (const [hash, drawing] of Object.entries(manifest)) {
    it(`${hash}: a text alternative, both colour modes, labels at 4.5:1 or more`, () => {
      assert.ok(drawing.description.length > 20, 'a text alternative in sentences');
      assert.ok(!/[<>]/.test(drawing.description), 'no markup in the text alternative');
      for (const mode of COLOR_MODES) {
        const svg = readFileSync(drawingFile(hash, mode), 'utf8');
        const root = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
        assert.match(root, new RegExp(`width="${drawing.width}" height="${drawing.height}"`), `${mode}: its size`);
        const viewBox = /viewBox="([^"]+)"/.exec(root)?.[1].split(' ').map(Number) ?? [];
        assert.deepEqual(viewBox.slice(2).map(Math.round), [drawing.width, drawing.height], `${mode}: its viewBox`);
        assert.ok(
          root.includes(`background-color:${PAGE_BACKGROUND[mode]}`),
          `${mode}: the page background of its mode`,
        );
        assert.ok(!svg.includes('<foreignObject'), `${mode}: labels are SVG text, not HTML`);
        assert.ok(!/<script/i.test(svg), `${mode}: no script`);
        assert.ok(drawing.minContrast[mode] >= 4.5, `${mode}: label contrast ${drawing.minContrast[mode]}:1`);
      }
      const light = readFileSync(drawingFile(hash, 'light'), 'utf8');
      const dark = readFileSync(drawingFile(hash, 'dark'), 'utf8');
      assert.notEqual(light, dark, 'each mode has its own drawing');
    });
  }
});

describe('finding diagrams and their drawings', () => {
  it('reads fenced blocks, indented ones in lists and tilde fences, as the Markdown parser does', () => {
    const text = [
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '- item',
      '',
      '  ```mermaid',
      '  flowchart TD',
      '    C --> D',
      '  ```',
      '',
      '~~~mermaid',
      'sequenceDiagram',
      '~~~',
      '```js',
      'not a diagram',
      '```',
    ].join('\n');
    assert.deepEqual(
      mermaidBlocks(text).map((block) => [block.line, block.source]),
      [
        [1, 'flowchart LR\n  A --> B'],
        [8, 'flowchart TD\n  C --> D'],
        [13, 'sequenceDiagram'],
      ],
    );
  });

  it('a drawing is keyed by the source, the drawing settings and the Mermaid version', () => {
    const source = 'flowchart LR\n  A --> B';
    assert.equal(diagramHash(source, '11.0.0'), diagramHash(source, '11.0.0'));
    assert.notEqual(diagramHash(source, '11.0.0'), diagramHash(`${source} `, '11.0.0'));
    assert.notEqual(diagramHash(source, '11.0.0'), diagramHash(source, '11.0.1'));
  });

  it('the remark step gives a diagram its drawing, and leaves one without a drawing to the browser', () => {
    const known = blocks[0].source;
    const element = (value: string) => ({
      type: 'mermaidCodeBlock',
      data: { hName: 'mermaid', hProperties: { value } as Record<string, unknown> },
    });
    const drawn = element(known);
    const unknown = element('flowchart LR\n  Nothing --> Drawn');
    const tree = { type: 'root', children: [{ type: 'listItem', children: [drawn] }, unknown] };
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      remarkMermaidPrerendered()(tree, { path: 'page.md' });
    } finally {
      console.warn = warn;
    }
    const expected = drawingFor(known);
    assert.ok(expected);
    assert.equal(drawn.data.hProperties.drawing, diagramHash(known));
    assert.equal(drawn.data.hProperties.description, expected.description);
    assert.equal(unknown.data.hProperties.drawing, undefined);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /npm run diagrams/);
  });
});
