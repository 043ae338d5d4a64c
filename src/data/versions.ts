/**
 * Release facts for every documented BigBlueButton version.
 *
 * One typed record per docs version. Pages and components read from here so
 * that the install page, the firewall page and the API reference of one
 * release cannot disagree about its operating system, installer or branch.
 */

import versionsJson from '../../versions.json';
import type { DataSources } from './sources';

/**
 * A docs version name, exactly as in versions.json. A plain string: the list
 * is data, so adding a version edits versions.json only, and the facts each
 * version needs are checked when the site builds (src/data/versionFacts.ts),
 * not by the type checker.
 */
export type DocVersion = string;

/** The docs versions, newest first: versions.json, the one list. */
export const DOC_VERSIONS: readonly DocVersion[] = versionsJson;

/** The version served at the site root. */
export const LATEST_VERSION: DocVersion = '3.0';

export interface ReleaseFacts {
  /** Docs version name (as in versions.json). */
  version: DocVersion;
  /** Release number as BigBlueButton names it, e.g. "2.5". */
  release: string;
  /** URL prefix of the version's docs, '' for the root. */
  pathPrefix: string;
  ubuntu: { release: string; codename: 'focal' | 'jammy'; kernel: string };
  installer: {
    /** Script file name. */
    script: string;
    /** Where the script is downloaded from. */
    url: string;
    /** Branch of bigbluebutton/bbb-install holding the script. */
    branch: string;
    /** Value of the required -v flag. */
    versionFlag: string;
  };
  /** Development branch of bigbluebutton/bigbluebutton. */
  devBranch: string;
  /** Greenlight generation installed by `bbb-install ... -g`. */
  greenlight: 'v2' | 'v3';
  /** Media server handling live webcams and screen sharing. */
  liveMedia: string;
  /** Public test server of the release, when there is one. */
  testServer?: string;
  /** Set when the installer facts of the release could not be read upstream: what would confirm them. */
  unconfirmed?: string;
  /** Set when upstream renamed the release line after these pages were written. */
  renamed?: RenamedLine;
}

/** A release line upstream renamed (3.1 became 4.0), and what installing it means today. */
export interface RenamedLine {
  /** The new name of the line, e.g. "4.0". */
  to: string;
  /** Month of the rename. */
  when: string;
  /** The thread that decided it, `owner/name#number`. */
  issue: string;
  /** The installer change that followed, `owner/name#number`. */
  installerPr: string;
  /** The last pre-release published under the old name. */
  lastPreRelease: string;
  /** What the pages describe: the pre-releases under the old name. */
  preRelease: { ubuntu: string; versionFlag: string; branch: string };
  /** What bbb-install installs for this line today. */
  today: { ubuntu: string; since: string; sincePr: string; versionFlag: string; branch: string };
}

