/**
 * Remark plugin (docs `remarkPlugins`, after Docusaurus's own, which turn
 * Mermaid code blocks into `<mermaid value="…">` elements): gives each such
 * element the drawing made ahead of time by `npm run diagrams` when one
 * matches its source (./diagrams.ts), as the attributes `drawing` (its hash),
 * `width`, `height` and `description` (the text alternative). The theme's
 * Mermaid component (src/theme/Mermaid) then shows the SVG images and no
 * Mermaid code runs in the reader's browser. A diagram without a current
 * drawing keeps only its source and is drawn in the browser, as before; the
 * build warns, and tests/unit/diagrams.test.ts fails.
 */
import { COLOR_MODES, diagramHash, drawingFile, readManifest, type Manifest } from './diagrams';
import { existsSync } from 'node:fs';

/** The attributes the theme's Mermaid component reads. */
export interface DrawingProps {
  drawing: string;
  width: number;
  height: number;
  description: string;
}

interface Node {
  type: string;
  children?: Node[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

let manifest: Manifest | undefined;

/** The drawing of a diagram source, when `npm run diagrams` made a current one. */
export function drawingFor(source: string, from: Manifest = (manifest ??= readManifest())): DrawingProps | undefined {
  const hash = diagramHash(source);
  const drawing = from[hash];
  if (!drawing || !COLOR_MODES.every((mode) => existsSync(drawingFile(hash, mode)))) return undefined;
  return { drawing: hash, width: drawing.width, height: drawing.height, description: drawing.description };
}

function walk(node: Node, file: string): void {
  const properties = node.data?.hProperties;
  if (node.data?.hName === 'mermaid' && properties && typeof properties.value === 'string') {
    const drawing = drawingFor(properties.value);
    if (drawing) Object.assign(properties, drawing);
    else {
      console.warn(
        `[mermaid-prerender] ${file}:${node.position?.start.line ?? '?'}: no current drawing of this diagram; it will be drawn in the browser. Run \`npm run diagrams\`.`,
      );
    }
  }
  for (const child of node.children ?? []) walk(child, file);
}

export default function remarkMermaidPrerendered() {
  return (tree: Node, file: { path?: string }) => walk(tree, file.path ?? 'page');
}
