/**
 * Small rendering helpers shared by the API reference components.
 */
import { releaseOf } from '@site/src/data/versions';
import type { Lifecycle } from '@site/src/data/api';

/** "2.6.9", "2.6", or "2.4 or earlier" for items older than the documented releases. */
export function sinceLabel(item: Lifecycle): string {
  if (item.addedIn) return item.addedIn;
  if (item.since === '2.5-legacy') return '2.4 or earlier';
  return releaseOf(item.since);
}

/** Anchor id of a call's h3 on the API page. */
export function callAnchor(name: string): string {
  return name.toLowerCase();
}
