/**
 * What a query asks for, before it meets an index: one module for the navbar
 * dropdown and the search page (both search through ./client/worker.ts, which
 * hands the query to ./engine.ts, which reads it with this module).
 *
 * - The query is capped (MAX_QUERY_CHARS, MAX_WORD_CHARS, MAX_GROUPS) and
 *   control characters are dropped, so no input can make a search slow.
 * - Question words and filler are dropped; words that say something is broken
 *   are not required and mark the query as a trouble report (src/data/searchWords.ts).
 * - Each remaining word (or phrase of the synonym list) is a group: the
 *   alternatives any of which satisfies it, the word as typed first, then its
 *   synonyms. Code tokens (`bbb-conf`, `-v`, `focal-260`, `getMeetings`) match
 *   exactly, as whole tokens.
 * - Against the words of an index (`expandQuery`), a word not found there gets
 *   its near spellings (one edit from 5 letters, two from 9), and the last word
 *   its completions, both ranked below exact matches by ./engine.ts.
 *
 * Terms are made as lunr makes the index's (tokenizer, trimmer, stop words,
 * stemmer: ./format.ts), so a term here is a term there.
 */
import lunr from 'lunr';

import { GENERIC_WORDS, QUESTION_WORDS, SYNONYMS, TROUBLE_WORDS } from '../../src/data/searchWords';
import { capQuery, cleanWord, codenameRelease, isVersionWord } from './queryWords';

export {
  capQuery,
  codenameRelease,
  isVersionWord,
  MAX_QUERY_CHARS,
  MAX_WORD_CHARS,
  queryVersion,
  steerByVersion,
  type CodenameRelease,
} from './queryWords';

/** Most words (or synonym phrases) a query is searched with. */
export const MAX_GROUPS = 10;
/** Words this long or longer are matched with one wrong, missing, extra or swapped letter. */
export const FUZZY_MIN_LENGTH = 5;
/** Words this long or longer are matched with two. */
export const FUZZY_TWO_EDITS_LENGTH = 9;
/** The last word is completed from this many letters on. */
export const PREFIX_MIN_LENGTH = 3;
/** Completions or near spellings tried per word, closest first. */
const MAX_EXPANSIONS = 12;

/**
 * - exact: the word as typed;
 * - synonym: an entry of the word's synonym group, or the release's own
 *   spelling of a codename (`focal-27` → `focal-270`);
 * - split: a code token's parts as words (`API-URL` → "api url",
 *   `liveTranscription` → "live transcription");
 * - fuzzy, prefix: near spellings and completions from the index's words.
 */
export type AlternativeKind = 'exact' | 'synonym' | 'split' | 'fuzzy' | 'prefix';

/** How much a match of each kind counts, relative to the word as typed. */
export const KIND_QUALITY: Record<AlternativeKind, number> = {
  exact: 1,
  synonym: 0.85,
  split: 0.6,
  fuzzy: 0.6,
  prefix: 0.55,
};

export interface Alternative {
  kind: AlternativeKind;
  /** Index terms that must all be in the text. */
  terms: string[];
  /** For code tokens: the token, lowercase, that the text must contain as a whole token. */
  literal?: string;
  /** The word as it appears in texts, for highlighting. */
  surface: string;
}

export interface QueryGroup {
  /** The word or phrase as typed (lowercase). */
  word: string;
  code: boolean;
  /** The last word of the query, which may still be being typed. */
  last: boolean;
  /** A word that fits most pages: not required, a small plus where it matches. */
  soft: boolean;
  alternatives: Alternative[];
}

export interface ParsedQuery {
  groups: QueryGroup[];
  /** The query reports a problem ("not working", "fails", "error"). */
  trouble: boolean;
  /** Every word of the query as a term, question words too, to recognise a heading that asks the same question. */
  wording: string[];
}

const CODE = /[-_./=@]|\d|[a-z][A-Z]/;

const questionWords = new Set(QUESTION_WORDS);
const troubleWords = new Set(TROUBLE_WORDS);
const genericWords = new Set(GENERIC_WORDS);

/** The index terms of a text, made as lunr makes the index's; stop words give none. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of lunr.tokenizer(text)) {
    const trimmed = lunr.trimmer(token);
    if (!trimmed || !lunr.stopWordFilter(trimmed)) continue;
    const stemmed = lunr.stemmer(trimmed)?.toString();
    // `*` is lunr's wildcard: a term holding one would match other words.
    if (stemmed && !stemmed.includes('*')) terms.push(stemmed);
  }
  return terms;
}

/** Synonym entries by their words joined with one space, to the group's entries. */
const synonymIndex: Map<string, readonly string[]> = new Map(
  SYNONYMS.flatMap((group) => group.map((entry) => [entry, group] as const)),
);
const LONGEST_SYNONYM = Math.max(...SYNONYMS.flat().map((entry) => entry.split(' ').length));

