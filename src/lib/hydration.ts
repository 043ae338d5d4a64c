/**
 * Whether the server's HTML is being hydrated.
 *
 * Docusaurus writes `data-has-hydrated="false"` on <html> at build time and
 * sets it to "true" once the first render in the browser has been committed.
 * Parts of a page can also be hydrated later, each in its own task (see
 * src/components/DeferredHydration): while one of them is, this is true as
 * well, so that components inside it keep the server's HTML just as they do
 * during the page's first hydration. False on the server.
 */
let resumedRegions = 0;

export function isHydrating(): boolean {
  if (typeof document === 'undefined') return false;
  return resumedRegions > 0 || document.documentElement.dataset.hasHydrated !== 'true';
}

/** A deferred part of the page starts (true) or has finished (false) hydrating. */
export function markDeferredHydration(active: boolean): void {
  resumedRegions = active ? resumedRegions + 1 : Math.max(0, resumedRegions - 1);
}

/** Clears the count, should a deferred part have failed before it could report its end. */
export function resetDeferredHydration(): void {
  resumedRegions = 0;
}
