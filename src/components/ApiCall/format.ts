/**
 * Small rendering helpers shared by the API reference components.
 */
import { RELEASES } from '@site/src/data/versions';
import type { Lifecycle } from '@site/src/data/api';

/** "2.6.9", "2.6", or "2.4 or earlier" for items older than the documented releases. */
export function sinceLabel(item: Lifecycle): string {
  if (item.addedIn) return item.addedIn;
  if (item.since === '2.5-legacy') return '2.4 or earlier';
  return RELEASES[item.since].release;
}

/** Anchor id of a call's h3 on the API page. */
export function callAnchor(name: string): string {
  return name.toLowerCase();
}

/** BigBlueButton release number of a docs version, e.g. "2.5" for 2.5-legacy. */
export function releaseOf(version: keyof typeof RELEASES): string {
  return RELEASES[version].release;
}
