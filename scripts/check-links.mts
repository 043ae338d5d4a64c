/**
 * Fails on any broken internal link or anchor in the built site (all versions).
 * The Docusaurus build only warns (as the spec asks); this check is the gate.
 *
 * Usage: npm run check:links [-- build-dir]
 */
import { parseDocument } from 'htmlparser2';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

interface ParsedPage {
  hrefs: string[];
  ids: Set<string>;
  isRedirect: boolean;
}

/** Links, element ids and the redirect flag of one HTML file (attributes may be unquoted: a real parser). */
function parse(file: string): ParsedPage {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  let isRedirect = false;
  const visit = (node: { type?: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
    const attribs = node.attribs;
    if (attribs) {
      if (attribs.id) ids.add(attribs.id);
      if (node.name === 'a' && attribs.name) ids.add(attribs.name);
      if (node.name === 'a' && attribs.href !== undefined) hrefs.push(attribs.href);
      if (node.name === 'meta' && attribs['http-equiv']?.toLowerCase() === 'refresh') isRedirect = true;
    }
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(parseDocument(readFileSync(file, 'utf8')) as unknown as Parameters<typeof visit>[0]);
  return { hrefs, ids, isRedirect };
}

/** The file that answers a site path, or null. */
function fileFor(sitePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return null;
  }
  const candidates = decoded.endsWith('/')
    ? [path.join(root, decoded, 'index.html')]
    : [path.join(root, decoded), path.join(root, decoded, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const cache = new Map<string, ParsedPage>();
function parsed(file: string): ParsedPage {
  let page = cache.get(file);
  if (!page) {
    page = parse(file);
    cache.set(file, page);
  }
  return page;
}

const problems: string[] = [];
const pages = htmlFiles(root);
let checked = 0;
for (const file of pages) {
  const page = parsed(file);
  if (page.isRedirect) continue;
  const pagePath = `/${path.relative(root, file).replace(/index\.html$/, '')}`;
  const isNotFoundPage = path.relative(root, file) === '404.html';
  for (const href of page.hrefs) {
    // The not-found page links "this page" in its locale menu: there is no such page by design.
    if (isNotFoundPage && href === '/404/') continue;
    if (/^(https?:|mailto:|tel:|javascript:|data:)/i.test(href) || href.startsWith('//')) continue;
    checked += 1;
    const url = new URL(href, `http://site${pagePath}`);
    const target = url.pathname === pagePath ? file : fileFor(url.pathname);
    if (!target) {
      problems.push(`${pagePath}: broken link ${href}`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && target.endsWith('.html') && !parsed(target).ids.has(anchor)) {
      problems.push(`${pagePath}: missing anchor ${href}`);
    }
  }
}

for (const p of problems) console.error(`✗ ${p}`);
console.log(`${pages.length} pages, ${checked} internal links checked: ${problems.length} broken`);
process.exitCode = problems.length ? 1 : 0;
