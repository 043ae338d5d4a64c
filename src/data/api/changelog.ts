/**
 * "Updates to the API" per release.
 *
 * Releases before 2.5 are fixed history (HISTORIC_CHANGES). From 2.5 on the
 * changelog is derived from the call data itself (what each release added,
 * deprecated or removed, and how the accepted methods and POST rules
 * changed), so the changelog and the parameter tables cannot disagree.
 */
import { DOC_VERSIONS, RELEASES, compareVersions, inRange, type DocVersion } from '../versions';
import { API_CALLS } from './calls';
import { contentTypeRulesFor } from './security';
import type { ApiChangeKind } from './diff';
import type { EnumValue, Lifecycle } from './types';
import type { DataSources } from '../sources';

export interface ChangelogName {
  name: string;
  /** Point release when finer than the release itself. */
  addedIn?: string;
  /** True when the change is not confirmed for every point release. */
  unconfirmed?: boolean;
}

export interface ChangelogItem {
  /** Call the change concerns (`*` for all calls). */
  call: string;
  kind: 'new-call' | 'added' | 'values' | 'deprecated' | 'removed' | 'changed';
  /** Parameter or value names (for added, values, deprecated, removed). */
  names?: ChangelogName[];
  /** For `values`: the parameter whose accepted values grew. */
  param?: string;
  /** Free text (for changed, new-call). Markdown-style `code` spans are rendered. */
  text?: string;
}

export interface ChangelogEntry {
  /** Release number, e.g. "2.6". */
  release: string;
  items: ChangelogItem[];
}

/** Changes of releases older than the documented ones. */
export const HISTORIC_CHANGES: ChangelogEntry[] = [
  {
    release: '0.9',
    items: [
      {
        call: 'create',
        kind: 'added',
        names: [{ name: 'moderatorOnlyMessage' }, { name: 'autoStartRecording' }, { name: 'allowStartStopRecording' }],
      },
      {
        call: 'join',
        kind: 'changed',
        text: '`configToken` may name a client configuration file stored on the server (Flash client era).',
      },
    ],
  },
  {
    release: '1.0',
    items: [
      { call: 'getRecordings', kind: 'added', names: [{ name: 'meta_*' }, { name: 'state' }] },
      { call: 'getMeetings', kind: 'changed', text: 'More fields in the response.' },
      {
        call: 'getMeetingInfo',
        kind: 'changed',
        text: 'More fields in the response; its old `password` parameter deprecated.',
      },
    ],
  },
  {
    release: '1.1',
    items: [
      { call: 'getRecordings', kind: 'changed', text: 'Slide thumbnails and a `participants` count in the response.' },
      { call: 'updateRecordings', kind: 'new-call', text: 'Edits the metadata of recordings.' },
      { call: 'create', kind: 'added', names: [{ name: 'webcamsOnlyForModerator' }] },
    ],
  },
  {
    release: '2.0',
    items: [
      {
        call: 'create',
        kind: 'added',
        names: [
          { name: 'bannerText' },
          { name: 'bannerColor' },
          { name: 'logo' },
          { name: 'copyright' },
          { name: 'muteOnStart' },
        ],
      },
      { call: 'getMeetings', kind: 'changed', text: 'Each meeting carries every field of `getMeetingInfo`.' },
      { call: 'getMeetingInfo', kind: 'changed', text: 'A `clientType` per attendee (Flash or HTML5 at the time).' },
    ],
  },
  {
    release: '2.2',
    items: [
      {
        call: 'create',
        kind: 'added',
        names: [{ name: 'endWhenNoModerator' }, { name: 'allowModsToUnmuteUsers' }, { name: 'lockSettings*' }],
      },
      { call: 'getRecordingTextTracks', kind: 'new-call', text: 'Lists the caption tracks of a recording.' },
      { call: 'putRecordingTextTrack', kind: 'new-call', text: 'Uploads a caption track to a recording.' },
    ],
  },
  {
    release: '2.3',
    items: [
      {
        call: 'create',
        kind: 'changed',
        text: '`keepEvents` renamed `meetingKeepEvents`; `endWhenNoModeratorDelayInMinutes` added.',
      },
      { call: 'join', kind: 'removed', names: [{ name: 'joinViaHtml5' }] },
      { call: '*', kind: 'deprecated', names: [{ name: 'getDefaultConfigXML' }, { name: 'setConfigXML' }] },
    ],
  },
  {
    release: '2.4',
    items: [
      {
        call: 'create',
        kind: 'added',
        names: [
          { name: 'meetingLayout' },
          { name: 'learningDashboardEnabled' },
          { name: 'learningDashboardCleanupDelayInMinutes' },
          { name: 'allowModsToEjectCameras' },
          { name: 'virtualBackgroundsDisabled' },
          { name: 'allowRequestsWithoutSession' },
          { name: 'userCameraCap' },
        ],
      },
      {
        call: 'create',
        kind: 'changed',
        text: '`name` required; `name`, `attendeePW` and `moderatorPW` 2 to 64 characters; `meetingID` 2 to 256 characters without commas.',
      },
      { call: 'join', kind: 'added', names: [{ name: 'role' }, { name: 'excludeFromDashboard' }] },
      { call: '*', kind: 'removed', names: [{ name: 'getDefaultConfigXML' }, { name: 'setConfigXML' }] },
    ],
  },
];

