/**
 * True while the page's server HTML is being hydrated: Docusaurus writes
 * `data-has-hydrated="false"` on <html> at build time and sets it to "true"
 * once the first render in the browser has been committed. False on the server.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}
