/**
 * Mermaid diagrams drawn ahead of time: what `npm run diagrams`
 * (scripts/diagrams.mts) writes and what the build (./index.ts) and the
 * tests read.
 *
 * Each diagram is drawn twice, with the Mermaid theme of each colour mode
 * (the site's `themeConfig.mermaid.theme`), into
 * `static/diagrams/<hash>-light.svg` and `<hash>-dark.svg`. The hash is
 * taken over the diagram's source, the drawing settings below and the
 * Mermaid version, so that a change to any of them makes the drawing stale.
 * `drawings.json` beside this file records, per hash, the drawing's size and
 * its text alternative (a sentence per link of the diagram).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder (import.meta.url: the site's configuration loader gives no import.meta.dirname). */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
/** Where the drawings are written (served at /diagrams/). */
export const DRAWINGS_DIR = path.join(ROOT, 'static', 'diagrams');
/** The drawings' sizes and text alternatives, keyed by hash. */
export const MANIFEST_FILE = path.join(HERE, 'drawings.json');
/** The folders whose pages may draw diagrams. */
export const DOCS_DIR = path.join(ROOT, 'versioned_docs');

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/**
 * The Mermaid settings of each colour mode. Labels are SVG text (not HTML in
 * a foreignObject, which a browser clips when its fonts are wider than those
 * the drawing was measured with), in Arial or its metric twin Liberation Sans,
 * so that text fits its box on every reader's system. In the dark theme, the
 * labels on links get an opaque background and lighter text: Mermaid's dark
 * defaults give them less than 4.5:1 contrast (docs/decisions/0500).
 */
export const RENDER_SETTINGS: Record<ColorMode, Record<string, unknown>> = {
  light: {
    theme: 'default',
    fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    securityLevel: 'strict',
    // Some shapes are drawn with random jitter unless seeded; a seed keeps the output the same from run to run.
    handDrawnSeed: 1,
  },
  dark: {
    theme: 'dark',
    fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    securityLevel: 'strict',
    handDrawnSeed: 1,
    themeVariables: {
      darkMode: true,
      background: '#1b1b1d',
      primaryTextColor: '#f2f2f2',
      secondaryTextColor: '#f2f2f2',
      tertiaryTextColor: '#f2f2f2',
      textColor: '#f2f2f2',
      lineColor: '#c8c8c8',
      edgeLabelBackground: '#303036',
      clusterBkg: '#26262b',
      titleColor: '#f2f2f2',
      actorTextColor: '#f2f2f2',
      signalTextColor: '#f2f2f2',
      labelTextColor: '#f2f2f2',
      noteTextColor: '#1b1b1d',
    },
  },
};

/** The background each mode's page gives a drawing (Infima's and the site's dark background). */
export const PAGE_BACKGROUND: Record<ColorMode, string> = { light: '#ffffff', dark: '#1b1b1d' };

/** What the manifest holds for one drawing. */
export interface Drawing {
  /** Width and height of the drawing in CSS pixels (its viewBox). */
  width: number;
  height: number;
  /** The text alternative: what the diagram shows, in sentences. */
  description: string;
  /** The lowest contrast ratio between a label and what is behind it, per mode (measured when drawn). */
  minContrast: Record<ColorMode, number>;
}

export type Manifest = Record<string, Drawing>;

export function mermaidVersion(): string {
  const file = path.join(ROOT, 'node_modules', 'mermaid', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The key of a diagram's drawings: 16 hex digits of SHA-256 over source, settings and Mermaid version. */
export function diagramHash(source: string, version: string = mermaidVersion()): string {
  return createHash('sha256')
    .update(JSON.stringify({ source, settings: RENDER_SETTINGS, mermaid: version }))
    .digest('hex')
    .slice(0, 16);
}

export function drawingFile(hash: string, mode: ColorMode): string {
  return path.join(DRAWINGS_DIR, `${hash}-${mode}.svg`);
}

/** The URL path of a drawing (the site's base URL is added by the page). */
export function drawingPath(hash: string, mode: ColorMode): string {
  return `/diagrams/${hash}-${mode}.svg`;
}

export function readManifest(): Manifest {
  return existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest) : {};
}

/** A Mermaid code block of a page: its source as the Markdown parser gives it. */
export interface DiagramBlock {
  file: string;
  line: number;
  source: string;
}

/**
 * The Mermaid code blocks of a Markdown text. Fences may be indented (in a
 * list item); the indentation of the fence is taken off each line, as
 * CommonMark does, so the source is the one the page's parser passes on.
 */
export function mermaidBlocks(markdown: string, file = ''): DiagramBlock[] {
  const blocks: DiagramBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})mermaid\s*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
      if (close.test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({ file, line: i + 1, source: body.join('\n') });
    i = j;
  }
  return blocks;
}

function markdownFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...markdownFiles(full));
    else if (/\.mdx?$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}

/** Every Mermaid diagram of the docs, with the page and line it is on. */
export function allDiagramBlocks(dir: string = DOCS_DIR): DiagramBlock[] {
  return markdownFiles(dir).flatMap((file) => mermaidBlocks(readFileSync(file, 'utf8'), path.relative(ROOT, file)));
}
