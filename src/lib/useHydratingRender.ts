/**
 * Whether this render is React hydrating the server's HTML in the browser.
 *
 * While hydrating, React reads an external store's server snapshot; in any
 * other render in the browser it reads the client snapshot. So this is true
 * only while the component is being hydrated, and false on the server and
 * when the component is rendered in the browser (a page reached by a link, a
 * part rendered later). Components that keep the server's markup as it is
 * (src/components/StaticIsland, src/components/CodeLines) read it once, in a
 * state initialiser, because it turns false right after hydration.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => typeof window !== 'undefined';

export function useHydratingRender(): boolean {
  return useSyncExternalStore(subscribe, () => false, inBrowser);
}
