/**
 * Options of the `bbb-record` recording utility, per release.
 *
 * `bbb-record` ships with the bbb-config package of every release documented
 * here (2.5 to 3.1) and takes the same options in all of them; the version
 * ranges exist so that an option added or removed later is recorded once,
 * here, and every page follows. Text fields may contain `inline code` in
 * backticks; the BbbRecordOptions component renders it as <code>.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import { SAMPLE_INTERNAL_ID } from './recordingPaths';
import type { DataSources } from '../sources';

export const BBB_RECORD_GROUPS = ['Reporting', 'Monitoring', 'Administration'] as const;
export type BbbRecordGroup = (typeof BBB_RECORD_GROUPS)[number];

export interface BbbRecordOption extends VersionRange {
  /** The option as typed, e.g. `--rebuild`. */
  flag: string;
  /** Argument the option expects, e.g. `<internal meeting ID>`. */
  argument?: string;
  group: BbbRecordGroup;
  /** What the option does, in one or two sentences. */
  summary: string;
  /** The option refuses to run unless started as root. */
  needsRoot: boolean;
  /** The option removes recordings or meeting data. */
  destructive: boolean;
  /** A complete command line that can be pasted. */
  example: string;
}

/** External meeting id used in examples. */
export const SAMPLE_EXTERNAL_ID = 'Biology 101';

export const BBB_RECORD_OPTIONS: readonly BbbRecordOption[] = [
  {
    flag: '--list',
    group: 'Reporting',
    summary: 'Lists every meeting and recording on the server with its capture, archive and processing state.',
    needsRoot: false,
    destructive: false,
    example: 'bbb-record --list',
    since: '2.5-legacy',
  },
  {
    flag: '--list-recent',
    group: 'Reporting',
    summary: 'Same table as `--list`, limited to the ten most recent meetings.',
    needsRoot: false,
    destructive: false,
    example: 'bbb-record --list-recent',
    since: '2.5-legacy',
  },
  {
    flag: '--withDesc',
    group: 'Reporting',
    summary:
      'Modifier for `--list-recent` and `--watch`: adds a column with the description stored in the recording metadata.',
    needsRoot: false,
    destructive: false,
    example: 'bbb-record --list-recent --withDesc',
    since: '2.5-legacy',
  },
  {
    flag: '--list-workflows',
    group: 'Reporting',
    summary:
      'Prints the processing steps enabled in `bigbluebutton.yml` and the processing scripts (formats) installed.',
    needsRoot: false,
    destructive: false,
    example: 'bbb-record --list-workflows',
    since: '2.5-legacy',
  },
  {
    flag: '--watch',
    group: 'Monitoring',
    summary:
      'Refreshes the recent-recordings table every two seconds and shows the state of the `bbb-rap-starter` and `bbb-rap-resque-worker` services.',
    needsRoot: false,
    destructive: false,
    example: 'bbb-record --watch',
    since: '2.5-legacy',
  },
  {
    flag: '--rebuild',
    argument: '<internal meeting ID>',
    group: 'Administration',
    summary:
      'Clears the sanity, processed and published markers and runs the recording through processing and publishing again. Also forces processing of a meeting that has no recording marks, as long as its raw files exist.',
    needsRoot: true,
    destructive: false,
    example: `sudo bbb-record --rebuild ${SAMPLE_INTERNAL_ID}`,
    since: '2.5-legacy',
  },
  {
    flag: '--rebuildall',
    group: 'Administration',
    summary:
      'Marks every recording that has raw files for rebuilding. On a server with many recordings this keeps the workers busy for a long time.',
    needsRoot: true,
    destructive: false,
    example: 'sudo bbb-record --rebuildall',
    since: '2.5-legacy',
  },
  {
    flag: '--delete',
    argument: '<internal meeting ID>',
    group: 'Administration',
    summary:
      'Removes the meeting data, the raw, processed and published files, the status markers and the logs of one meeting, including a meeting that is still running.',
    needsRoot: true,
    destructive: true,
    example: `sudo bbb-record --delete ${SAMPLE_INTERNAL_ID}`,
    since: '2.5-legacy',
  },
  {
    flag: '--deleteall',
    group: 'Administration',
    summary: 'Removes the data and recordings of every meeting on the server, running meetings included.',
    needsRoot: true,
    destructive: true,
    example: 'sudo bbb-record --deleteall',
    since: '2.5-legacy',
  },
  {
    flag: '--debug',
    group: 'Administration',
    summary: 'Scans the recording logs for errors from the archive step onwards and prints what it finds.',
    needsRoot: true,
    destructive: false,
    example: 'sudo bbb-record --debug',
    since: '2.5-legacy',
  },
  {
    flag: '--check',
    group: 'Administration',
    summary:
      'Checks the recording configuration: ownership and permissions of the recording directories and settings that stop processing from starting.',
    needsRoot: true,
    destructive: false,
    example: 'sudo bbb-record --check',
    since: '2.5-legacy',
  },
  {
    flag: '--enable',
    argument: '<workflow>',
    group: 'Administration',
    summary:
      'Turns an installed recording format (workflow) back on by renaming its process and publish scripts from `.rb.bk` to `.rb`. The format must also appear in the `steps` of `bigbluebutton.yml`.',
    needsRoot: true,
    destructive: false,
    example: 'sudo bbb-record --enable presentation',
    since: '2.5-legacy',
  },
  {
    flag: '--disable',
    argument: '<workflow>',
    group: 'Administration',
    summary:
      'Turns a recording format off by renaming its process and publish scripts to `.rb.bk`. Recordings already published in that format stay available.',
    needsRoot: true,
    destructive: false,
    example: 'sudo bbb-record --disable presentation',
    since: '2.5-legacy',
  },
  {
    flag: '--tointernal',
    argument: '<external meeting ID>',
    group: 'Administration',
    summary: 'Prints every internal meeting id created for an external meeting id. Quote ids that contain spaces.',
    needsRoot: true,
    destructive: false,
    example: `sudo bbb-record --tointernal "${SAMPLE_EXTERNAL_ID}"`,
    since: '2.5-legacy',
  },
  {
    flag: '--toexternal',
    argument: '<internal meeting ID>',
    group: 'Administration',
    summary: 'Prints the external meeting id (and meeting name) that belongs to an internal meeting id.',
    needsRoot: true,
    destructive: false,
    example: `sudo bbb-record --toexternal ${SAMPLE_INTERNAL_ID}`,
    since: '2.5-legacy',
  },
  {
    flag: '--republish',
    argument: '<internal meeting ID>',
    group: 'Administration',
    summary:
      'Removes the published copy and runs only the publish step again from the processed files. These exist only while a format has not been published successfully (the worker deletes them after a successful publish), so for a published recording use `--rebuild`. The built-in help still labels it as meant for the retired Matterhorn integration.',
    needsRoot: true,
    destructive: false,
    example: `sudo bbb-record --republish ${SAMPLE_INTERNAL_ID}`,
    since: '2.5-legacy',
  },
];