/** Changes that are not a parameter's lifecycle: stated once here, per release. */
const RELEASE_NOTES: Partial<Record<DocVersion, ChangelogItem[]>> = {
  '2.5-legacy': [
    { call: '*', kind: 'changed', text: 'Checksums may also use SHA-384 and SHA-512 (`supportedChecksumAlgorithms`).' },
  ],
  // `userdata-*` keys the upstream changelog lists under `join`. They are not
  // parameters of their own in calls.ts; admin/userdata.ts has them, and a unit
  // test keeps the two in step (the release that adds each key, its point release).
  '2.6': [
    { call: 'join', kind: 'added', names: [{ name: 'userdata-bbb_hide_presentation_on_join' }] },
    {
      call: 'end',
      kind: 'changed',
      text: '`password` is optional: the 2.6 reference no longer lists it as required, and servers ignore it.',
    },
  ],
  '2.7': [{ call: 'join', kind: 'added', names: [{ name: 'userdata-bbb_fullaudio_bridge' }] }],
  '3.0': [{ call: 'join', kind: 'added', names: [{ name: 'userdata-bbb_default_layout', addedIn: '3.0.0-alpha.5' }] }],
  '3.1': [
    {
      call: 'create',
      kind: 'changed',
      text: 'No parameter changes against 3.0 are confirmed for the 3.1 pre-releases; `UNIFIED_LAYOUT` (since 3.0.19) sits next to the classic `meetingLayout` values. The removal of the classic layouts and of `disabledFeatures=layouts` is 4.0 work (bigbluebutton PR #24659), after the line was renamed.',
    },
  ],
};

/**
 * Computed differences between a release and the one before it
 * (`apiDiff` in ./diff.ts) that its changelog entry does not state, each
 * with the reason. tests/unit/api-diff.test.ts fails on any other computed
 * change missing from the changelog, and on an exception that no longer
 * matches a computed change.
 */
export interface ChangelogException {
  /** Docs version whose changelog entry leaves the change out. */
  version: DocVersion;
  call: string;
  /** `kind` of the computed change. */
  kind: ApiChangeKind;
  /** Its subject: parameter, value, field, key or HTTP method. */
  subject: string;
  reason: string;
}

export const CHANGELOG_EXCEPTIONS: readonly ChangelogException[] = [];

/** Whether a lifecycle field was introduced by the release of `version` itself. */
function addedBy(item: Lifecycle, version: DocVersion): boolean {
  if (item.since !== version) return false;
  if (version !== '2.5-legacy') return true;
  // 2.5-legacy is the oldest documented version: only items whose finer
  // release is 2.5 were added by it; the rest is older.
  return item.addedIn !== undefined && item.addedIn.startsWith('2.5');
}

