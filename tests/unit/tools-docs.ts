/**
 * Headings of the docs sources, for tests that check links to sections
 * (`{#anchor}` ids written in the Markdown, or the slug of a heading
 * without one). Not a test file itself: imported by the tool tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocVersion } from '../../src/data/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const cache = new Map<string, Set<string>>();

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The source file of a doc id in a version, or undefined when the version has no such doc. */
export function docSource(version: DocVersion, docId: string): string | undefined {
  const base = path.join(ROOT, 'versioned_docs', `version-${version}`, docId);
  for (const candidate of [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md')]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8');
  }
  return undefined;
}

/** Every heading id of a doc in a version (empty when the doc does not exist). */
export function headingIds(version: DocVersion, docId: string): Set<string> {
  const key = `${version}/${docId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const ids = new Set<string>();
  const source = docSource(version, docId) ?? '';
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[1]);
    ids.add(explicit ? explicit[1] : slug(heading[1]));
  }
  cache.set(key, ids);
  return ids;
}
