/**
 * The search index files, as the site ships them.
 *
 * Each docs version's index has five parts (page titles, headings,
 * descriptions, keywords, section texts; the scanner's, ./scan.ts). A
 * serialised lunr index (every word's postings with positions, the term
 * weights, the token set) would be two thirds of the bytes, and all of it
 * follows from the documents. So the files keep, per part:
 * - `documents`: the documents as rows of values, without the fields that
 *   other documents already give (a heading's page URL, a section's title);
 * - `index`: the recipe lunr's index is built with, which the browser's search
 *   worker follows to build it.
 * The parts are shipped in two files (./files.ts): the first four, then the
 * section texts, so that the worker can answer from the first file early.
 *
 * Used at build time (./index.ts) and in the browser (./client/worker.ts).
 */
import lunr from 'lunr';

/** One document of the index: a page title, a heading, a description, keywords or a section's text. */
export interface SearchDocument {
  /** Id: a page's parts (title, description, keywords) share the page's id. */
  i: number;
  /** Text: a page title, a heading, a description, keywords or a section's text. */
  t: string;
  /** Page URL. */
  u: string;
  /** Anchor of the heading within the page (`#name`). */
  h?: string;
  /** Id of the page the document belongs to. */
  p?: number;
  /** Breadcrumbs (page titles only). */
  b?: string[];
  /** Title of the section the document belongs to. */
  s?: string;
}

type Key = keyof SearchDocument;
/** Keys that can be computed from other documents. */
type DerivedKey = 'u' | 's';

const KEYS: readonly Key[] = ['i', 't', 'u', 'h', 'p', 'b', 's'];
const DERIVABLE: readonly DerivedKey[] = ['u', 's'];

/** Parts whose documents the derived keys are computed from. */
const TITLE_PART = 0;
const HEADING_PART = 1;

/** How lunr's index of a part is built (English: lunr's default pipeline). */
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
     * After the headings part, an anchor (`h`) that names one of its page's
     * headings is stored as that heading's 1-based position on the page.
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

/**
 * Each page's heading anchors, in page order. A section's anchor (`h`) is
 * always one of its page's headings, so the files store it as its 1-based
 * position in this list: a small number instead of a string (4 KB gzip of
 * 3.0's section texts). An anchor that is not a heading stays a string.
 */
function headingAnchors(headings: readonly SearchDocument[]): Map<number, string[]> {
  const anchors = new Map<number, string[]>();
  for (const doc of headings) {
    if (doc.p === undefined || doc.h === undefined) continue;
    const list = anchors.get(doc.p) ?? [];
    list.push(doc.h);
    anchors.set(doc.p, list);
  }
  return anchors;
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

/** The shipped form of the documents of an index's parts. */
export function packSearchIndex(parts: readonly { documents: SearchDocument[] }[]): ShippedIndexPart[] {
  const derive = deriver(parts[TITLE_PART]?.documents ?? [], parts[HEADING_PART]?.documents ?? []);
  const anchors = headingAnchors(parts[HEADING_PART]?.documents ?? []);
  /** A stored value: after the headings part, an anchor is its heading's position when it has one. */
  const stored = (key: Key, doc: SearchDocument, part: number): Value => {
    const value = doc[key] ?? null;
    if (key !== 'h' || part <= HEADING_PART || typeof value !== 'string' || doc.p === undefined) return value;
    const position = anchors.get(doc.p)?.indexOf(value) ?? -1;
    return position >= 0 ? position + 1 : value;
  };
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
        documents.map((doc) => stored(key, doc, part)),
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
  const anchors = headingAnchors(stored[HEADING_PART] ?? []);
  stored.slice(HEADING_PART + 1).forEach((documents) => {
    for (const doc of documents) {
      const position: unknown = doc.h;
      if (typeof position === 'number' && doc.p !== undefined) doc.h = anchors.get(doc.p)?.[position - 1];
    }
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

/** lunr's index of one part's documents, built for English (the recipe of `indexRecipe`). */
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

/** Documents added between two pauses of `buildPartIndexInSteps`. */
const DOCUMENTS_PER_STEP = 40;

/**
 * The index of `buildPartIndex`, built in steps with `pause()` awaited between
 * them, so that the search worker answers the messages that arrive meanwhile.
 * The builder is set up as `lunr()` sets it up (same pipelines), so the two
 * give the same index.
 */
export async function buildPartIndexInSteps(
  documents: readonly SearchDocument[],
  pause: () => Promise<void>,
): Promise<lunr.Index> {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('i');
  builder.field('t');
  builder.metadataWhitelist = ['position'];
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_STEP) {
    if (start > 0) await pause();
    for (const doc of documents.slice(start, start + DOCUMENTS_PER_STEP)) builder.add({ ...doc, i: String(doc.i) });
  }
  return builder.build();
}
