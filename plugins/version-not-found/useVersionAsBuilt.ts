/**
 * A host without per-version not-found pages (GitHub Pages, an object store,
 * Netlify) answers every unknown path with the root `404.html`, which was
 * built for the latest version; in the browser, an unknown path under
 * `/2.6/` is that version's not-found page, whose navbar differs (the version
 * menu's label, the docs links). To hydrate without a mismatch, the navbar's
 * version-dependent items render once as the HTML was built, then as the
 * address says.
 *
 * Which version the HTML was built for is the `docs-version-<name>` class the
 * docs plugin puts on `<html>` (HtmlClassNameProvider), as the server wrote
 * it. It is read when this module is evaluated, before the app renders (the
 * navbar imports it from the main bundle): the class cannot be read during
 * hydration, because React may commit a part of the page first, and Helmet
 * then rewrites the class before the navbar hydrates. On a doc page it is
 * the page's version, the one of its address, so nothing changes there.
 */
import { useActiveDocContext, useVersions, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The version named by a `docs-version-<name>` class of `<html>`, if any. */
export function versionOfHtmlClass(className: string): string | undefined {
  return /(?:^|\s)docs-version-(\S+)/.exec(className)?.[1];
}

/** The class of `<html>` as the server wrote it (empty on the server). */
const HTML_CLASS_AS_BUILT = typeof document === 'undefined' ? '' : document.documentElement.className;

/**
 * During hydration: the docs version the page's HTML was built for, when it
 * is not the version of the address. Otherwise (on the server, after
 * hydration, on a page of the address's own version) undefined.
 */
export function useVersionAsBuilt(docsPluginId?: string): GlobalVersion | undefined {
  const isBrowser = useIsBrowser();
  const versions = useVersions(docsPluginId);
  const { activeVersion } = useActiveDocContext(docsPluginId);
  if (isBrowser || typeof document === 'undefined') return undefined;
  const name = versionOfHtmlClass(HTML_CLASS_AS_BUILT);
  const built = versions.find((version) => version.name === name);
  return built && built.name !== activeVersion?.name ? built : undefined;
}
