/**
 * Where the facts of a data module come from.
 *
 * Every module in src/data exports `sources`: the upstream files (or issue
 * threads) its facts were checked against, with the day they were read. A
 * fact that rests on something else, or could not be confirmed, says so in a
 * `note` on its own entry, naming what would confirm it. Only sources that
 * were actually read belong here; `tests/unit/data-sources.test.ts` fails on
 * a module without them, and docs/fact-checking.md says how to re-check a
 * release.
 *
 * The list is build-time metadata: no component imports it, so it stays out
 * of the JavaScript the browser loads.
 */

/** A day, `YYYY-MM-DD`. */
export type CheckedOn = `${number}-${number}-${number}`;

interface SourceBase {
  /** GitHub repository, `owner/name`. */
  readonly repository: `${string}/${string}`;
  /** Day the source was read. */
  readonly checked: CheckedOn;
  /**
   * The commit that was read (40 hex digits) or a release tag (`release-3.8.2.4`,
   * `v3.0.0`): something that does not move, unlike a branch.
   */
  readonly commit?: string;
  /** What the source confirms, what it does not, or what would confirm it. */
  readonly note?: string;
}

/**
 * One upstream source: a file (`path`, e.g. `bbb-install.sh`, or a thread,
 * e.g. `pull/818`), a branch, or both. At least one of the two is given.
 */
export type UpstreamSource = SourceBase &
  ({ readonly path: string; readonly branch?: string } | { readonly branch: string; readonly path?: string });

/**
 * The facts of a module are this site's own (its doc ids, its page structure),
 * not a statement about BigBlueButton; `siteOwn` says what they are.
 */
export interface SiteOwnFacts {
  readonly siteOwn: string;
}

/** The `sources` field of a data module: at least one entry. */
export type DataSources = readonly [UpstreamSource | SiteOwnFacts, ...(UpstreamSource | SiteOwnFacts)[]];

/** True for an entry that names an upstream source. */
export function isUpstream(entry: UpstreamSource | SiteOwnFacts): entry is UpstreamSource {
  return 'repository' in entry;
}

/** `https://github.com/owner/name/blob/branch/path` (or the thread) of a source. */
export function sourceUrl(source: UpstreamSource): string {
  const base = `https://github.com/${source.repository}`;
  if (source.path && /^(pull|issues)\/\d+$/.test(source.path)) return `${base}/${source.path}`;
  const ref = source.commit ?? source.branch ?? 'HEAD';
  if (source.path) return `${base}/blob/${ref}/${source.path}`;
  return `${base}/tree/${ref}`;
}
