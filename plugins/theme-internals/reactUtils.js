/**
 * The theme's React utilities, with `useShallowMemoObject` sorting keys by
 * code point instead of `localeCompare`. The result is the same for property
 * names; `localeCompare` made the browser load its collation data during the
 * first render of every page (the doc sidebar's mobile menu filler calls it),
 * some 30 ms of a throttled phone's hydration task.
 */
import { useMemo } from 'react';

// The original module (an alias set by this plugin): this file replaces the theme's relative imports of it, not the module itself.
export * from 'theme-internals-original/reactUtils';

const byKey = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  deps.sort(byKey);
  // The object's own values are the memo's dependencies, as in the original.
  return useMemo(() => obj, deps.flat());
}
