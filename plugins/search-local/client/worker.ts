/**
 * The search worker. The search plugin's searchByWorker.js starts it (plugins/
 * search-local puts this file in place of the plugin's own worker) and calls
 * `fetchIndexes` and `search` through Comlink. Queries run as in the plugin's
 * worker and give the same results; what differs is the index file: it holds
 * each part's documents (../format.ts), and lunr's index is built here from
 * them, once per version, off the page's main thread.
 */
import * as Comlink from 'comlink';
import type lunr from 'lunr';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

import { assertShippedIndex, buildPartIndex, unpackSearchIndex, type SearchDocument } from '../format';

/** Part 0 holds the page titles; the other parts' documents point to them. */
const TITLE_PART = 0;

interface SearchablePart {
  type: number;
  /** Documents by lunr ref (the id as a string). */
  documents: Map<string, SearchDocument>;
  index: lunr.Index;
}

/** One hit, in the shape the plugin's search bar and the site's search page read. */
type SearchHit = SearchResult & {
  metadata: lunr.Result['matchData']['metadata'];
  score: number;
};

function indexUrl(baseUrl: string, searchContext: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  return `${baseUrl}${searchIndexUrl.replace('{dir}', dir)}`;
}

async function loadParts(baseUrl: string, searchContext: string): Promise<SearchablePart[]> {
  const url = indexUrl(baseUrl, searchContext);
  // Index files come from this site only.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('The search index URL points to another site.');
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const file: unknown = await response.json();
  assertShippedIndex(file);
  return unpackSearchIndex(file).map((documents, type) => ({
    type,
    documents: new Map(documents.map((doc) => [String(doc.i), doc])),
    index: buildPartIndex(documents),
  }));
}

function ranked(hits: SearchHit[]): SearchHit[] {
  sortSearchResults(hits);
  processTreeStatusOfSearchResults(hits);
  return hits;
}

export class SearchWorker {
  private readonly loaded = new Map<string, Promise<SearchablePart[]>>();

  private parts(baseUrl: string, searchContext: string): Promise<SearchablePart[]> {
    const key = `${baseUrl}${searchContext}`;
    let parts = this.loaded.get(key);
    if (!parts) {
      parts = loadParts(baseUrl, searchContext);
      this.loaded.set(key, parts);
      // A failed download is tried again by the next call instead of failing for ever.
      parts.catch(() => this.loaded.delete(key));
    }
    return parts;
  }

  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.parts(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchHit[]> {
    const tokens = tokenize(input, language);
    if (tokens.length === 0) return [];
    const parts = await this.parts(baseUrl, searchContext);
    const pages = parts[TITLE_PART].documents;
    const hits: SearchHit[] = [];
    // Each query (the words as typed, then looser forms) fills the list part by part until it holds `limit` hits.
    for (const query of smartQueries(tokens, [])) {
      for (const part of parts) {
        const found = part.index
          .query((lunrQuery) => {
            for (const term of query.term) {
              lunrQuery.term(term.value, {
                wildcard: term.wildcard,
                presence: term.presence,
                ...(term.editDistance ? { editDistance: term.editDistance } : null),
              });
            }
          })
          .slice(0, limit)
          // A page's title, description and keywords share its id: the first part to find it wins.
          .filter((result) => !hits.some((hit) => String(hit.document.i) === result.ref))
          .slice(0, limit - hits.length);
        for (const result of found) {
          const document = part.documents.get(result.ref);
          if (!document) continue;
          hits.push({
            document,
            type: part.type,
            page: part.type !== TITLE_PART && pages.get(String(document.p)),
            metadata: result.matchData.metadata,
            tokens: query.tokens,
            score: result.score,
          });
        }
        if (hits.length >= limit) return ranked(hits);
      }
    }
    return ranked(hits);
  }
}

Comlink.expose(SearchWorker);
