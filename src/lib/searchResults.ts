/**
 * Pure helpers for search results: how results
 * of several versions are merged, and how a text is split around the matched
 * terms (rendered as <mark> by React, never as HTML).
 */

export { versionParam, type SearchVersion } from './searchScope';

/** Interleaves ranked lists (one per version), best of each first, without duplicates. */
export function interleave<T>(lists: readonly (readonly T[])[], key: (item: T) => string, limit: number): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (let rank = 0; merged.length < limit && lists.some((l) => rank < l.length); rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item === undefined) continue;
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      merged.push(item);
      if (merged.length >= limit) break;
    }
  }
  return merged;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text around case-insensitive occurrences of the tokens. */
export function splitMatches(text: string, tokens: readonly string[]): TextPart[] {
  const wanted = tokens.filter((t) => t.length > 0).map((t) => t.toLowerCase());
  if (!wanted.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const lower = text.toLowerCase();
  let position = 0;
  while (position < text.length) {
    let next = -1;
    let length = 0;
    for (const token of wanted) {
      const at = lower.indexOf(token, position);
      if (at >= 0 && (next < 0 || at < next || (at === next && token.length > length))) {
        next = at;
        length = token.length;
      }
    }
    if (next < 0) break;
    if (next > position) parts.push({ text: text.slice(position, next), match: false });
    parts.push({ text: text.slice(next, next + length), match: true });
    position = next + length;
  }
  if (position < text.length) parts.push({ text: text.slice(position), match: false });
  return parts;
}

/** Longest summary shown under a result on the search page, in characters. */
export const EXCERPT_LENGTH = 280;

/**
 * The part of a section's text to show under a result: the whole text when it
 * is short, else about `maxLength` characters around the first occurrence of
 * a token (a third before it, the rest after), cut between words and marked
 * with "…" where text was left out.
 */
export function excerpt(text: string, tokens: readonly string[], maxLength = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const lower = clean.toLowerCase();
  const firstMatch = tokens
    .filter((t) => t.length > 0)
    .map((t) => lower.indexOf(t.toLowerCase()))
    .filter((at) => at >= 0)
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  const anchor = Number.isFinite(firstMatch) ? firstMatch : 0;
  let start = Math.max(0, anchor - Math.floor(maxLength / 3));
  let end = Math.min(clean.length, start + maxLength);
  if (end === clean.length) start = Math.max(0, end - maxLength);
  // Cut between words, never past the match itself.
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    if (space >= 0 && space < anchor) start = space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > anchor) end = space;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}