export const RELEASES: Record<DocVersion, ReleaseFacts> = {
  '2.5-legacy': {
    version: '2.5-legacy',
    release: '2.5',
    pathPrefix: '/2.5-legacy',
    ubuntu: { release: '20.04', codename: 'focal', kernel: '5.4' },
    installer: {
      script: 'bbb-install-2.5.sh',
      url: 'https://ubuntu.bigbluebutton.org/bbb-install-2.5.sh',
      branch: 'master',
      versionFlag: 'focal-250',
    },
    devBranch: 'v2.5.x-release',
    greenlight: 'v2',
    liveMedia: 'mediasoup (Kurento kept for recording)',
    testServer: 'test25.bigbluebutton.org',
  },
  '2.6': {
    version: '2.6',
    release: '2.6',
    pathPrefix: '/2.6',
    ubuntu: { release: '20.04', codename: 'focal', kernel: '5.4' },
    installer: {
      script: 'bbb-install-2.6.sh',
      url: 'https://ubuntu.bigbluebutton.org/bbb-install-2.6.sh',
      branch: 'master',
      versionFlag: 'focal-260',
    },
    devBranch: 'v2.6.x-release',
    greenlight: 'v3',
    liveMedia: 'mediasoup (Kurento kept for recording)',
    testServer: 'test26.bigbluebutton.org',
  },
  '2.7': {
    version: '2.7',
    release: '2.7',
    pathPrefix: '/2.7',
    ubuntu: { release: '20.04', codename: 'focal', kernel: '5.4' },
    installer: {
      script: 'bbb-install.sh',
      url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v2.7.x-release/bbb-install.sh',
      branch: 'v2.7.x-release',
      versionFlag: 'focal-270',
    },
    devBranch: 'v2.7.x-release',
    greenlight: 'v3',
    liveMedia: 'mediasoup (Kurento or bbb-webrtc-recorder for recording)',
    testServer: 'test27.bigbluebutton.org',
  },
  '3.0': {
    version: '3.0',
    release: '3.0',
    pathPrefix: '',
    ubuntu: { release: '22.04', codename: 'jammy', kernel: '5.15' },
    installer: {
      script: 'bbb-install.sh',
      url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v3.0.x-release/bbb-install.sh',
      branch: 'v3.0.x-release',
      versionFlag: 'jammy-300',
    },
    devBranch: 'v3.0.x-release',
    greenlight: 'v3',
    liveMedia: 'mediasoup (bbb-webrtc-recorder for recording)',
    testServer: 'test30.bigbluebutton.org',
  },
  '3.1': {
    version: '3.1',
    release: '3.1',
    pathPrefix: '/3.1',
    // The pages describe the 3.1 pre-releases (up to v3.1.0-beta.2), which ran on Ubuntu 22.04.
    ubuntu: { release: '22.04', codename: 'jammy', kernel: '5.15' },
    // There is no 3.1 installer any more: bbb-install's v3.1.x-release branch became
    // v4.0.x-release (bbb-install PR #820). The command shown is the one that installs
    // this line today, and it installs 4.0 on Ubuntu 24.04 (see `renamed`).
    installer: {
      script: 'bbb-install.sh',
      url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v4.0.x-release/bbb-install.sh',
      branch: 'v4.0.x-release',
      versionFlag: 'noble-400',
    },
    // The branch v3.1.x-release was renamed; the last 3.1 pre-release is a tag that stays.
    devBranch: 'v3.1.0-beta.2',
    greenlight: 'v3',
    liveMedia: 'mediasoup (bbb-webrtc-recorder for recording)',
    unconfirmed:
      'The usage text of the v4.0.x-release script was not read here; the branch, -v value and Ubuntu release follow bbb-install PR #820 and issue #24468. Run the script with -h before relying on an option.',
    renamed: {
      to: '4.0',
      when: 'January 2026',
      issue: 'bigbluebutton/bigbluebutton#24468',
      installerPr: 'bigbluebutton/bbb-install#820',
      lastPreRelease: 'v3.1.0-beta.2 (October 2025)',
      preRelease: { ubuntu: '22.04', versionFlag: 'jammy-310', branch: 'v3.1.x-release' },
      today: {
        ubuntu: '24.04',
        since: '4.0.0-beta.3',
        sincePr: 'bigbluebutton/bigbluebutton#25029',
        versionFlag: 'noble-400',
        branch: 'v4.0.x-release',
      },
    },
  },
};

/**
 * What a renamed line means for a reader, in plain sentences (no markup): the
 * rename, what installing means today, and what the pages describe. Used by
 * the version home; the Markdown pages carry the same facts in their notes.
 */
export function renamedSummary(release: ReleaseFacts): string[] {
  const r = release.renamed;
  if (!r) return [];
  return [
    `In ${r.when} upstream renamed the ${release.release} line to ${r.to} (${r.issue}); no ${release.release} release followed the last pre-release, ${r.lastPreRelease}.`,
    `Installing today means ${r.to}: bbb-install.sh on the ${r.today.branch} branch (the former ${r.preRelease.branch}, renamed by ${r.installerPr}) with -v ${r.today.versionFlag}, on Ubuntu ${r.today.ubuntu} only (from ${r.today.since}, ${r.today.sincePr}).`,
    `These pages describe the ${release.release} pre-releases on Ubuntu ${r.preRelease.ubuntu} (-v ${r.preRelease.versionFlag}); changes made for ${r.to} afterwards, such as the removal of the classic layouts, are not in them.`,
  ];
}

/** BigBlueButton release number of a docs version, e.g. "2.5" for 2.5-legacy. */
export function releaseOf(version: DocVersion): string {
  return RELEASES[version].release;
}

/** Ordered oldest → newest: `DOC_VERSIONS` reversed. */
const OLDEST_FIRST: readonly DocVersion[] = [...DOC_VERSIONS].reverse();

/** Position of a docs version in release order; throws on a name that is not a docs version. */
function rank(version: DocVersion): number {
  const index = OLDEST_FIRST.indexOf(version);
  if (index < 0) throw new Error(`Unknown docs version "${String(version)}" (known: ${DOC_VERSIONS.join(', ')})`);
  return index;
}

/**
 * Compare two docs versions by release order (negative when a < b). Ordering
 * follows `DOC_VERSIONS`, not the names: `'2.5-legacy'` comes before `'2.6'`.
 */
