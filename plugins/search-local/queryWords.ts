/**
 * The parts of query reading (./query.ts) that need no index and no lunr:
 * capping a query, release numbers and package codenames, and the docs
 * version a query names. The search page imports them directly, to put the
 * named version's results first in a search of all versions, without loading
 * the engine's code on the page (the engine runs in ./client/worker.ts).
 */
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';

/** Longest query read, in characters; the rest is ignored. */
export const MAX_QUERY_CHARS = 200;
/** Longest word read, in characters. */
export const MAX_WORD_CHARS = 40;

const CONTROL = /[\p{Cc}\p{Cf}]/gu;
/** Punctuation around a word that is not part of it (a leading `-` is: `-v`). */
const EDGE_PUNCTUATION = /^[\s"'“”‘’`([{<+~^*:,.!?;]+|[\s"'“”‘’`)\]}>+~^*:,.!?;]+$/gu;

/** The query as it is searched: no control characters, at most MAX_QUERY_CHARS, words of at most MAX_WORD_CHARS. */
export function capQuery(input: string): string {
  return input
    .slice(0, MAX_QUERY_CHARS * 4)
    .replace(CONTROL, ' ')
    .replace(/[’‘]/g, "'")
    .slice(0, MAX_QUERY_CHARS)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_CHARS))
    .join(' ');
}

/** A word without the punctuation around it. */
export function cleanWord(raw: string): string {
  return raw.replace(EDGE_PUNCTUATION, '');
}

/** Ubuntu codenames of the releases' packages, and the release number each `-NNN` stands for. */
const CODENAME = /^(xenial|bionic|focal|jammy|noble)-(\d)(\d)(\d?)(?:[-.][\w.-]*)?$/;

export interface CodenameRelease {
  codename: string;
  /** The release as `major.minor`, e.g. "2.7". */
  release: string;
  /** The digits the installer takes after the codename, e.g. "270". */
  digits: string;
}

/** The release a package line or codename names (`focal-270`, `jammy-31`, `focal-270-2.7.4`), or null. */
export function codenameRelease(word: string): CodenameRelease | null {
  const match = CODENAME.exec(word.toLowerCase());
  if (!match) return null;
  const [, codename, major, minor] = match;
  return { codename, release: `${major}.${minor}`, digits: `${major}${minor}0` };
}

/** Release numbers as people write them: `2.7`, `v3`, `3.0.8`, `2.3-alpha4`, `v3.0.11`, `20.04`. */
const VERSION_WORD = /^v?\d+(?:\.\d+){0,3}(?:-?(?:alpha|beta|rc|dev)[\w.-]*)?$/i;

/** Whether a word is a release number (with a dot, or `v` and a number) rather than a port or an error code. */
export function isVersionWord(word: string): boolean {
  return VERSION_WORD.test(word) && (word.includes('.') || /^v\d/i.test(word));
}

/**
 * The docs version a query names, for a search of all versions: a release
 * number (`2.7`, `v2.7.4`, `3.0.8`, `[2.6]`) or a package codename
 * (`focal-270`, `jammy-31`). Releases before 2.5 read the 2.5 docs (the
 * oldest kept). Null when the query names none, or names two.
 */
export function queryVersion(input: string): DocVersion | null {
  const found = new Set<DocVersion>();
  for (const raw of capQuery(input).split(' ')) {
    const word = cleanWord(raw).toLowerCase();
    const release =
      codenameRelease(word)?.release ?? (isVersionWord(word) ? /^v?(\d+\.\d+)/.exec(word)?.[1] : undefined);
    if (!release) continue;
    const version = DOC_VERSIONS.find((v) => RELEASES[v].release === release);
    if (version) found.add(version);
    else if (Number.parseFloat(release) < 2.5 && Number.parseFloat(release) >= 2) found.add('2.5-legacy');
  }
  return found.size === 1 ? [...found][0] : null;
}

/** Items of several versions, those of the version the query names first (the rest in their order). */
export function steerByVersion<T>(items: readonly T[], versionOf: (item: T) => DocVersion, input: string): T[] {
  const named = queryVersion(input);
  if (!named) return [...items];
  return [...items.filter((item) => versionOf(item) === named), ...items.filter((item) => versionOf(item) !== named)];
}
