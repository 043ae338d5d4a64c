/**
 * Types of the search plugin's client modules that ./searchByWorker.ts and ./constants.ts re-export
 * (@easyops-cn/docusaurus-search-local 0.55.3, pinned; the plugin ships no types for them).
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** One document of the plugin's index (its search results carry them too). */
  export interface SearchDocument {
    /** Id: a page's parts (title, description, keywords) share the page's id. */
    i: number;
    /** Text: a page title, a heading, a description, keywords or a section's text. */
    t: string;
    /** Page URL. */
    u: string;
    /** Hash of the heading within the page. */
    h?: string;
    /** Id of the page the document belongs to. */
    p?: number;
    /** Breadcrumbs. */
    b?: string[];
    /** Title of the section the document belongs to. */
    s?: string;
  }
  export interface SearchResult {
    document: SearchDocument;
    /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
    type: number;
    page: SearchDocument | undefined | false;
    tokens: string[];
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}

/** The plugin's client helpers that the site's search worker (plugins/search-local/client/worker.ts) uses. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** Index file name with a `{dir}` slot for the search context and the cache-busting query. */
  export const searchIndexUrl: string;
}
