/**
 * The search plugin's generated constants, from its
 * `dist/client/client/utils/proxiedGeneratedConstants.js` (types in ./dist.d.ts).
 * Read by ../client/worker.ts in the search worker.
 */
export { searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
