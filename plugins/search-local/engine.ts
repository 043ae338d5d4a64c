/**
 * The search engine of the site: the navbar dropdown and the search page both
 * call `searchIndex` (through ./client/worker.ts), so one query gives the same
 * results in the same order in both.
 *
 * An index is one version's documents (./format.ts): page titles, headings,
 * descriptions, keywords and section texts, each part with its lunr index.
 * A query (./query.ts) is a list of groups, each satisfied by any of its
 * alternatives. Every page, heading and section that matches a group is a
 * candidate; a section also counts the groups its heading and its page's
 * title match, so "greenlight email" finds the mail settings section of the
 * Greenlight install page. Candidates are ranked by, in this order:
 * 1. how many groups they match;
 * 2. how few of those only by a near spelling or a completion (exact first);
 * 3. a page whose title matches every group, or a title or heading worded
 *    exactly as the query (a question of the FAQ);
 * 4. where the words matched (title, then heading, then description and
 *    keywords, then body; a match in the candidate's own text counts more),
 *    lunr's BM25 score, and for a trouble report, troubleshooting and FAQ pages.
 * Then no two results point to the same section and at most
 * MAX_RESULTS_PER_PAGE to the same page.
 */
import lunr from 'lunr';

import { TROUBLE_PAGES } from '../../src/data/searchWords';
import { buildPartIndex, type SearchDocument } from './format';
import {
  findSymbol,
  prepareSymbols,
  SYMBOL_PAGES,
  symbolAnchor,
  type PreparedSymbols,
  type SymbolFile,
} from './symbols';
import {
  buildVocabulary,
  capQuery,
  containsToken,
  expandQuery,
  KIND_QUALITY,
  parseQuery,
  type Alternative,
  type ParsedQuery,
  type QueryGroup,
  type Vocabulary,
  wordTerm,
} from './query';

/** The parts of an index file, in this order (the search plugin's document types). */
export const PART = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 } as const;

/** Results that may point to one page. */
export const MAX_RESULTS_PER_PAGE = 3;
/** For a long query, whose words are spread over several pages: one result per page first, then the others. */
export const LONG_RESULTS_PER_PAGE = 1;

/** Where a match is; `page` is any section of the candidate's page (long queries only). */
type Level = 'title' | 'heading' | 'description' | 'keywords' | 'body' | 'page';

/** What a match counts for, by where it is: in the candidate's own text, or in its page's or heading's. */
const OWN_WEIGHT: Record<Level, number> = { title: 8, heading: 5, description: 3, keywords: 3, body: 2, page: 0 };
const INHERITED_WEIGHT: Record<Level, number> = {
  title: 4,
  heading: 3,
  description: 1,
  keywords: 1,
  body: 0,
  page: 1.2,
};
/** Added to a match in the candidate's own text. */
const OWN_BONUS = 1;
/** Weight of lunr's BM25 score (as a share of the part's best) among matches of the same places. */
const BM25_WEIGHT = 1.5;
/** Added to troubleshooting and FAQ results of a trouble report. */
const TROUBLE_BONUS = 5;
/** Share of a generic word's match (src/data/searchWords.ts) that counts. */
const SOFT_SHARE = 0.4;
/** Added to a title or heading that has every word of the query, question words too ("What is BigBlueButton?"). */
const WORDING_BONUS = 6;
/** Queries of fewer words are not compared with headings word for word. */
const WORDING_MIN_WORDS = 3;
/**
 * From this many required groups on, a query is read as a sentence (an issue
 * title, a pasted line): each group counts by how rare its words are in the
 * version's sections (inverse document frequency), and a section also counts
 * the words found elsewhere on its page, so that the two or three words that
 * carry the meaning decide, not how many common words a section shares.
 */
export const LONG_QUERY_GROUPS = 3;
/** Least weight of a group in a long query, for words in nearly every section. */
const MIN_GROUP_WEIGHT = 0.25;

