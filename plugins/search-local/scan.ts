/**
 * The scanner: reads the built HTML pages of a docs version and turns them into
 * the search documents (./format.ts) that the engine ranks (./engine.ts).
 *
 * A page gives, in five parts (engine.ts's PART):
 * - 0 its title (the article's first <h1>), with its breadcrumbs (`b`: the
 *   active navbar item, then the sidebar's active categories);
 * - 1 each <h2>/<h3> of the article (`h`: its anchor, `p`: the page's id);
 * - 2 the page's description and 3 its keywords (`<meta>`), under the page's id;
 * - 4 the text of each section: what follows the title or a heading up to the
 *   next heading (`s`: the section's title).
 * Ids are given in page order, so the same pages give the same ids.
 *
 * Left out: pages marked `noindex`, the copy buttons of code blocks, the
 * "Version: x" badge, and whatever matches the selectors passed in
 * (src/lib/searchExclude.ts marks machine values and widgets).
 */
import { load, type AnyNode, type Cheerio, type CheerioAPI, type Element } from 'cheerio';
import { readFile } from 'node:fs/promises';

import type { SearchDocument } from './format';

/** One built page to scan. */
export interface PageFile {
  /** The page's HTML file in the build. */
  filePath: string;
  /** The page's URL (with the site's base URL). */
  url: string;
}

interface Section {
  title: string;
  hash: string;
  content: string;
}

export interface ParsedPage {
  pageTitle: string;
  description: string;
  keywords: string;
  sections: Section[];
  breadcrumb: string[];
}

const HEADINGS = 'h1, h2, h3';

/** Elements whose text is set apart from their neighbours' by spaces (block elements, and table cells). */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'td',
  'th',
]);

function nodeText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  // Scripts and styles are elements of their own types: they give no text.
  if (node.type !== 'tag') return '';
  const element = node as Element;
  if (element.name === 'br') return ' ';
  const content = element.children.map(nodeText).join('');
  return BLOCK_TAGS.has(element.name) ? ` ${content} ` : content;
}

/** The text of elements, with blocks kept apart and runs of white space made one space. */
export function condensedText(nodes: readonly AnyNode[]): string {
  return nodes.map(nodeText).join('').trim().replace(/\s+/g, ' ');
}

/** The elements of the section that the page title opens: up to the first heading, wherever it is nested. */
function titleSection($: CheerioAPI, $title: Cheerio<Element>): Cheerio<AnyNode> {
  const $header = $title.parent();
  const $first = $header.is('header') ? $header : $title;
  const $next = $first.nextAll();
  if ($next.filter(HEADINGS).length) return $first.nextUntil(HEADINGS);
  let $section: Cheerio<AnyNode> = $([]);
  for (const next of $next.get()) {
    const $heading = $(next).find(HEADINGS);
    if ($heading.length) return $section.add($heading.first().prevAll());
    $section = $section.add(next);
  }
  return $section;
}

/** The parts of one built docs page; null for a page that asks not to be indexed. */
export function parsePage(html: string, ignoreSelectors: readonly string[] = []): ParsedPage | null {
  const $ = load(html);
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return null;
  $('div[class^="mdxCodeBlock_"] button').remove();
  for (const selector of ignoreSelectors) $(selector).remove();
  $('span.badge')
    .filter((_, element) => $(element).text().startsWith('Version:'))
    .remove();

  const $pageTitle = $('article h1').first();
  const pageTitle = $pageTitle.text();
  const description = $("meta[name='description']").attr('content') || '';
  const keywords = ($("meta[name='keywords']").attr('content') || '').replace(/,/g, ', ');
  const breadcrumb: string[] = [];
  const $active = $('.navbar__link--active');
  if ($active.length) breadcrumb.push($active.eq(0).text().trim());
  $('.main-wrapper .menu')
    .eq(0)
    .find('.menu__list-item-collapsible .menu__link--active')
    .each((_, element) => {
      breadcrumb.push($(element).text().trim());
    });

  const sections: Section[] = [];
  $('article')
    .find(HEADINGS)
    .each((_, element) => {
      const $h = $(element);
      // The heading's own words, without its "#" anchor link.
      const title = $h.contents().not('a.hash-link').text().trim();
      const hash = $h.find('a.hash-link').attr('href') || '';
      const $section = $h.is($pageTitle) ? titleSection($, $pageTitle) : $h.nextUntil(HEADINGS);
      sections.push({ title, hash, content: condensedText($section.get()) });
    });
  return { pageTitle, description, keywords, sections, breadcrumb };
}

/** A heading's anchor as the index keeps it (`#name`); false for a link to another page. */
function trimmedHash(hash: string, url: string): string | false {
  if (hash && !hash.startsWith('#') && hash.includes('#')) {
    return hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : false;
  }
  return hash;
}

/** Gives ids in order; one counter for every version of a build. */
export function idCounter(): () => number {
  let last = 0;
  return () => (last += 1);
}

/** The documents of one version's pages, in the index's five parts. */
export function pageDocuments(
  pages: readonly { url: string; parsed: ParsedPage | null }[],
  nextId: () => number,
): SearchDocument[][] {
  const titles: SearchDocument[] = [];
  const headings: SearchDocument[] = [];
  const descriptions: SearchDocument[] = [];
  const keywords: SearchDocument[] = [];
  const contents: SearchDocument[] = [];
  for (const { url, parsed } of pages) {
    if (!parsed) continue;
    const { pageTitle } = parsed;
    const id = nextId();
    titles.push({ i: id, t: pageTitle, u: url, b: parsed.breadcrumb });
    if (parsed.description) descriptions.push({ i: id, t: parsed.description, s: pageTitle, u: url, p: id });
    if (parsed.keywords) keywords.push({ i: id, t: parsed.keywords, s: pageTitle, u: url, p: id });
    for (const section of parsed.sections) {
      const hash = trimmedHash(section.hash, url);
      if (hash === false) continue;
      if (section.title !== pageTitle) {
        headings.push({ i: nextId(), t: section.title, u: url, h: hash, p: id });
      }
      if (section.content) {
        contents.push({ i: nextId(), t: section.content, s: section.title || pageTitle, u: url, h: hash, p: id });
      }
    }
  }
  return [titles, headings, descriptions, keywords, contents];
}

/** Reads and scans one version's pages (in the order given). */
export async function scanPages(
  pages: readonly PageFile[],
  ignoreSelectors: readonly string[],
  nextId: () => number,
): Promise<SearchDocument[][]> {
  const parsed = await Promise.all(
    pages.map(async (page) => ({
      url: page.url,
      parsed: parsePage(await readFile(page.filePath, 'utf8'), ignoreSelectors),
    })),
  );
  return pageDocuments(parsed, nextId);
}
