/**
 * The local search plugin (@easyops-cn/docusaurus-search-local) with index
 * files a third of the size. It is the plugin itself (same name, options,
 * theme and search bar) with two changes:
 * - after the build it writes each version's index file in the form of
 *   ./format.ts: the documents only, without lunr's serialised index;
 * - in the browser its search worker is replaced by ./client/worker.ts, which
 *   reads that form, builds lunr's index from the documents, exactly as the
 *   plugin builds it at build time, and answers the dropdown and the search
 *   page with the site's engine (./engine.ts, queries read by ./query.ts).
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import { writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';

import { packSearchIndex, unpackSearchIndex, type SearchDocument } from './format';
import { SYMBOL_FILE, symbolFile } from './symbolsData';
import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';
import { PLUGIN_WORKER_CONTEXT, PLUGIN_WORKER_REQUEST, buildHelpers } from './upstream/server';

// The package's type declarations describe only its options; the module is the plugin.
const searchLocal = (searchLocalModule as unknown as { default: PluginModule<unknown> }).default;
export const validateOptions = (searchLocalModule as unknown as { validateOptions: PluginModule['validateOptions'] })
  .validateOptions;

/** The plugin's options after validation, as far as this file reads them. */
interface SearchOptions {
  language: string | string[];
  hashed?: boolean | 'query' | 'filename';
  removeDefaultStopWordFilter?: boolean | string[];
  removeDefaultStemmer?: boolean;
  searchContextByPaths?: unknown[];
}

/** The worker started instead of the plugin's. */
const WORKER = ['plugins', 'search-local', 'client', 'worker.ts'];

/** The index file name when `hashed` is off or puts the hash in the query (`{dir}` is empty without search contexts). */
const INDEX_FILE = 'search-index.json';

/** Throws for options that the rebuilt index (English, lunr's default pipeline, one file per version) would not honour. */
export function assertSupportedOptions(options: SearchOptions): void {
  const languages = [options.language].flat();
  const stopWords = options.removeDefaultStopWordFilter;
  const problems = [
    languages.length !== 1 || languages[0] !== 'en' ? 'language other than "en"' : '',
    stopWords === true || (Array.isArray(stopWords) && stopWords.length > 0) ? 'removeDefaultStopWordFilter' : '',
    options.removeDefaultStemmer ? 'removeDefaultStemmer' : '',
    options.hashed === 'filename' ? 'hashed: "filename"' : '',
    options.searchContextByPaths?.length ? 'searchContextByPaths' : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`plugins/search-local does not support these search options: ${problems.join(', ')}.`);
  }
}

/** The index file's content for one version's documents; throws if reading it back would not give them. */
export function searchIndexFile(documents: SearchDocument[][]): string {
  const shipped = packSearchIndex(documents.map((docs) => ({ documents: docs })));
  if (!isDeepStrictEqual(unpackSearchIndex(shipped), documents)) {
    throw new Error('The search index does not read back to the documents it was written from.');
  }
  return JSON.stringify(shipped);
}

export default function searchLocalPlugin(context: LoadContext, options: unknown): Plugin {
  assertSupportedOptions(options as SearchOptions);
  const plugin = searchLocal(context, options) as Plugin;
  const { processPluginOptions, processDocInfos, scanDocuments } = buildHelpers(context.siteDir);
  const config = processPluginOptions(options, context);
  const worker = path.join(context.siteDir, ...WORKER);
  return {
    ...plugin,
    // The plugin's own postBuild would build lunr's index only for it to be dropped.
    async postBuild(props) {
      for (const version of processDocInfos(props, config)) {
        const documents = await scanDocuments(version.paths, config);
        writeFileSync(path.join(version.outDir, INDEX_FILE), searchIndexFile(documents));
      }
      // The exact symbols of each version (./symbols.ts), next to its index.
      for (const version of DOC_VERSIONS) {
        const dir = path.join(props.outDir, RELEASES[version].pathPrefix);
        writeFileSync(path.join(dir, SYMBOL_FILE), JSON.stringify(symbolFile(version)));
      }
    },
    configureWebpack(webpackConfig, isServer, webpackUtils, content) {
      const own = plugin.configureWebpack?.call(plugin, webpackConfig, isServer, webpackUtils, content) ?? {};
      const { NormalModuleReplacementPlugin } = webpackUtils.currentBundler.instance;
      return {
        ...own,
        plugins: [
          // `new Worker(new URL('./worker.js', import.meta.url))` in the plugin's searchByWorker.js.
          new NormalModuleReplacementPlugin(PLUGIN_WORKER_REQUEST, (resource: { request: string; context: string }) => {
            if (PLUGIN_WORKER_CONTEXT.test(resource.context)) resource.request = worker;
          }),
        ],
      };
    },
  };
}