export interface IndexPart {
  type: number;
  /** Documents by lunr ref (the id as a string). */
  documents: Map<string, SearchDocument>;
  index: lunr.Index;
}

export interface PreparedIndex {
  parts: IndexPart[];
  /** Page title documents by page id. */
  pages: Map<number, SearchDocument>;
  vocabulary: Vocabulary;
  /** The version's exact symbols (./symbols.ts), when its symbol file loaded. */
  symbols?: PreparedSymbols;
}

/** One result, in the shape the search plugin's dropdown and the site's search page read. */
export interface SearchHit {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  metadata: lunr.MatchMetadata;
  /** Words to highlight on the result and, as `_highlight`, on the page it opens. */
  tokens: string[];
  score: number;
}

/**
 * A searchable index from one version's documents (one list per part) and, if
 * loaded, its symbol file. `built`: lunr's index of each part when already
 * built (the search worker builds them in steps, ../format.ts's
 * `buildPartIndexInSteps`).
 */
export function prepareIndex(
  documents: readonly (readonly SearchDocument[])[],
  symbols?: SymbolFile | null,
  built?: readonly lunr.Index[],
): PreparedIndex {
  const parts = documents.map((docs, type) => ({
    type,
    documents: new Map(docs.map((doc) => [String(doc.i), doc])),
    index: built?.[type] ?? buildPartIndex(docs),
  }));
  return {
    parts,
    pages: new Map((documents[PART.title] ?? []).map((doc) => [doc.i, doc])),
    vocabulary: buildVocabulary(documents.flatMap((docs) => docs.map((doc) => doc.t))),
    ...(symbols ? { symbols: prepareSymbols(symbols) } : null),
  };
}

/** Ids of symbol results, below every document id (documents count from 0). */
const SYMBOL_DOCUMENT_ID = -1;

/**
 * The result for the symbol a query names: a heading-like result that opens
 * the symbol's table row on its page, titled with its name, what it is and
 * the releases that have it. Null when the query names none or the page is
 * not in the index.
 */
export function symbolHit(index: PreparedIndex, input: string): SearchHit | null {
  const symbol = index.symbols ? findSymbol(index.symbols, capQuery(input)) : null;
  if (!symbol) return null;
  const path = `/${SYMBOL_PAGES[symbol.kind].page}/`;
  const page = [...index.pages.values()].find((doc) => doc.u.endsWith(path));
  if (!page) return null;
  const title = `${symbol.name} (${SYMBOL_PAGES[symbol.kind].label}${symbol.call ? ` of ${symbol.call}` : ''}; ${symbol.releases})`;
  return {
    document: {
      i: SYMBOL_DOCUMENT_ID,
      t: title,
      u: page.u,
      h: `#${symbolAnchor(symbol.kind, symbol.name, symbol.call)}`,
      p: page.i,
    },
    type: PART.heading,
    page,
    metadata: {},
    tokens: [symbol.name],
    score: Number.MAX_SAFE_INTEGER,
  };
}

interface PartMatch {
  document: SearchDocument;
  terms: ReadonlySet<string>;
  metadata: lunr.MatchMetadata;
  /** lunr's score as a share of the best in its part. */
  relative: number;
}

/** Every document of a part that holds any of the terms. */
function matchPart(part: IndexPart, terms: ReadonlyMap<string, number>): Map<string, PartMatch> {
  const results = part.index.query((query) => {
    for (const [term, boost] of terms) {
      query.term(term, {
        usePipeline: false,
        presence: lunr.Query.presence.OPTIONAL,
        wildcard: lunr.Query.wildcard.NONE,
        boost,
      });
    }
  });
  const best = results[0]?.score || 1;
  const matches = new Map<string, PartMatch>();
  for (const result of results) {
    const document = part.documents.get(result.ref);
    if (!document) continue;
    matches.set(result.ref, {
      document,
      terms: new Set(Object.keys(result.matchData.metadata)),
      metadata: result.matchData.metadata,
      relative: result.score / best,
    });
  }
  return matches;
}

