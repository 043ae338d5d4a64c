/**
 * Highlights the words a search result passed to the page it opened
 * (`?_highlight=`), in the page's article, with the CSS Custom Highlight API:
 * the text is marked by ranges the browser paints (`::highlight(search-term)`
 * in src/css/custom.css), the page's DOM is left as React rendered it. Where
 * the API is missing, nothing is highlighted. Loaded on such pages only.
 */
const HIGHLIGHT_NAME = 'search-term';
/** Most ranges drawn, so that a common word cannot slow a long page. */
const MAX_RANGES = 500;

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

/** Ranges of case-insensitive occurrences of the terms in an element's text nodes. */
export function termRanges(root: Node, terms: readonly string[]): Range[] {
  const wanted = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const ranges: Range[] = [];
  if (!wanted.length) return ranges;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && ranges.length < MAX_RANGES; node = walker.nextNode()) {
    const text = node.textContent?.toLowerCase() ?? '';
    for (const term of wanted) {
      for (
        let at = text.indexOf(term);
        at >= 0 && ranges.length < MAX_RANGES;
        at = text.indexOf(term, at + term.length)
      ) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + term.length);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

/** Highlights the terms in the page's article; returns a function that removes the highlight. */
export function highlightTerms(terms: readonly string[]): () => void {
  const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)?.highlights;
  const HighlightClass = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  const root = document.querySelector('article') ?? document.querySelector('main');
  if (!registry || !HighlightClass || !root) return () => undefined;
  registry.set(HIGHLIGHT_NAME, new HighlightClass(...termRanges(root, terms)));
  return () => registry.delete(HIGHLIGHT_NAME);
}
