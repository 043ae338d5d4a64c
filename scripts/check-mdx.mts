/**
 * Fast pre-build check of documentation sources.
 *
 * Compiles every Markdown/MDX page (or the files given as arguments) with the
 * same MDX engine Docusaurus uses, and checks the conventions of STYLEGUIDE.md:
 * front matter with title and description, no body h1, a language on every
 * code fence, no filler words, and relative .md links that point at a file
 * that exists in the same version.
 *
 * Usage: npm run check:mdx [-- file.md ...]
 */
import { compile } from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILLER = /\b(lorem ipsum|TODO|TBD|coming soon|placeholder)\b/i;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

function checkLinks(file: string, body: string, problems: string[]): void {
  const linkRe = /\]\((?!https?:|mailto:|#|\/)([^)\s]+?\.mdx?)(#[^)\s]*)?\)/g;
  for (const match of body.matchAll(linkRe)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!existsSync(target)) problems.push(`link to missing file ${match[1]}`);
  }
}

/**
 * Mermaid's own parser, run in Node. A syntax error is reported; Mermaid then
 * needs a DOM for sanitising, so any other error (no DOM here) means the
 * diagram parsed.
 */
async function mermaidSyntaxError(source: string): Promise<string | null> {
  const { default: mermaid } = await import('mermaid');
  try {
    await mermaid.parse(source);
    return null;
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    return /^(Parse error|Lexical error|No diagram type detected)/.test(message)
      ? message.split('\n').slice(0, 3).join(' ')
      : null;
  }
}

async function checkFile(file: string): Promise<string[]> {
  const problems: string[] = [];
  const raw = readFileSync(file, 'utf8');
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    parsed = matter(raw);
  } catch (error) {
    return [
      `front matter is not valid YAML (quote values that contain ": "): ${(error as Error).message.split('\n')[0]}`,
    ];
  }
  const { data, content } = parsed;
  const isPartial = path.basename(file).startsWith('_');
  const isDoc = file.includes(`${path.sep}versioned_docs${path.sep}`);
  if (!isPartial) {
    if (typeof data.title !== 'string' || !data.title) problems.push('front matter has no title');
    if (typeof data.description !== 'string' || !data.description) problems.push('front matter has no description');
  }
  const lines = content.split('\n');
  let inFence = false;
  lines.forEach((line, i) => {
    const fence = /^\s*(```+|~~~+)(.*)$/.exec(line);
    if (fence) {
      if (!inFence && fence[2].trim() === '') problems.push(`code fence without language (body line ${i + 1})`);
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    if (isDoc && /^# /.test(line)) problems.push(`body h1 (body line ${i + 1}): the title front matter is the h1`);
  });
  for (const diagram of content.matchAll(/^```mermaid\n([\s\S]*?)^```/gm)) {
    const error = await mermaidSyntaxError(diagram[1]);
    if (error) problems.push(`Mermaid diagram does not parse: ${error}`);
  }
  const filler = FILLER.exec(content);
  if (filler) problems.push(`filler word "${filler[0]}"`);
  checkLinks(file, content, problems);
  // Docusaurus accepts `{#custom-id}` after headings (mdx1Compat.headingIds).
  const source = content.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  try {
    await compile(source, { remarkPlugins: [remarkGfm, remarkDirective] });
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string };
    problems.push(`MDX does not compile (body line ${e.line ?? '?'}:${e.column ?? '?'}): ${e.reason ?? e.message}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.length
    ? args.map((f) => path.resolve(f))
    : [
        ...readdirSync(path.join(ROOT, 'versioned_docs'))
          .filter((name) => name.startsWith('version-'))
          .flatMap((name) => walk(path.join(ROOT, 'versioned_docs', name))),
        ...walk(path.join(ROOT, 'src/pages')),
      ];
  let failed = 0;
  for (const file of files) {
    const problems = await checkFile(file);
    if (problems.length) {
      failed += 1;
      console.error(`✗ ${path.relative(ROOT, file)}`);
      for (const p of problems) console.error(`    ${p}`);
    }
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

await main();