export function compareVersions(a: DocVersion, b: DocVersion): number {
  return rank(a) - rank(b);
}

/** True when the string is a known docs version. */
export function isDocVersion(v: string): v is DocVersion {
  return (DOC_VERSIONS as readonly string[]).includes(v);
}

/**
 * The docs versions that have an item: every version from `since` up to, but
 * not including, `until`.
 *
 * - `since`: the first docs version with the item. `'2.5-legacy'` is the oldest
 *   docs version, so it also stands for "2.5 or earlier".
 * - `until` (exclusive): the first docs version WITHOUT the item, i.e. the
 *   release that removed it ("removed in 3.0" is `until: '3.0'`). Left out
 *   while the newest version still has it; such open ranges carry over to a
 *   new docs version without an edit.
 *
 * `{ since: '2.6', until: '3.0' }` is 2.6 and 2.7; `{ since: '3.0' }` is 3.0
 * and every later version. Test a version with `inRange`; every data module
 * writes "in which releases" this way.
 */
export interface VersionRange {
  readonly since: DocVersion;
  readonly until?: DocVersion;
}

/**
 * True when `version` is in `range` (`since` ≤ version < `until`). Throws on
 * an unknown version name, in the range or as the argument.
 */
export function inRange(range: VersionRange, version: DocVersion): boolean {
  if (rank(version) < rank(range.since)) return false;
  return range.until === undefined || rank(version) < rank(range.until);
}

/** The docs versions in `range`, oldest first. */
export function versionsIn(range: VersionRange): DocVersion[] {
  return OLDEST_FIRST.filter((version) => inRange(range, version));
}

/** A range with `until` after `since` (an empty or reversed range is a data error). */
export function isValidRange(range: VersionRange): boolean {
  return range.until === undefined || compareVersions(range.since, range.until) < 0;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.5.sh',
    commit: '61f19cad664a425699f610e4ba42b1a39a928001',
    checked: '2026-11-28',
    note: 'Script name and URL (ubuntu.bigbluebutton.org/bbb-install-2.5.sh in its own header); usage examples with -v focal-250; check_version accepts values containing focal-25; the main path checks Ubuntu 20.04 and x86_64.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.6.sh',
    commit: 'a8a10eae90586947e14ebb68e3dd9eded987c32b',
    checked: '2026-11-28',
    note: 'Downloaded from ubuntu.bigbluebutton.org/bbb-install-2.6.sh (its header); -v focal-260; check_version accepts values containing focal-26 only. The Ubuntu release is checked only on the coturn-only path (-c without -v), not when installing BigBlueButton; x86_64 is always checked.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v2.7.x-release',
    commit: '80a18c92fa6fd7461c3a6c02a1be2e301311fc4d',
    checked: '2026-11-28',
    note: 'Downloaded from raw.githubusercontent.com/bigbluebutton/bbb-install/v2.7.x-release/bbb-install.sh; -v focal-270; check_version accepts values containing focal-27 only; Greenlight v3 with -g. Ubuntu 20.04 is checked only on the coturn-only path.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v3.0.x-release',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'The branch itself (newest commit that could be read, February 2024): -v jammy-300 in usage and examples; check_version accepts values containing jammy-30; Ubuntu 22.04 is checked only on the coturn-only path (-c without -v), x86_64 always.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'issues/24468',
    checked: '2026-11-27',
    note: 'Rename BBB 3.1 to 4.0 (opened 2026-01-15): branches v3.1.x-release renamed to the 4.0 release branch in the BBB repository and bbb-install; milestone 3.1 became 4.0.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'pull/820',
    checked: '2026-11-27',
    note: 'chore: rename BBB 3.1 to 4.0; port forward 3.0 fixes. No v3.1.x-release branch remains in bbb-install.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'pull/25029',
    checked: '2026-11-27',
    note: 'Iteration BBB 4.0.0-beta.3 (2026-05-07): Ubuntu 24.04 base; v4.0.x-release builds the noble-400 package line.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    commit: '008af1514aefaaab2e82333d609b6bc36c8cb27f',
    checked: '2026-11-27',
    note: 'The 4.1 script (-v noble-410); its v4.0.x-release copy (read without a commit id) shows -v noble-400 in usage and examples and stops with "This version of BigBlueButton requires Ubuntu 24.04" on any other Ubuntu.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy: Ubuntu 20.04 64-bit with a 5.x kernel; the installer on the v2.7.x-release branch of bbb-install.',
  },
];
