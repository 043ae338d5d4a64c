/**
 * Pure helpers for the search page: which index a version uses, how results
 * of several versions are merged, and how a text is split around the matched
 * terms (rendered as <mark> by React, never as HTML).
 */

export interface SearchVersion {
  name: string;
  label: string;
  /** The index's base URL: '/' for the latest version, '/2.6/' for the others. */
  indexUrl: string;
}

/** `version` query value (the plugin's format) of a version: '' for the latest, '2.6/' otherwise. */
export function versionParam(v: SearchVersion, baseUrl = '/'): string {
  return v.indexUrl.slice(baseUrl.length);
}

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