/** A code token's parts as words: `api-url` → api, url; `liveTranscription` → live, transcription. */
export function codeParts(original: string): string[] {
  return original
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[-_./=@:\s]+/)
    .map((part) => part.toLowerCase())
    .filter((part) => /\p{L}/u.test(part));
}

function wordGroup(word: string, original: string, last: boolean): QueryGroup | null {
  const code = CODE.test(original);
  const terms = indexTerms(word);
  const alternatives: Alternative[] = [];
  if (terms.length > 0)
    alternatives.push({ kind: 'exact', terms, surface: word, ...(code ? { literal: word } : null) });
  const release = code ? codenameRelease(word) : null;
  if (release) {
    // A codename as the installer spells it for that release, and the installer it is given to.
    const spelled = `${release.codename}-${release.digits}`;
    if (spelled !== word)
      alternatives.push({ kind: 'synonym', terms: indexTerms(spelled), surface: spelled, literal: spelled });
    alternatives.push({
      kind: 'synonym',
      terms: indexTerms('bbb-install'),
      surface: 'bbb-install',
      literal: 'bbb-install',
    });
  }
  if (code) {
    const parts = codeParts(original).filter((part) => !release || part !== release.codename);
    const partTerms = parts.flatMap((part) => indexTerms(part));
    if (parts.length >= 2 && partTerms.length >= 2) {
      alternatives.push({ kind: 'split', terms: partTerms, surface: parts.join(' ') });
    }
  }
  if (alternatives.length === 0) return null;
  return { word, code, last, soft: false, alternatives };
}

function synonymGroup(phrase: string, group: readonly string[], last: boolean): QueryGroup | null {
  const alternatives: Alternative[] = [];
  for (const entry of [phrase, ...group.filter((e) => e !== phrase)]) {
    const terms = indexTerms(entry);
    if (terms.length) alternatives.push({ kind: entry === phrase ? 'exact' : 'synonym', terms, surface: entry });
  }
  return alternatives.length ? { word: phrase, code: false, last, soft: false, alternatives } : null;
}

/** A word as lunr's stemmer makes it, stop words included. */
export function wordTerm(word: string): string {
  return lunr.stemmer(new lunr.Token(word, {}))?.toString() ?? word;
}

interface Unit {
  /** The word, or the synonym phrase, lowercase. */
  lower: string;
  /** As typed (case kept), for single words. */
  raw: string;
  synonyms?: readonly string[];
  last: boolean;
  /** The value of a pasted `KEY=value`. */
  value?: boolean;
}

/** The query's words, with the phrases of the synonym list joined (longest first). */
function units(words: readonly { raw: string; lower: string; value?: boolean }[]): Unit[] {
  const found: Unit[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let unit: Unit = { ...words[i], last: i + 1 === words.length };
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 1; n -= 1) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.lower)
        .join(' ');
      const synonyms = synonymIndex.get(phrase);
      if (synonyms) {
        unit = { lower: phrase, raw: phrase, synonyms, last: i + n === words.length };
        taken = n;
        break;
      }
    }
    found.push(unit);
    i += taken;
  }
  return found;
}

/** The groups of a query, before it meets an index. */
/** A pasted setting, `KEY=value` or `key=value`: the key, and the value if there is one. */
const ASSIGNMENT = /^([A-Za-z_][\w.-]*)=(.*)$/;

/** The query's words, a pasted `KEY=value` read as its key and its value. */
function queryWords(input: string): { raw: string; lower: string; value?: boolean }[] {
  const words: { raw: string; lower: string; value?: boolean }[] = [];
  for (const token of capQuery(input).split(' ')) {
    const clean = cleanWord(token);
    const assignment = ASSIGNMENT.exec(clean);
    const parts = assignment ? [assignment[1], cleanWord(assignment[2])] : [clean];
    parts.forEach((part, index) => {
      if (part) words.push({ raw: part, lower: part.toLowerCase(), ...(index === 1 ? { value: true } : null) });
    });
  }
  return words;
}

export function parseQuery(input: string): ParsedQuery {
  const words = queryWords(input);
  const all = units(words);
  const content = all.filter(
    (u) =>
      u.lower.includes(' ') ||
      !(
        troubleWords.has(u.lower) ||
        questionWords.has(u.lower) ||
        genericWords.has(u.lower) ||
        isVersionWord(u.lower) ||
        u.value
      ),
  );
  // Release numbers and the values of pasted settings are not required: a plus where they match.
  const generic = all.filter(
    (u) => !u.lower.includes(' ') && (genericWords.has(u.lower) || isVersionWord(u.lower) || u.value),
  );
  const troubled = all.filter((u) => !u.lower.includes(' ') && troubleWords.has(u.lower));
  // A query of nothing but such words ("error", "how to", "setup guide") is searched with them.
  const required = content.length ? content : generic.length ? generic : troubled.length ? troubled : all;
  const soft = required === content ? generic : [];
  const groups: QueryGroup[] = [];
  for (const unit of [...required, ...soft]) {
    if (groups.length >= MAX_GROUPS) break;
    const made = unit.synonyms
      ? synonymGroup(unit.lower, unit.synonyms, unit.last)
      : wordGroup(unit.lower, unit.raw, unit.last);
    if (made && !groups.some((g) => g.word === made.word)) groups.push({ ...made, soft: soft.includes(unit) });
  }
  return {
    groups,
    trouble: troubled.length > 0 && content.length > 0,
    wording: words.slice(0, MAX_GROUPS * 2).map((w) => wordTerm(w.lower)),
  };
}

