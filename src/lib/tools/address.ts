/**
 * Tool state in the address (query string), read and written with
 * URLSearchParams only. Other parameters (another tool's) and the hash stay
 * as they are. Secrets and pasted text never go here.
 */

/** The named parameters of `search` that are present. */
export function readParams<K extends string>(search: string, keys: readonly K[]): Partial<Record<K, string>> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/** The query string (with `?`, or '') after setting `values`; empty or undefined removes a parameter. */
export function writeParams<K extends string>(search: string, values: Partial<Record<K, string | undefined>>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when `search` has any of `keys`. */
export function hasAnyParam(search: string, keys: readonly string[]): boolean {
  const params = new URLSearchParams(search);
  return keys.some((key) => params.has(key));
}
