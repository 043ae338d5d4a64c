/**
 * The search plugin's build-time helpers, from its `dist/server/server/utils/`
 * (no public API; untyped, written for @easyops-cn/docusaurus-search-local
 * 0.55.3). Node only: ../index.ts rebuilds the index files with them, and
 * tests/unit/search-local-index.test.ts compares with the plugin's own index.
 */
import type { LoadContext } from '@docusaurus/types';
import type lunr from 'lunr';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { SearchDocument } from './searchByWorker';

/** One docs version's documents to index, as the plugin groups them. */
export interface VersionDocs {
  outDir: string;
  paths: unknown[];
}

/** What the plugin's build-time helpers give and take, as far as this site uses them. */
export interface BuildHelpers {
  processPluginOptions(options: unknown, context: LoadContext): unknown;
  processDocInfos(buildData: unknown, config: unknown): VersionDocs[];
  scanDocuments(paths: unknown[], config: unknown): Promise<SearchDocument[][]>;
}

/** The plugin's own index builder, as its postBuild runs it (the site ships its own index form instead). */
export type BuildIndex = (
  documents: SearchDocument[][],
  options: { language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean },
) => { documents: SearchDocument[]; index: lunr.Index }[];

function utils(siteDir: string, name: string): Record<string, unknown> {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  return siteRequire(`@easyops-cn/docusaurus-search-local/dist/server/server/utils/${name}`) as Record<string, unknown>;
}

/** The helpers of the plugin installed for the site in `siteDir`. */
export function buildHelpers(siteDir: string): BuildHelpers {
  const helper = <K extends keyof BuildHelpers>(name: K) => utils(siteDir, name)[name] as BuildHelpers[K];
  return {
    processPluginOptions: helper('processPluginOptions'),
    processDocInfos: helper('processDocInfos'),
    scanDocuments: helper('scanDocuments'),
  };
}

/** The plugin's index builder, for the tests that compare the site's index with the plugin's. */
export function pluginBuildIndex(siteDir: string): BuildIndex {
  return utils(siteDir, 'buildIndex').buildIndex as BuildIndex;
}

/**
 * The folder of the plugin's `searchByWorker.js`, whose
 * `new Worker(new URL('./worker.js', import.meta.url))` ../index.ts points at
 * ../client/worker.ts instead.
 */
export const PLUGIN_WORKER_CONTEXT = /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

/** The request in that folder that names the plugin's worker. */
export const PLUGIN_WORKER_REQUEST = /^\.\/worker\.js$/;
