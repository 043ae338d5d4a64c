/**
 * Pure helpers over the docs route map (the versions and doc paths the docs
 * plugin publishes as global data at build time). Used by the version
 * dropdown, on every page, and by the not-found page, whose own helpers (the
 * closest pages to an unknown path) are in src/lib/pageSuggestions.ts so that
 * they load only with it. Unit-tested in tests/unit/doc-routes.test.ts.
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

/**
 * Whether a link target stays on this site: a path that starts with exactly
 * one `/`. Browsers read `//host/` and `/\host/` as another host, and drop
 * tabs and line breaks before reading, so `/<tab>/host/` is `//host/`: a
 * target with a backslash or a control character is refused too.
 */
export function isSitePath(target: string): boolean {
  // eslint-disable-next-line no-control-regex
  return target.startsWith('/') && !/^\/[/\\]/.test(target) && !/[\\\u0000-\u001f\u007f]/.test(target);
}

/** Repeated slashes of a path collapsed (`//a//b/` → `/a/b/`): the one address a server that collapses them sends to. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}
