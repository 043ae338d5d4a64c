/**
 * Names of a version's index files, for the build (./index.ts writes them)
 * and the search worker (./client/worker.ts fetches them). Both sit in the
 * version's folder of the build: the latest version's at its root.
 */

/** Page titles, headings, descriptions and keywords (parts 0–3 of ./format.ts). */
export const HEAD_FILE = 'search-index.json';
/** The section texts (part 4). */
export const CONTENT_FILE = 'search-index.content.json';

/** The version's exact symbols (./symbols.ts, made by ./symbolsData.ts); search works without it. */
export const SYMBOL_FILE = 'search-index-symbols.json';

/** The parts of an index that the head file holds; the content file holds the rest. */
export const HEAD_PARTS = 4;

/**
 * The URLs of a version's index files and symbol file; `stamp` changes with
 * every change of the indexed pages or of the typed data.
 */
export function indexFileUrls(base: string, stamp: string): { head: string; content: string; symbols: string } {
  const query = stamp ? `?_=${encodeURIComponent(stamp)}` : '';
  return {
    head: `${base}${HEAD_FILE}${query}`,
    content: `${base}${CONTENT_FILE}${query}`,
    symbols: `${base}${SYMBOL_FILE}${query}`,
  };
}