/** A text a candidate is matched in, and where it is. */
interface Place {
  level: Level;
  own: boolean;
  match: PartMatch;
}

function satisfies(alt: Alternative, place: Place): boolean {
  return (
    alt.terms.every((term) => place.match.terms.has(term)) &&
    (!alt.literal || containsToken(place.match.document.t, alt.literal))
  );
}

interface Ranked {
  document: SearchDocument;
  type: number;
  metadata: lunr.MatchMetadata;
  pageId: number;
  key: string;
  coverage: number;
  fuzzy: number;
  /** A page whose title has every word, or a title or heading worded as the query. */
  titleAll: boolean;
  score: number;
}

function rank(
  query: ParsedQuery,
  document: SearchDocument,
  type: number,
  places: Place[],
  trouble: boolean,
  weights: readonly (readonly number[])[] | null,
): Ranked {
  const own = places.find((p) => p.own);
  let coverage = 0;
  let fuzzy = 0;
  let score = 0;
  for (const [index, group] of query.groups.entries()) {
    let best = 0;
    let exact = false;
    for (const [altIndex, alt] of group.alternatives.entries()) {
      // In a long query each alternative counts by the rarity of its own words.
      const rarity = weights ? weights[index][altIndex] : 1;
      for (const place of places) {
        if (!satisfies(alt, place)) continue;
        const weight = (place.own ? OWN_WEIGHT[place.level] + OWN_BONUS : INHERITED_WEIGHT[place.level]) || 0.5;
        best = Math.max(best, weight * KIND_QUALITY[alt.kind] * rarity);
        if (alt.kind === 'exact' || alt.kind === 'synonym') exact = true;
      }
    }
    if (best > 0 && group.soft) {
      score += best * SOFT_SHARE;
    } else if (best > 0) {
      coverage += 1;
      if (!exact) fuzzy += 1;
      score += best;
    }
  }
  const title = places.find((p) => p.level === 'title');
  const titleAll =
    type === PART.title &&
    !!title &&
    query.groups.every((group) => group.soft || group.alternatives.some((alt) => satisfies(alt, title)));
  score += (own?.match.relative ?? 0) * BM25_WEIGHT + (trouble ? TROUBLE_BONUS : 0);
  const worded =
    !!own &&
    (own.level === 'title' || own.level === 'heading') &&
    query.wording.length >= WORDING_MIN_WORDS &&
    coverage === query.groups.filter((g) => !g.soft).length &&
    hasWording(own.match.document.t, query.wording);
  if (worded) score += WORDING_BONUS;
  const pageId = type === PART.title ? document.i : (document.p ?? document.i);
  return {
    document,
    type,
    metadata: own?.match.metadata ?? {},
    pageId,
    key: `${document.u}${document.h ?? ''}`,
    coverage,
    fuzzy,
    titleAll: titleAll || worded,
    score,
  };
}

/** Long queries: the weighted score decides, then what short queries go by. */
function compareLong(a: Ranked, b: Ranked): number {
  return b.score - a.score || b.coverage - a.coverage || a.document.i - b.document.i;
}

function compare(a: Ranked, b: Ranked): number {
  return (
    b.coverage - a.coverage ||
    a.fuzzy - b.fuzzy ||
    Number(b.titleAll) - Number(a.titleAll) ||
    b.score - a.score ||
    a.document.i - b.document.i
  );
}

/** The words of titles and headings as terms, stop words included, made once per text. */
const wordingTerms = new Map<string, ReadonlySet<string>>();

/** Whether a text has every word of the query's wording. */
function hasWording(text: string, wording: readonly string[]): boolean {
  let words = wordingTerms.get(text);
  if (!words) {
    words = new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}_'-]+/u)
        .filter(Boolean)
        .map(wordTerm),
    );
    wordingTerms.set(text, words);
  }
  return wording.every((term) => words.has(term));
}

const troublePaths = TROUBLE_PAGES.map((id) => `/${id}/`);

function isTroublePage(url: string | undefined): boolean {
  return !!url && troublePaths.some((path) => url.endsWith(path));
}