/** The words of an index's texts: each word as written (lowercase) and its index term. */
export interface Vocabulary {
  /** Words sorted, for completion. */
  words: readonly string[];
  /** Words by length, for near spellings. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /** Word to index term. */
  terms: ReadonlyMap<string, string>;
  /** Index terms present. */
  present: ReadonlySet<string>;
}

/** The vocabulary of texts, tokenised as the index is. */
export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const terms = new Map<string, string>();
  for (const text of texts) {
    for (const token of lunr.tokenizer(text)) {
      const trimmed = lunr.trimmer(token);
      const word = trimmed?.toString();
      if (!trimmed || !word || terms.has(word) || !lunr.stopWordFilter(trimmed)) continue;
      terms.set(word, lunr.stemmer(new lunr.Token(word, {}))?.toString() ?? word);
    }
  }
  const words = [...terms.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  return { words, byLength, terms, present: new Set(terms.values()) };
}

/** Rows of the edit distance table, reused from call to call. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance with swaps of neighbours counted as one edit (optimal string
 * alignment), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

function allowedEdits(word: string): number {
  if (word.length >= FUZZY_TWO_EDITS_LENGTH) return 2;
  return word.length >= FUZZY_MIN_LENGTH ? 1 : 0;
}

function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

function nearSpellings(word: string, vocabulary: Vocabulary): Alternative[] {
  const max = allowedEdits(word);
  if (max === 0 || !/^[\p{L}']+$/u.test(word)) return [];
  const found: { word: string; distance: number }[] = [];
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, max);
      if (distance <= max) found.push({ word: candidate, distance });
    }
  }
  found.sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
  const closest = found.length ? found[0].distance : 0;
  return found
    .filter((f) => f.distance === closest)
    .slice(0, MAX_EXPANSIONS)
    .map((f) => ({ kind: 'fuzzy', terms: [vocabulary.terms.get(f.word) ?? f.word], surface: f.word }));
}

function completions(word: string, vocabulary: Vocabulary): Alternative[] {
  if (word.length < PREFIX_MIN_LENGTH || !/^[\p{L}\p{N}]+$/u.test(word)) return [];
  const found: string[] = [];
  for (let i = lowerBound(vocabulary.words, word); i < vocabulary.words.length; i += 1) {
    const candidate = vocabulary.words[i];
    if (!candidate.startsWith(word)) break;
    if (candidate !== word) found.push(candidate);
  }
  found.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return found
    .slice(0, MAX_EXPANSIONS)
    .map((surface) => ({ kind: 'prefix', terms: [vocabulary.terms.get(surface) ?? surface], surface }));
}

/** The query's groups with near spellings and completions from an index's words. */
export function expandQuery(parsed: ParsedQuery, vocabulary: Vocabulary): ParsedQuery {
  const groups = parsed.groups.map((group) => {
    if (group.code) return group;
    const known = group.alternatives.some((alt) => alt.terms.every((term) => vocabulary.present.has(term)));
    const added: Alternative[] = [];
    const single = !group.word.includes(' ');
    if (!known && single) added.push(...nearSpellings(group.word, vocabulary));
    if (group.last && single) added.push(...completions(group.word, vocabulary));
    const seen = new Set(group.alternatives.map((alt) => alt.terms.join(' ')));
    const fresh = added.filter((alt) => {
      const key = alt.terms.join(' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...group, alternatives: [...group.alternatives, ...fresh] };
  });
  return { ...parsed, groups };
}

/** Whether `text` holds `literal` as a whole token (not inside a longer word or code token). */
export function containsToken(text: string, literal: string): boolean {
  const lower = text.toLowerCase();
  // A number is also found as either end of a range: 16384 in "16384-32768".
  const number = /^\d+$/.test(literal);
  for (let at = lower.indexOf(literal); at >= 0; at = lower.indexOf(literal, at + 1)) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + literal.length] ?? ' ';
    const rangeBefore = number && before === '-' && /\d/.test(lower[at - 2] ?? '');
    const rangeAfter = number && after === '-' && /\d/.test(lower[at + literal.length + 1] ?? '');
    if (
      (!/[\p{L}\p{N}_-]/u.test(before) || rangeBefore) &&
      !/[\p{L}\p{N}_]/u.test(after) &&
      (!(after === '-' && /\w/.test(lower[at + literal.length + 1] ?? '')) || rangeAfter)
    ) {
      return true;
    }
  }
  return false;
}