/** The options of one release, optionally of one group, in help-text order. */
export function bbbRecordOptionsFor(version: DocVersion, group?: BbbRecordGroup): BbbRecordOption[] {
  return BBB_RECORD_OPTIONS.filter((o) => inRange(o, version) && (group === undefined || o.group === group));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-record',
    commit: '0021a9619cd7a154f3fb52fdfdf40e47e03b53b9',
    checked: '2026-11-28',
    note: 'The only copy the search tools reach, an old one (changelog ends 2016, Tomcat 7): --list, --watch [--withDesc], --rebuild, --rebuildall, --republish, --delete, --deleteall, --debug, --check, --enable, --disable, --tointernal, --toexternal; need_root for every administration option and not for --list and --watch; --rebuild clears the .norecord, sanity, processed and published markers and marks the meeting archived; --delete and --deleteall also remove /var/bigbluebutton/<meeting id> (running meetings included). --list-recent, --list-workflows and --withDesc on --list-recent are not in this copy: they rest on the documentation entry below until a copy of a 2.5 or later branch is read.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/workers/rap-publish-worker.rb',
    commit: '62d62a2a1eefdacccfbed08f22bb106d3436bb2a',
    checked: '2026-11-28',
    note: 'After a successful publish the worker deletes process/<format>/<id> and publish/<format>/<id>, so --republish has processed files to work from only while the publish step of a format has not succeeded.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/recording.md',
    checked: '2026-11-26',
    note: 'The 2.5 usage listing: --list, --list-recent, --withDesc, --list-workflows, --watch, --rebuild, --rebuildall, --delete, --deleteall, --debug, --check (2.5 and later), --enable, --disable, --tointernal, --toexternal, --republish.',
  },
];
