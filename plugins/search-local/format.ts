/**
 * The search index files, as the site ships them.
 *
 * The search plugin writes one file per docs version: a list of five parts
 * (page titles, headings, descriptions, keywords, section text), each with its
 * documents and a serialised lunr index. That lunr index (every word's
 * postings with positions, the term weights, the token set) is two thirds of
 * the file, and all of it follows from the documents. So the file the site
 * ships keeps, per part:
 * - `documents`: the documents as rows of values, without the fields that
 *   other documents already give (a heading's page URL, a section's title);
 * - `index`: the recipe lunr's index is built with, which the browser's search
 *   worker follows to rebuild it, exactly as the plugin builds it.
 *
 * Used at build time (plugins/search-local) and in the browser (its worker).
 */
import type { SearchDocument } from './upstream/searchByWorker';
import lunr from 'lunr';

export type { SearchDocument };

type Key = keyof SearchDocument;
/** Keys that can be computed from other documents. */
type DerivedKey = 'u' | 's';

const KEYS: readonly Key[] = ['i', 't', 'u', 'h', 'p', 'b', 's'];
const DERIVABLE: readonly DerivedKey[] = ['u', 's'];

/** Parts whose documents the derived keys are computed from. */
const TITLE_PART = 0;
const HEADING_PART = 1;

/** How lunr's index of a part is built (the plugin's way for English). */
export interface IndexRecipe {
  /** The lunr version the index was first built with. */
  lunr: string;
  ref: 'i';
  fields: ['t'];
  metadataWhitelist: ['position'];
  /** lunr's default English pipeline: trimmer, stop word filter, stemmer. */
  pipeline: ['trimmer', 'stopWordFilter', 'stemmer'];
}

type Value = string | number | string[] | null;

/** A part of the index as the site ships it. */
export interface ShippedIndexPart {
  documents: {
    /** The stored keys, one column of values each. */
    keys: Key[];
    /** Keys computed from other documents when the file is read. */
    derived: DerivedKey[];
    /**
     * One column per stored key, one value per document; `null` where a
     * document has no value. Ids (`i`, `p`) are stored as the difference from
     * the previous id in their column: mostly small numbers that repeat.
     */
    columns: Value[][];
  };
  index: IndexRecipe;
}

/** Keys whose columns are stored as differences. */
const DELTA_KEYS: ReadonlySet<Key> = new Set(['i', 'p']);

function encodeColumn(key: Key, values: Value[]): Value[] {
  if (!DELTA_KEYS.has(key)) return values;
  let previous = 0;
  return values.map((value) => {
    if (typeof value !== 'number') return value;
    const delta = value - previous;
    previous = value;
    return delta;
  });
}

function decodeColumn(key: Key, values: Value[]): Value[] {
  if (!DELTA_KEYS.has(key)) return values;
  let previous = 0;
  return values.map((value) => {
    if (typeof value !== 'number') return value;
    previous += value;
    return previous;
  });
}

export function indexRecipe(): IndexRecipe {
  return {
    lunr: lunr.version,
    ref: 'i',
    fields: ['t'],
    metadataWhitelist: ['position'],
    pipeline: ['trimmer', 'stopWordFilter', 'stemmer'],
  };
}

/** Looks up what a derived key's value would be from the page titles and headings. */
function deriver(titles: readonly SearchDocument[], headings: readonly SearchDocument[]) {
  const pages = new Map(titles.map((doc) => [doc.i, doc]));
  const headingTitles = new Map(headings.map((doc) => [`${doc.p}${doc.h}`, doc.t]));
  return (key: DerivedKey, doc: SearchDocument): string | undefined => {
    const page = doc.p === undefined ? undefined : pages.get(doc.p);
    if (!page) return undefined;
    if (key === 'u') return page.u;
    // A section under a heading has that heading's title; the text before the first heading has the page's.
    return doc.h ? headingTitles.get(`${doc.p}${doc.h}`) : page.t;
  };
}

/** The shipped form of the documents of the plugin's index parts. */
export function packSearchIndex(parts: readonly { documents: SearchDocument[] }[]): ShippedIndexPart[] {
  const derive = deriver(parts[TITLE_PART]?.documents ?? [], parts[HEADING_PART]?.documents ?? []);
  return parts.map(({ documents }, part) => {
    const present = KEYS.filter((key) => documents.some((doc) => doc[key] !== undefined));
    // Page titles are what the others are derived from: they keep every value.
    const derived =
      part === TITLE_PART
        ? []
        : DERIVABLE.filter(
            (key) =>
              present.includes(key) &&
              documents.every((doc) => doc[key] !== undefined && derive(key, doc) === doc[key]),
          );
    const keys = present.filter((key) => !derived.includes(key as DerivedKey));
    const columns = keys.map((key) =>
      encodeColumn(
        key,
        documents.map((doc) => doc[key] ?? null),
      ),
    );
    return { documents: { keys, derived, columns }, index: indexRecipe() };
  });
}

/** The documents of each part, read back from the shipped form. */
export function unpackSearchIndex(parts: readonly ShippedIndexPart[]): SearchDocument[][] {
  const stored = parts.map(({ documents: { keys, columns } }) => {
    const decoded = keys.map((key, column) => decodeColumn(key, columns[column]));
    const count = decoded[0]?.length ?? 0;
    return Array.from({ length: count }, (_, row) => {
      const doc: Record<string, unknown> = {};
      keys.forEach((key, column) => {
        const value = decoded[column][row];
        if (value !== null && value !== undefined) doc[key] = value;
      });
      return doc as unknown as SearchDocument;
    });
  });
  const derive = deriver(stored[TITLE_PART] ?? [], stored[HEADING_PART] ?? []);
  parts.forEach(({ documents: { derived } }, part) => {
    for (const doc of stored[part]) {
      for (const key of derived) {
        // Only keys every document of the part could derive are listed (the build checks it by reading back).
        const value = derive(key, doc);
        if (value !== undefined) doc[key] = value;
      }
    }
  });
  return stored;
}

/** Throws unless the file was written in the form this code reads. */
export function assertShippedIndex(parts: unknown): asserts parts is ShippedIndexPart[] {
  const expected = indexRecipe();
  const ok =
    Array.isArray(parts) &&
    parts.every((part: Partial<ShippedIndexPart> | null) => {
      const recipe = part?.index;
      return (
        Array.isArray(part?.documents?.columns) &&
        Array.isArray(part?.documents?.keys) &&
        part.documents.columns.length === part.documents.keys.length &&
        recipe?.ref === expected.ref &&
        JSON.stringify(recipe.fields) === JSON.stringify(expected.fields) &&
        JSON.stringify(recipe.pipeline) === JSON.stringify(expected.pipeline)
      );
    });
  if (!ok) throw new Error('The search index is not in the expected format.');
}

/** lunr's index of one part's documents, built as the plugin builds it for English. */
export function buildPartIndex(documents: readonly SearchDocument[]): lunr.Index {
  return lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) {
      // lunr needs the ref as a string.
      this.add({ ...doc, i: String(doc.i) });
    }
  });
}
