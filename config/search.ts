import type { SearchLocalOptions } from '../plugins/search-local';
import { NOT_IN_SEARCH_SELECTOR } from '../src/lib/searchExclude';

/**
 * The site's search (plugins/search-local): one index per docs version, in
 * that version's folder of the build (3.0's at the root). The navbar search
 * searches the version being read; the search page one version or all.
 */
export const searchOptions = {
  // Machine values and widgets marked with NOT_IN_SEARCH (src/lib/searchExclude.ts).
  ignoreSelectors: [NOT_IN_SEARCH_SELECTOR],
  // The versions' not-found pages (plugins/version-not-found).
  ignoreRoutes: [/^[^/]+\/404$/],
  dropdownResults: 8,
  // Parts of the docs a search can be kept to: on their pages the dropdown searches them first.
  contexts: [
    { path: 'greenlight', label: 'Greenlight' },
    { path: 'development', label: 'Development' },
  ],
} satisfies SearchLocalOptions;
