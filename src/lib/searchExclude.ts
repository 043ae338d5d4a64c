/**
 * Text the search index leaves out: machine values (checksums, signed URLs)
 * and interactive widgets whose labels repeat a table on the same page. They
 * add bytes to every reader's download and give no useful result.
 * config/search.ts passes the selector to the search plugin.
 */
export const NOT_IN_SEARCH = { 'data-search-exclude': '' } as const;

export const NOT_IN_SEARCH_SELECTOR = '[data-search-exclude]';
