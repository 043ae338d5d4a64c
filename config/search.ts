import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import { NOT_IN_SEARCH_SELECTOR } from '../src/lib/searchExclude';

/**
 * Local full-text search. One index per docs version (the plugin writes each
 * version's index into that version's folder; 3.0's sits at the root).
 * `searchContextByPaths` is deliberately not used: it breaks non-root versions.
 * The plugin is loaded through plugins/search-local: the index files keep the
 * documents only, and the browser's search worker builds lunr's index from them.
 */
export const searchOptions = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  // Hashing reads the sources from here; with the default ('docs') it silently does nothing.
  docsDir: 'versioned_docs',
  hashed: true,
  language: ['en'],
  searchBarPosition: 'right',
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: true,
  // Machine values and widgets marked with NOT_IN_SEARCH (src/lib/searchExclude.ts).
  ignoreCssSelectors: [NOT_IN_SEARCH_SELECTOR],
  // The versions' not-found pages (plugins/version-not-found).
  ignoreFiles: [/^[^/]+\/404$/],
} satisfies Partial<SearchOptions>;
