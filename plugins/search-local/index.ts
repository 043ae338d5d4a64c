/**
 * The local search plugin (@easyops-cn/docusaurus-search-local) with smaller
 * indexes. It is the plugin itself, same name, options and theme; only its
 * postBuild is followed by `compactSearchIndex` on every index it wrote.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import * as searchLocalModule from '@easyops-cn/docusaurus-search-local';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The package's type declarations describe only its options; the module is the plugin.
const searchLocal = (searchLocalModule as unknown as { default: PluginModule<unknown> }).default;
export const validateOptions = (searchLocalModule as unknown as { validateOptions: PluginModule['validateOptions'] })
  .validateOptions;

/** Part of lunr's serialised index that this file changes. */
interface SerialisedIndex {
  invertedIndex: [string, Record<string, unknown>][];
  fieldVectors: [string, number[]][];
  [key: string]: unknown;
}
type Postings = Record<string, { position?: [number, number][] } & Record<string, unknown>>;

/** Decimal places kept in the term weights: ranking depends on their order, not on the fourth digit. */
const WEIGHT_DECIMALS = 2;

/**
 * Makes one index smaller without changing what a query finds:
 * - each term keeps only its first position in each section. The plugin uses
 *   positions only to pick and highlight the excerpt shown under a result,
 *   which is centred on the first match anyway (later matches of the same
 *   word fall outside its 50 to 100 characters, or lose only their mark);
 * - term weights (the field vectors used for ranking) are rounded to two
 *   decimals instead of three.
 * Returns the compacted index; the input is not changed.
 */
export function compactSearchIndex<T extends { index: SerialisedIndex }>(parts: T[]): T[] {
  return parts.map((part) => {
    const invertedIndex = part.index.invertedIndex.map(([term, entry]): [string, Record<string, unknown>] => {
      const fields = Object.fromEntries(
        Object.entries(entry).map(([field, value]) => {
          if (field === '_index') return [field, value];
          const postings = Object.fromEntries(
            Object.entries(value as Postings).map(([ref, metadata]) => [
              ref,
              metadata.position && metadata.position.length > 1
                ? { ...metadata, position: metadata.position.slice(0, 1) }
                : metadata,
            ]),
          );
          return [field, postings];
        }),
      );
      return [term, fields];
    });
    const factor = 10 ** WEIGHT_DECIMALS;
    const fieldVectors = part.index.fieldVectors.map(([ref, vector]): [string, number[]] => [
      ref,
      // The vector alternates term index, weight.
      vector.map((value, i) => (i % 2 === 1 ? Math.round(value * factor) / factor : value)),
    ]);
    return { ...part, index: { ...part.index, invertedIndex, fieldVectors } };
  });
}

/** The plugin's index files under the build directory (one per docs version; its name may carry a context suffix). */
export function searchIndexFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])search-index[^\\/]*\.json$/.test(file))
    .map((file) => path.join(outDir, file));
}

export default function searchLocalPlugin(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options) as Plugin;
  const postBuild = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.call(plugin, props);
      for (const file of searchIndexFiles(props.outDir)) {
        const parts = JSON.parse(readFileSync(file, 'utf8')) as { index: SerialisedIndex }[];
        writeFileSync(file, JSON.stringify(compactSearchIndex(parts)));
      }
    },
  };
}
