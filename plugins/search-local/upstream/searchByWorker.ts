/**
 * The search plugin's worker API, from its
 * `dist/client/client/theme/searchByWorker.js` (types in ./dist.d.ts). It starts
 * the worker that ../index.ts replaces with ../client/worker.ts. Browser code:
 * src/theme/SearchPage asks it, as the plugin's search bar does.
 */
export {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchDocument,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
