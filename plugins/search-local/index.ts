/**
 * The site's search, owned end to end (README.md beside this file):
 * - adds the /search/ page (`@theme/SearchPage`, src/theme/SearchPage);
 * - gives the browser the index files' version stamp (`usePluginData`), so a
 *   new build's index is never read from an old cache;
 * - after the build, scans each docs version's pages (./scan.ts) and writes
 *   its index files (./format.ts, ./files.ts) and its symbol file
 *   (./symbols.ts, made from the typed data by ./symbolsData.ts) into that
 *   version's folder (the latest version's at the root of the build).
 * The search worker (./client/worker.ts) and the engine (./engine.ts) answer
 * the navbar search (src/theme/SearchBar) and the search page alike.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { CONTENT_FILE, HEAD_FILE, HEAD_PARTS, SYMBOL_FILE } from './files';
import { packSearchIndex, unpackSearchIndex, type SearchDocument } from './format';
import { idCounter, scanPages, type PageFile } from './scan';
import { symbolFile } from './symbolsData';
import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';

export const PLUGIN_NAME = 'search-local';

/** A part of the docs that search can be limited to (`ctx` on the search page). */
export interface SearchContext {
  /** Path below the version's path, without slashes: `greenlight`. */
  path: string;
  label: string;
}

export interface SearchLocalOptions {
  /** Elements left out of the index (CSS selectors). */
  ignoreSelectors: string[];
  /** Routes (without the base URL and the trailing slash) not indexed. */
  ignoreRoutes: RegExp[];
  /** Results the navbar dropdown shows. */
  dropdownResults: number;
  /** Parts of the docs a search can be limited to. */
  contexts: SearchContext[];
}

/** What the browser reads with `usePluginData(PLUGIN_NAME)`. */
export interface SearchGlobalData {
  /** Changes whenever the indexed sources change: the index files' cache-busting query. */
  stamp: string;
}

/** The version of the index form (./format.ts, ./scan.ts): part of the stamp. */
const FORMAT_VERSION = '2';

/** One docs version, as the docs plugin loaded it. */
interface LoadedVersion {
  path: string;
  isLast: boolean;
  docs: { permalink: string }[];
}

/** One version's pages and the folder its index file goes to. */
export interface VersionPages {
  outDir: string;
  pages: PageFile[];
}

/**
 * The pages of each docs version: the routes of the build that are docs of that
 * version, minus the search page, not-found pages and `ignoreRoutes`.
 */
export function versionPages(
  versions: readonly LoadedVersion[],
  routesPaths: readonly string[],
  outDir: string,
  baseUrl: string,
  ignoreRoutes: readonly RegExp[],
): VersionPages[] {
  const sorted = [...routesPaths].sort();
  const result: VersionPages[] = [];
  for (const version of versions) {
    const route = version.path.slice(baseUrl.length);
    const versionOutDir = version.isLast ? outDir : path.join(outDir, ...route.split('/').filter(Boolean));
    const permalinks = new Set(version.docs.map((doc) => doc.permalink));
    const pages = sorted.flatMap((url): PageFile[] => {
      const routePath = url.slice(baseUrl.length).replace(/\/$/, '');
      if (routePath === '404.html' || routePath === 'search') return [];
      if (ignoreRoutes.some((pattern) => pattern.test(routePath))) return [];
      // Permalinks of index pages end with a slash, others do not; routes all do (trailingSlash).
      if (!permalinks.has(url) && !permalinks.has(url.replace(/\/$/, ''))) return [];
      return [{ filePath: path.join(outDir, routePath, 'index.html'), url }];
    });
    if (pages.length) result.push({ outDir: versionOutDir, pages });
  }
  return result.sort((a, b) => a.outDir.localeCompare(b.outDir));
}

/** The index files' contents for one version's documents; throws if reading them back would not give them. */
export function searchIndexFiles(documents: SearchDocument[][]): { head: string; content: string } {
  const shipped = packSearchIndex(documents.map((docs) => ({ documents: docs })));
  const head = shipped.slice(0, HEAD_PARTS);
  const content = shipped.slice(HEAD_PARTS);
  const readBack = unpackSearchIndex(JSON.parse(JSON.stringify([...head, ...content])));
  if (
    !isDeepStrictEqual(readBack, documents) ||
    !isDeepStrictEqual(unpackSearchIndex(head), documents.slice(0, HEAD_PARTS))
  ) {
    throw new Error('The search index does not read back to the documents it was written from.');
  }
  return { head: JSON.stringify(head), content: JSON.stringify(content) };
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (entry.isFile()) hash.update(entry.name).update(readFileSync(full));
  }
}

/** A short hash of the docs sources and the index form: a new value means new index files. */
export function sourcesStamp(siteDir: string): string {
  const hash = createHash('sha256').update(FORMAT_VERSION);
  for (const dir of ['docs', 'versioned_docs', 'src']) hashTree(hash, path.join(siteDir, dir));
  return hash.digest('hex').slice(0, 8);
}

/** The options with their defaults; throws for values the plugin cannot use. */
export function normalizeOptions(options: Partial<SearchLocalOptions>): SearchLocalOptions {
  const valid: SearchLocalOptions = {
    ignoreSelectors: options.ignoreSelectors ?? [],
    ignoreRoutes: options.ignoreRoutes ?? [],
    dropdownResults: options.dropdownResults ?? 8,
    contexts: options.contexts ?? [],
  };
  if (!Number.isInteger(valid.dropdownResults) || valid.dropdownResults < 1) {
    throw new Error('plugins/search-local: dropdownResults must be a positive whole number.');
  }
  for (const context of valid.contexts) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(context.path)) {
      throw new Error(`plugins/search-local: context path "${context.path}" must be one folder name.`);
    }
  }
  return valid;
}

export default function searchLocalPlugin(context: LoadContext, given: unknown): Plugin {
  const options = normalizeOptions((given ?? {}) as Partial<SearchLocalOptions>);
  const { baseUrl } = context.siteConfig;
  return {
    name: PLUGIN_NAME,
    async contentLoaded({ actions }) {
      actions.setGlobalData({ stamp: sourcesStamp(context.siteDir) } satisfies SearchGlobalData);
      actions.addRoute({ path: `${baseUrl}search/`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild(props) {
      const docsPlugins = (props.plugins ?? []).filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const versions = docsPlugins.flatMap(
        (plugin) => (plugin.content as { loadedVersions: LoadedVersion[] }).loadedVersions,
      );
      const nextId = idCounter();
      for (const version of versionPages(versions, props.routesPaths, props.outDir, baseUrl, options.ignoreRoutes)) {
        const documents = await scanPages(version.pages, options.ignoreSelectors, nextId);
        const files = searchIndexFiles(documents);
        writeFileSync(path.join(version.outDir, HEAD_FILE), files.head);
        writeFileSync(path.join(version.outDir, CONTENT_FILE), files.content);
      }
      // The exact symbols of each version (./symbols.ts), next to its index.
      for (const version of DOC_VERSIONS) {
        const dir = path.join(props.outDir, RELEASES[version].pathPrefix);
        writeFileSync(path.join(dir, SYMBOL_FILE), JSON.stringify(symbolFile(version)));
      }
    },
  };
}