/** The highlight words of a query: what was typed and what it was matched as (completions are found by their start). */
function highlightTokens(query: ParsedQuery): string[] {
  const tokens = query.groups.flatMap((group) =>
    group.alternatives.filter((alt) => alt.kind !== 'prefix').map((alt) => alt.surface),
  );
  return [...new Set(tokens)];
}

/** Inverse document frequencies of terms in an index's sections, made once per term. */
const idfCache = new WeakMap<PreparedIndex, Map<string, number>>();

function idf(index: PreparedIndex, term: string): number {
  let cache = idfCache.get(index);
  if (!cache) {
    cache = new Map();
    idfCache.set(index, cache);
  }
  let value = cache.get(term);
  if (value === undefined) {
    const part = index.parts[PART.content];
    const total = part?.documents.size ?? 0;
    const posting = (part?.index as unknown as { invertedIndex: Record<string, { t?: object } | undefined> })
      ?.invertedIndex?.[term];
    const count = posting?.t ? Object.keys(posting.t).length : 0;
    value = Math.log(1 + total / (count + 1));
    cache.set(term, value);
  }
  return value;
}

/**
 * How much each alternative of a group counts in a long query: the rarity of
 * the group's rarest words (a near spelling a little less), except that a
 * completion of the last word counts no more than its own words' rarity (the
 * completions of a rare word are often common words).
 */
function alternativeWeights(index: PreparedIndex, group: QueryGroup): number[] {
  const rarity = (alt: Alternative) => Math.min(...alt.terms.map((term) => idf(index, term)));
  let weight = 0;
  for (const alt of group.alternatives) {
    if (alt.kind !== 'prefix') weight = Math.max(weight, rarity(alt) * (alt.kind === 'fuzzy' ? 0.8 : 1));
  }
  return group.alternatives.map((alt) =>
    Math.max(MIN_GROUP_WEIGHT, alt.kind === 'prefix' ? Math.min(weight, rarity(alt)) : weight),
  );
}

/** The ranked results of a query in an index, at most `limit`: the symbol it names first, if any. */
export function searchIndex(index: PreparedIndex, input: string, limit: number): SearchHit[] {
  if (limit <= 0) return [];
  const symbol = symbolHit(index, input);
  const hits = rankedHits(index, input, symbol ? limit - 1 : limit);
  return symbol ? [symbol, ...hits] : hits;
}