function deprecatedBy(item: Lifecycle, version: DocVersion): boolean {
  if (item.deprecatedIn !== version) return false;
  if (version !== '2.5-legacy') return true;
  return item.deprecatedInRelease !== undefined && item.deprecatedInRelease.startsWith('2.5');
}

function names(
  items: readonly (Lifecycle & { name?: string; value?: string })[],
  version: DocVersion,
): ChangelogName[] {
  return items.map((item) => {
    const name = item.name ?? item.value ?? '';
    const release = RELEASES[version].release;
    const entry: ChangelogName = { name };
    if (item.addedIn && item.addedIn !== release && item.since !== '2.5-legacy') entry.addedIn = item.addedIn;
    if (item.unconfirmed) entry.unconfirmed = true;
    return entry;
  });
}

/** Changes of one docs version, derived from the data. */
function derivedItems(version: DocVersion): ChangelogItem[] {
  const items: ChangelogItem[] = [];
  for (const call of API_CALLS) {
    if (addedBy(call, version)) {
      items.push({ call: call.name, kind: 'new-call', text: call.summary });
      continue;
    }
    if (!inRange({ since: call.since }, version)) continue;
    const added = call.params.filter((param) => addedBy(param, version));
    if (added.length) items.push({ call: call.name, kind: 'added', names: names(added, version) });
    for (const param of call.params) {
      const values: EnumValue[] = (param.values ?? []).filter(
        (value) => addedBy(value, version) && compareVersions(param.since, version) < 0,
      );
      if (values.length)
        items.push({ call: call.name, kind: 'values', param: param.name, names: names(values, version) });
    }
    const deprecated = call.params.filter((param) => deprecatedBy(param, version));
    if (deprecated.length) items.push({ call: call.name, kind: 'deprecated', names: names(deprecated, version) });
    const removed = call.params.filter((param) => param.until === version);
    if (removed.length) {
      items.push({
        call: call.name,
        kind: 'removed',
        names: removed.map((param) =>
          param.unconfirmed ? { name: param.name, unconfirmed: true } : { name: param.name },
        ),
      });
    }
    for (const rule of call.methods) {
      if (rule.since === version && version !== '2.5-legacy' && rule.note) {
        items.push({ call: call.name, kind: 'changed', text: rule.note });
      }
    }
  }
  const rules = contentTypeRulesFor(version);
  if (rules.enforced && rules.enforcedFrom) {
    items.push({
      call: '*',
      kind: 'changed',
      text: `From ${rules.enforcedFrom}, a POST request with a body needs a \`Content-Type\` header that the call accepts; otherwise the answer is \`unsupportedContentType\`.`,
    });
  }
  for (const note of RELEASE_NOTES[version] ?? []) {
    // A name added to a call that already has an "added" row joins that row.
    const row =
      note.kind === 'added' ? items.find((item) => item.call === note.call && item.kind === 'added') : undefined;
    if (row) row.names = [...(row.names ?? []), ...(note.names ?? [])];
    else items.push(note.names ? { ...note, names: [...note.names] } : { ...note });
  }
  return items;
}

/**
 * The API changelog as the reference of one release shows it: historic
 * releases, then every documented release up to this one. Newest first.
 */
export function changelogFor(version: DocVersion): ChangelogEntry[] {
  const documented = DOC_VERSIONS.filter((candidate) => compareVersions(candidate, version) <= 0)
    .sort(compareVersions)
    .map((candidate) => ({ release: RELEASES[candidate].release, items: derivedItems(candidate) }));
  return [...HISTORIC_CHANGES, ...documented].reverse();
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: '"Updates to API in BigBlueButton", 0.9.0 to 3.0, including join: userdata-bbb_hide_presentation_on_join in 2.6.',
  },
];
