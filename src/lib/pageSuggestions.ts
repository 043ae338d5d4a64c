/**
 * The not-found page's suggestions: the same path in other versions and the
 * doc paths closest to an unknown one (src/components/PageFinder). Kept apart
 * from src/lib/docRoutes.ts, which the version dropdown loads on every page.
 * Unit-tested in tests/unit/doc-routes.test.ts.
 */
import { equivalentIds, pathWithinVersion, pathWords, type RouteDoc, type RouteVersion } from './docRoutes';

/** Levenshtein distance, iterative, two rows. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

export interface Suggestion {
  version: RouteVersion;
  doc: RouteDoc;
}

/** Where the same path exists in other versions (ids aliases included). */
export function samePageInVersions(versions: readonly RouteVersion[], pathname: string): Suggestion[] {
  const rest = pathWithinVersion(versions, pathname).replace(/\/$/, '');
  if (!rest) return [];
  const restIds = equivalentIds(rest.replace(/\/$/, ''));
  const results: Suggestion[] = [];
  for (const version of versions) {
    const doc = version.docs.find((d) => restIds.includes(d.id) || restIds.includes(d.id.replace(/\/index$/, '')));
    if (doc) results.push({ version, doc });
  }
  return results;
}

/** Similarity of two words, 0 (unrelated) to 1 (equal). */
function wordSimilarity(a: string, b: string): number {
  return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1);
}

/**
 * What the suggestions read of an unknown path: its first words, each cut
 * short. Doc paths have at most five words of at most 30 letters; an address
 * can hold 8 KB, whose edit distances to every doc path kept the main thread
 * busy for a second (docs/decisions/0101-not-found-suggestions-cap.md).
 */
export const MAX_WANTED_WORDS = 8;
export const MAX_WORD_LENGTH = 40;

/** The words of an unknown path that the suggestions compare, within the caps above. */
export function wantedWords(pathname: string): string[] {
  return pathWords(pathname.slice(0, MAX_WANTED_WORDS * (MAX_WORD_LENGTH + 1) * 2))
    .slice(0, MAX_WANTED_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** Two words at least this similar are taken for the same word (a typo or a shortened form). */
const MATCH = 0.6;

/**
 * How far a doc path is from the wanted one, by words: each wanted word is
 * matched to its closest word of the doc's path (so typos and shortened words
 * still match) and the matched ones are averaged; words of either path left
 * unmatched cost a little, so a path with noise after its first words (a
 * long mangled link) still finds its page. 0 is a perfect match; 1 is nothing
 * in common.
 */
export function pathDistance(
  wanted: string,
  candidate: string,
  similarity: (a: string, b: string) => number = wordSimilarity,
): number {
  const wantedList = wantedWords(wanted);
  const candidateWords = pathWords(candidate);
  if (!wantedList.length || !candidateWords.length) return 1;
  const best = wantedList.map((w) => Math.max(...candidateWords.map((c) => similarity(w, c))));
  const matched = best.filter((value) => value >= MATCH);
  if (!matched.length) return 1;
  const average = matched.reduce((sum, value) => sum + value, 0) / matched.length;
  const unmatched = candidateWords.filter((c) => Math.max(...wantedList.map((w) => similarity(w, c))) < MATCH);
  const unmatchedWanted = best.length - matched.length;
  return 1 - average + (0.1 * unmatched.length) / candidateWords.length + (0.2 * unmatchedWanted) / best.length;
}

/** wordSimilarity, remembered: doc paths share most of their words across versions. */
function rememberedSimilarity(): (a: string, b: string) => number {
  const known = new Map<string, number>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    let value = known.get(key);
    if (value === undefined) {
      value = wordSimilarity(a, b);
      known.set(key, value);
    }
    return value;
  };
}

/**
 * The docs whose path is closest to the unknown one, best first; only close
 * matches. Equal pages of several versions count once, in the version being
 * read when it has one.
 */
export function closestPages(
  versions: readonly RouteVersion[],
  pathname: string,
  preferred: RouteVersion | undefined,
  limit = 5,
): Suggestion[] {
  const wanted = pathWithinVersion(versions, pathname);
  if (!wantedWords(wanted).length) return [];
  const similarity = rememberedSimilarity();
  const scored = new Map<string, { score: number; suggestion: Suggestion }>();
  for (const version of versions) {
    for (const doc of version.docs) {
      const own = pathWithinVersion(versions, doc.path);
      const score = pathDistance(wanted, own, similarity);
      const current = scored.get(own);
      const better =
        !current ||
        score < current.score ||
        (score === current.score && preferred !== undefined && version.name === preferred.name);
      if (better) scored.set(own, { score, suggestion: { version, doc } });
    }
  }
  return [...scored.values()]
    .filter((entry) => entry.score <= 0.3)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}

/** A readable label for a doc id: `administration/firewall-configuration` → `Administration › Firewall configuration`. */
const ACRONYMS: Record<string, string> = { api: 'API', faq: 'FAQ', lti: 'LTI', turn: 'TURN', bbb: 'bbb' };

export function labelForId(id: string): string {
  const parts = id
    .replace(/\/index$/, '')
    .split('/')
    .filter((part) => part !== 'v3')
    .map((part) =>
      part
        .split('-')
        .map((word) => ACRONYMS[word] ?? word)
        .join(' '),
    )
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return parts.join(' › ');
}