/** The ranked results of the index's documents, at most `limit`. */
function rankedHits(index: PreparedIndex, input: string, limit: number): SearchHit[] {
  const query = expandQuery(parseQuery(input), index.vocabulary);
  if (query.groups.length === 0 || limit <= 0) return [];
  const terms = new Map<string, number>();
  const required = new Set<string>();
  for (const group of query.groups) {
    for (const alt of group.alternatives) {
      for (const term of alt.terms) {
        terms.set(term, Math.max(terms.get(term) ?? 0, KIND_QUALITY[alt.kind]));
        if (!group.soft) required.add(term);
      }
    }
  }
  // Generic words are in most sections: they count only in titles, headings, descriptions and keywords.
  const bodyTerms = new Map([...terms].filter(([term]) => required.has(term)));
  const matches = index.parts.map((part) => matchPart(part, part.type === PART.content ? bodyTerms : terms));
  const byPage = (part: number, pageId: number | undefined) =>
    pageId === undefined ? undefined : matches[part]?.get(String(pageId));
  const headings = new Map<string, PartMatch>();
  for (const match of matches[PART.heading]?.values() ?? []) {
    headings.set(`${match.document.p}${match.document.h}`, match);
  }
  const long = query.groups.filter((g) => !g.soft).length >= LONG_QUERY_GROUPS;
  const weights = long ? query.groups.map((group) => alternativeWeights(index, group)) : null;
  // Long queries: every section of a page also counts the words found in the page's other sections.
  const pageBodies = new Map<number, PartMatch>();
  if (long) {
    for (const match of matches[PART.content]?.values() ?? []) {
      const pageId = match.document.p;
      if (pageId === undefined) continue;
      const body = pageBodies.get(pageId);
      if (body) {
        for (const term of match.terms) (body.terms as Set<string>).add(term);
        body.document = { ...body.document, t: `${body.document.t} ${match.document.t}` };
      } else {
        pageBodies.set(pageId, { ...match, terms: new Set(match.terms), relative: 0 });
      }
    }
  }
  const pagePlaces = (pageId: number | undefined, own: boolean): Place[] => {
    const body = pageId === undefined ? undefined : pageBodies.get(pageId);
    return (
      [
        ['title', byPage(PART.title, pageId)],
        ['description', byPage(PART.description, pageId)],
        ['keywords', byPage(PART.keywords, pageId)],
        ['page', body],
      ] as const
    ).flatMap(([level, match]) => (match ? [{ level, own: own && level !== 'page', match }] : []));
  };

  const candidates: Ranked[] = [];
  const pageIds = new Set(
    [PART.title, PART.description, PART.keywords].flatMap((part) => [...(matches[part]?.keys() ?? [])].map(Number)),
  );
  for (const pageId of pageBodies.keys()) pageIds.add(pageId);
  for (const pageId of pageIds) {
    const document = index.pages.get(pageId);
    if (!document) continue;
    candidates.push(
      rank(query, document, PART.title, pagePlaces(pageId, true), query.trouble && isTroublePage(document.u), weights),
    );
  }
  for (const match of matches[PART.heading]?.values() ?? []) {
    const places: Place[] = [{ level: 'heading', own: true, match }, ...pagePlaces(match.document.p, false)];
    const url = index.pages.get(match.document.p ?? -1)?.u;
    candidates.push(rank(query, match.document, PART.heading, places, query.trouble && isTroublePage(url), weights));
  }
  for (const match of matches[PART.content]?.values() ?? []) {
    const heading = match.document.h ? headings.get(`${match.document.p}${match.document.h}`) : undefined;
    const places: Place[] = [
      { level: 'body', own: true, match },
      ...(heading ? [{ level: 'heading' as const, own: false, match: heading }] : []),
      ...pagePlaces(match.document.p, false),
    ];
    const url = index.pages.get(match.document.p ?? -1)?.u;
    candidates.push(rank(query, match.document, PART.content, places, query.trouble && isTroublePage(url), weights));
  }
  if (candidates.length === 0) return [];

  const most = Math.max(...candidates.map((c) => c.coverage));
  // Every group when some result has them all; with three or more, one in three may be missing (one in two in a long query).
  const requiredGroups = query.groups.filter((g) => !g.soft).length;
  const least = Math.max(1, most - Math.floor(requiredGroups / (long ? 2 : 3)));
  candidates.sort(long ? compareLong : compare);
  const tokens = highlightTokens(query);
  const seen = new Set<string>();
  const perPage = new Map<number, number>();
  const chosen: Ranked[] = [];
  // A long query first takes the best result of each page, then further sections of the pages already listed.
  const passes = long ? [LONG_RESULTS_PER_PAGE, MAX_RESULTS_PER_PAGE] : [MAX_RESULTS_PER_PAGE];
  for (const perPageLimit of passes) {
    for (const candidate of candidates) {
      if (chosen.length >= limit) break;
      if (candidate.coverage < least || seen.has(candidate.key)) continue;
      const count = perPage.get(candidate.pageId) ?? 0;
      if (count >= perPageLimit) continue;
      seen.add(candidate.key);
      perPage.set(candidate.pageId, count + 1);
      chosen.push(candidate);
    }
  }
  const hits: SearchHit[] = chosen.map((candidate) => ({
    document: candidate.document,
    type: candidate.type,
    page: candidate.type === PART.title ? undefined : index.pages.get(candidate.pageId) || false,
    metadata: candidate.metadata,
    tokens,
    score: candidate.score,
  }));
  return hits;
}
