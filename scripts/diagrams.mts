/**
 * `npm run diagrams`: draws every Mermaid diagram of the docs ahead of time,
 * so that pages show an SVG image instead of running Mermaid in the reader's
 * browser (docs/decisions/0500). Each diagram is drawn with the Mermaid theme
 * of each colour mode in Chromium (Playwright, Debian's /usr/bin/chromium or
 * CHROME_PATH), into static/diagrams/<hash>-<mode>.svg; its size, text
 * alternative and the lowest label contrast go to
 * plugins/mermaid-prerender/drawings.json. Drawings that are current are
 * kept; drawings no page uses any more are removed. `--force` draws all again.
 *
 * It fails when a label would have less than 4.5:1 contrast with what is
 * behind it, so a diagram that would be hard to read is not written.
 *
 * The output is checked in: `npm run build` needs no browser, and
 * tests/unit/diagrams.test.ts fails when a diagram has no current drawing.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

import {
  allDiagramBlocks,
  COLOR_MODES,
  diagramHash,
  DRAWINGS_DIR,
  drawingFile,
  MANIFEST_FILE,
  PAGE_BACKGROUND,
  readManifest,
  RENDER_SETTINGS,
  ROOT,
  type ColorMode,
  type Drawing,
  type Manifest,
} from '../plugins/mermaid-prerender/diagrams.ts';
import { CHROMIUM_ARGS, chromiumPath } from './budgets.ts';

const MIN_CONTRAST = 4.5;
const force = process.argv.includes('--force');

interface Drawn {
  svg: string;
  width: number;
  height: number;
  minContrast: number;
  worst: string;
  description: string;
}

/** Runs in the page: draws one diagram, measures its labels' contrast and describes it in words. */
async function drawInPage(page: Page, source: string, id: string, mode: ColorMode): Promise<Drawn> {
  return page.evaluate(
    async ({ source, id, settings, background }) => {
      type Rgba = [number, number, number, number];
      /** The parts of Mermaid's browser API and diagram models used here. */
      interface Vertex {
        text?: string;
      }
      interface DiagramDb {
        getVertices?: () => Map<string, Vertex> | Record<string, Vertex>;
        getEdges?: () => { start: string; end: string; type?: string; stroke?: string; text?: string }[];
        getSubGraphs?: () => { title: string; nodes: string[] }[];
        getMessages?: () => { from?: string; to?: string; message?: string }[];
        getActor?: (key: string) => { description?: string } | undefined;
      }
      interface MermaidApi {
        initialize(config: object): void;
        render(id: string, text: string): Promise<{ svg: string }>;
        mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: DiagramDb }> };
      }
      const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
      mermaid.initialize({ startOnLoad: false, ...settings });
      const { svg } = await mermaid.render(id, source);

      // Contrast: each label's text colour against the first filled shape under its middle.
      document.body.style.background = background;
      document.body.innerHTML = svg;
      const root = document.body.querySelector('svg') as SVGSVGElement;
      const parse = (value: string): Rgba | null => {
        const m = /rgba?\(([^)]+)\)/.exec(value);
        if (!m) return null;
        const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      };
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const a = top[3];
        return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
      };
      const luminance = ([r, g, b]: Rgba) => {
        const lin = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const ratio = (a: Rgba, b: Rgba) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const page = parse(getComputedStyle(document.body).backgroundColor) as Rgba;
      let minContrast = 21;
      let worst = '';
      for (const text of Array.from(root.querySelectorAll('text'))) {
        const label = text.textContent?.trim();
        if (!label) continue;
        const box = text.getBoundingClientRect();
        if (!box.width) continue;
        // Text often takes its colour from a tspan inside (a sequence diagram's actors).
        const span = Array.from(text.querySelectorAll('tspan')).find((t) => t.textContent?.trim()) ?? text;
        const style = getComputedStyle(span);
        const colour = parse(style.fill) ?? parse(style.color);
        if (!colour) continue;
        let behind: Rgba = page;
        const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        for (const element of stack) {
          if (!(element instanceof SVGGeometryElement) || element.closest('text')) continue;
          const s = getComputedStyle(element);
          const fill = parse(s.fill);
          if (!fill || fill[3] === 0 || s.fillOpacity === '0' || s.opacity === '0') continue;
          fill[3] *= Number(s.fillOpacity || 1);
          behind = over(fill, page);
          break;
        }
        const value = ratio(over(colour, behind), behind);
        if (value < minContrast) {
          minContrast = value;
          worst = label;
        }
      }
      const viewBox = root.viewBox.baseVal;

      // The text alternative: what is linked to what, from Mermaid's own model of the diagram.
      const clean = (s: unknown) =>
        String(s ?? '')
          .replace(/<br\s*\/?>/gi, ' ')
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim();
      const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
      const db = diagram.db;
      const sentences: string[] = [];
      if (db.getVertices && db.getEdges) {
        const vertices = db.getVertices();
        const name = (key: string) => clean((vertices instanceof Map ? vertices.get(key) : vertices[key])?.text ?? key);
        for (const group of db.getSubGraphs?.() ?? []) {
          sentences.push(`${clean(group.title)}: ${group.nodes.map(name).join(', ')}.`);
        }
        for (const edge of db.getEdges()) {
          const both = String(edge.type).startsWith('double');
          const link = both ? 'and' : 'to';
          const dotted = edge.stroke === 'dotted' ? ', dotted' : '';
          const text = clean(edge.text);
          sentences.push(
            `${name(edge.start)} ${link} ${name(edge.end)}${both ? ', both ways' : ''}${text ? `: ${text}` : ''}${dotted}.`,
          );
        }
      } else if (db.getMessages) {
        for (const message of db.getMessages()) {
          if (!message.from || !message.to) continue;
          const actor = (key: string) => clean(db.getActor?.(key)?.description ?? key);
          sentences.push(`${actor(message.from)} to ${actor(message.to)}: ${clean(message.message)}.`);
        }
      }
      return {
        svg,
        width: Math.round(viewBox.width),
        height: Math.round(viewBox.height),
        minContrast: Math.floor(minContrast * 100) / 100,
        worst,
        description: sentences.join(' '),
      };
    },
    { source, id, settings: RENDER_SETTINGS[mode], background: PAGE_BACKGROUND[mode] },
  );
}

