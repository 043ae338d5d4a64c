/**
 * Tool state in the address: each tool keeps its inputs in the query string,
 * so that a link reopens the same result. Reading and writing go through
 * URLSearchParams only; the other parameters of the address (another tool's,
 * a search's) and its hash are kept as they are. Secrets never go here.
 */

/** Values read from a query string: the named parameters that are present. */
export type AddressValues<K extends string> = Partial<Record<K, string>>;

/** The named parameters of `search` (e.g. `location.search`) that are present. */
export function readAddress<K extends string>(search: string, keys: readonly K[]): AddressValues<K> {
  const params = new URLSearchParams(search);
  const values: AddressValues<K> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/**
 * The query string (with its `?`, or '' when empty) after setting `values`:
 * an empty or undefined value removes its parameter, others stay untouched.
 */
export function writeAddress<K extends string>(search: string, values: Partial<Record<K, string | undefined>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when `search` has any of `keys` (a link that opens a tool). */
export function hasAnyParam(search: string, keys: readonly string[]): boolean {
  const params = new URLSearchParams(search);
  return keys.some((key) => params.has(key));
}

/** `value` when it is one of `allowed`, else `fallback` (for enumerated parameters read from a link). */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}
