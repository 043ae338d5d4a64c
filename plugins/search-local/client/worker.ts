/**
 * The search worker. The search plugin's searchByWorker.js starts it (plugins/
 * search-local puts this file in place of the plugin's own worker) and calls
 * `fetchIndexes` and `search` through Comlink, for the navbar dropdown and for
 * the search page alike. It downloads a version's index file (../format.ts),
 * builds lunr's indexes and the vocabulary from its documents once, off the
 * page's main thread, and answers queries with the site's engine (../engine.ts).
 */
import * as Comlink from 'comlink';

import { prepareIndex, searchIndex, type PreparedIndex, type SearchHit } from '../engine';
import { assertShippedIndex, unpackSearchIndex } from '../format';
import { assertSymbolFile, type SymbolFile } from '../symbols';
import { searchIndexUrl } from '../upstream/constants';

function indexUrl(baseUrl: string, searchContext: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  return `${baseUrl}${searchIndexUrl.replace('{dir}', dir)}`;
}

async function loadIndex(baseUrl: string, searchContext: string): Promise<PreparedIndex> {
  const url = indexUrl(baseUrl, searchContext);
  // Index files come from this site only.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('The search index URL points to another site.');
  }
  // The symbol file is fetched beside the index, not after it.
  const symbols = loadSymbols(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const file: unknown = await response.json();
  assertShippedIndex(file);
  return prepareIndex(unpackSearchIndex(file), await symbols);
}

/** The version's symbol file (../symbols.ts), next to its index; search works without it. */
async function loadSymbols(indexUrl: string): Promise<SymbolFile | null> {
  try {
    const response = await fetch(indexUrl.replace(/search-index[^/]*\.json/, 'search-index-symbols.json'));
    if (!response.ok) return null;
    const file: unknown = await response.json();
    assertSymbolFile(file);
    return file;
  } catch {
    return null;
  }
}

export class SearchWorker {
  private readonly loaded = new Map<string, Promise<PreparedIndex>>();

  private index(baseUrl: string, searchContext: string): Promise<PreparedIndex> {
    const key = `${baseUrl}${searchContext}`;
    let index = this.loaded.get(key);
    if (!index) {
      index = loadIndex(baseUrl, searchContext);
      this.loaded.set(key, index);
      // A failed download is tried again by the next call instead of failing for ever.
      index.catch(() => this.loaded.delete(key));
    }
    return index;
  }

  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.index(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchHit[]> {
    if (!input.trim()) return [];
    return searchIndex(await this.index(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SearchWorker);
