/**
 * Pure helpers over the docs route map (the versions and doc paths the docs
 * plugin publishes as global data at build time). Used by the version
 * dropdown and the not-found page; unit-tested in tests/unit/doc-routes.test.ts.
 */

export interface RouteDoc {
  id: string;
  path: string;
}

export interface RouteVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** URL prefix of the version, e.g. '/' or '/2.6'. */
  path: string;
  mainDocId: string;
  docs: readonly RouteDoc[];
}

/**
 * Doc ids that name the same page under different ids in some versions
 * (docs/requirements.md#versions): the misspelt `accessiblity` of 2.5–2.7 and 2.5-legacy's
 * `teaching/index`. Each group lists every spelling of one page.
 */
export const DOC_ID_ALIASES: readonly (readonly string[])[] = [
  ['accessibility', 'accessiblity'],
  ['teaching', 'teaching/index'],
];

/** Every id that names the same page as `id`, itself first. */
export function equivalentIds(id: string): string[] {
  const group = DOC_ID_ALIASES.find((ids) => ids.includes(id));
  return group ? [id, ...group.filter((other) => other !== id)] : [id];
}

/** The doc of `version` that is the same page as doc `id`, if that version has it. */
export function findEquivalentDoc(version: RouteVersion, id: string): RouteDoc | undefined {
  for (const candidate of equivalentIds(id)) {
    const doc = version.docs.find((d) => d.id === candidate);
    if (doc) return doc;
  }
  return undefined;
}

export function mainDoc(version: RouteVersion): RouteDoc {
  return version.docs.find((d) => d.id === version.mainDocId) ?? version.docs[0];
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** The version whose prefix the path is under (the longest prefix wins; the root version last). */
export function versionOfPath(versions: readonly RouteVersion[], pathname: string): RouteVersion | undefined {
  const sorted = [...versions].sort((a, b) => b.path.length - a.path.length);
  return sorted.find((v) => (v.path === '/' ? true : withSlash(pathname).startsWith(withSlash(v.path))));
}

/**
 * The path without any version-like first segment: a known version prefix
 * (`/2.6/x/` → `x/`) or an unknown one that looks like a release (`/2.8/x/`).
 */
export function pathWithinVersion(versions: readonly RouteVersion[], pathname: string): string {
  let rest = withSlash(pathname);
  const version = versionOfPath(versions, rest);
  if (version && version.path !== '/') rest = rest.slice(withSlash(version.path).length - 1);
  rest = rest.replace(/^\/v?\d+(\.\d+)+[^/]*\//, '/');
  return rest.replace(/^\/+/, '');
}

/** Words of a path, for search: `/2.8/administraton/instal/` → ['administraton', 'instal']. */
export function pathWords(pathname: string): string[] {
  return pathname
    .replace(/\.html?$/, '')
    .split(/[/\-_.]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 1 && !/^\d+$/.test(w) && w !== 'index' && w !== 'legacy' && w !== 'v3');
}

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
 * How far a doc path is from the wanted one, by words: each wanted word is
 * matched to its closest word of the doc's path (so typos and shortened words
 * still match); doc words left unmatched cost a little. 0 is a perfect match.
 */
export function pathDistance(wanted: string, candidate: string): number {
  const wantedWords = pathWords(wanted);
  const candidateWords = pathWords(candidate);
  if (!wantedWords.length || !candidateWords.length) return 1;
  const best = wantedWords.map((w) => Math.max(...candidateWords.map((c) => wordSimilarity(w, c))));
  const average = best.reduce((sum, value) => sum + value, 0) / best.length;
  const unmatched = candidateWords.filter((c) => Math.max(...wantedWords.map((w) => wordSimilarity(w, c))) < 0.6);
  return 1 - average + (0.1 * unmatched.length) / candidateWords.length;
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
  if (!pathWords(wanted).length) return [];
  const scored = new Map<string, { score: number; suggestion: Suggestion }>();
  for (const version of versions) {
    for (const doc of version.docs) {
      const own = pathWithinVersion(versions, doc.path);
      const score = pathDistance(wanted, own);
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
