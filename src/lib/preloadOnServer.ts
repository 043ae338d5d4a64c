/**
 * Load a chunk on the server before pages are rendered, so that a component
 * can render its content synchronously there.
 *
 * On the server every chunk is part of the one server bundle, so the import
 * resolves at once: starting it when the module is evaluated makes it ready
 * by the time pages are rendered. Suspending instead would make React stream
 * the content out of order, with inline scripts. In the browser nothing is
 * loaded here: the component fetches the chunk when it needs it (a LazyPart).
 *
 * Returns a getter for the chunk's default export: the loaded value on the
 * server, null in the browser.
 */
export function preloadOnServer<T>(load: () => Promise<{ default: T }>): () => T | null {
  let loaded: T | null = null;
  if (typeof window === 'undefined') {
    void load().then((module) => {
      loaded = module.default;
    });
  }
  return () => loaded;
}