/** Gives the drawing its size and background, so it stands alone when opened in a tab of its own. */
function finishSvg(svg: string, drawn: Drawn, mode: ColorMode): string {
  return svg.replace(/^<svg([^>]*)>/, (_whole, attributes: string) => {
    const rest = attributes
      .replace(/\s(width|height)="[^"]*"/g, '')
      .replace(/\sstyle="[^"]*"/, ` style="background-color:${PAGE_BACKGROUND[mode]};max-width:100%;height:auto"`);
    return `<svg width="${drawn.width}" height="${drawn.height}"${rest}>`;
  });
}

async function main(): Promise<void> {
  const blocks = allDiagramBlocks();
  const sources = [...new Set(blocks.map((block) => block.source))];
  const previous = readManifest();
  const manifest: Manifest = {};
  const todo: string[] = [];
  for (const source of sources) {
    const hash = diagramHash(source);
    const current = previous[hash] && COLOR_MODES.every((mode) => existsSync(drawingFile(hash, mode)));
    if (current && !force) manifest[hash] = previous[hash];
    else todo.push(source);
  }
  console.log(`${blocks.length} diagrams, ${sources.length} different; ${todo.length} to draw.`);
  mkdirSync(DRAWINGS_DIR, { recursive: true });

  const failures: string[] = [];
  if (todo.length) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      // Wide enough for the widest diagram at full size, so every label can be hit-tested.
      const page = await browser.newPage({ viewport: { width: 2400, height: 2400 } });
      await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
      // tsx names functions with a helper of its own; the page needs it to run the drawing function.
      await page.evaluate('window.__name = (f) => f');
      await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js') });
      for (const source of todo) {
        const hash = diagramHash(source);
        const where = blocks.filter((block) => block.source === source).map((b) => `${b.file}:${b.line}`);
        const results = {} as Record<ColorMode, Drawn>;
        for (const mode of COLOR_MODES) {
          // A fixed id keeps the output the same from run to run.
          results[mode] = await drawInPage(page, source, `d${hash}`, mode);
        }
        const low = COLOR_MODES.filter((mode) => results[mode].minContrast < MIN_CONTRAST);
        if (low.length) {
          failures.push(
            `${where[0]}: ${low.map((m) => `${m} ${results[m].minContrast}:1 on "${results[m].worst}"`).join(', ')}`,
          );
          continue;
        }
        if (!results.light.description) failures.push(`${where[0]}: no text alternative could be made`);
        for (const mode of COLOR_MODES) {
          writeFileSync(drawingFile(hash, mode), `${finishSvg(results[mode].svg, results[mode], mode)}\n`);
        }
        const drawing: Drawing = {
          width: results.light.width,
          height: results.light.height,
          description: results.light.description,
          minContrast: { light: results.light.minContrast, dark: results.dark.minContrast },
        };
        manifest[hash] = drawing;
        console.log(`drew ${hash} (${where.length} page${where.length === 1 ? '' : 's'}, first ${where[0]})`);
      }
    } finally {
      await browser.close();
    }
  }

  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  for (const name of readdirSync(DRAWINGS_DIR)) {
    const hash = /^([0-9a-f]{16})-(light|dark)\.svg$/.exec(name)?.[1];
    if (!hash || !manifest[hash]) {
      rmSync(path.join(DRAWINGS_DIR, name));
      console.log(`removed ${name} (no page draws it)`);
    }
  }
  if (failures.length) {
    console.error(`Labels below ${MIN_CONTRAST}:1 contrast, or no text alternative:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
