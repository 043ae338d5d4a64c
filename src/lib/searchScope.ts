/**
 * Where a search looks and where its links go: pure helpers shared by the
 * navbar search (src/theme/SearchBar) and the search page (src/theme/SearchPage).
 *
 * A version's index sits under its base path ('/' for the latest version,
 * '/2.6/' for the others); its `version` parameter on the search page is that
 * path without the site's base URL ('' or '2.6/'). A search context
 * (config/search.ts) is a folder of every version: `greenlight`.
 */

/** A docs version as search sees it. */
export interface SearchVersion {
  name: string;
  label: string;
  /** The base path of the version's index: '/' for the latest version, '/2.6/' for the others. */
  indexUrl: string;
}

export interface SearchContextOption {
  path: string;
  label: string;
}

/** The base path of a version's index. */
export function versionIndexUrl(version: { path: string; isLast: boolean }, baseUrl: string): string {
  return version.isLast ? baseUrl : `${version.path.replace(/\/$/, '')}/`;
}

/** `version` parameter of a version on the search page: '' for the latest, '2.6/' otherwise. */
export function versionParam(v: SearchVersion, baseUrl = '/'): string {
  return v.indexUrl.slice(baseUrl.length);
}

/** The search context a page is in, if any: its path below the version's base starts with the context's folder. */
export function contextOf(
  pathname: string,
  indexUrl: string,
  contexts: readonly SearchContextOption[],
): SearchContextOption | undefined {
  if (!pathname.startsWith(indexUrl)) return undefined;
  const rest = pathname.slice(indexUrl.length);
  return contexts.find((context) => rest === context.path || rest.startsWith(`${context.path}/`));
}

/** Whether a result's URL lies in a context of the version whose index it comes from. */
export function inContext(url: string, indexUrl: string, context: SearchContextOption): boolean {
  return url.startsWith(`${indexUrl}${context.path}/`);
}

/** The search page's address for a query in a version (`version` parameter) and optionally a context. */
export function searchPageUrl(baseUrl: string, query: string, version?: string, context?: string): string {
  const params = new URLSearchParams();
  params.set('q', query);
  if (version !== undefined) params.set('version', version);
  if (context) params.set('ctx', context);
  return `${baseUrl}search/?${params.toString()}`;
}

/** A result's address: its page, the words to highlight there (`_highlight`, repeated), its heading's anchor. */
export function resultUrl(url: string, hash: string | undefined, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append('_highlight', token);
  const search = tokens.length ? `?${params.toString()}` : '';
  return `${url}${search}${hash ?? ''}`;
}

/**
 * The version a search page `version` value names: '' or '3.0' the latest
 * (its folder is the root), '2.6' or '2.6/' the version 2.6. Undefined for a
 * value that names no version.
 */
export function versionFromParam(
  value: string,
  versions: readonly SearchVersion[],
  baseUrl = '/',
): SearchVersion | undefined {
  const wanted = value.trim().replace(/^\/+|\/+$/g, '');
  return versions.find((v) => versionParam(v, baseUrl).replace(/\/$/, '') === wanted || v.name === wanted);
}

/** Whether the code of a site still answers: a failed chunk or worker then comes from an older deploy. */
export async function siteAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(baseUrl, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
