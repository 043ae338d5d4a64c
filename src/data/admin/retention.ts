/**
 * What a BigBlueButton server keeps on disk, for how long, and which setting
 * shortens it, per release. The privacy page renders these tables; the
 * retention keys are those of the daily clean-up job.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** The daily clean-up job shipped by the bbb-config package. */
export const CRON_FILE = '/etc/cron.daily/bigbluebutton';

/** Local override of the job's variables (2.6 and later; only variable assignments). */
export const CRON_OVERRIDE_FILE = '/etc/default/bigbluebutton-cron-config';

/** True when the job reads {@link CRON_OVERRIDE_FILE} in this release. */
export function cronOverrideSupported(version: DocVersion): boolean {
  return inRange({ since: '2.6' }, version);
}

export type RetentionKeyName = 'history' | 'unrecorded_days' | 'published_days' | 'log_history';

export interface RetentionKey {
  key: RetentionKeyName;
  /** Value shipped in the job, in days. */
  defaultDays: number;
  /** What the job deletes once this many days have passed. */
  removes: string;
}

/** Variables at the top of the daily job. The values are the same in every release documented here. */
export const RETENTION_KEYS: readonly RetentionKey[] = [
  {
    key: 'history',
    defaultDays: 5,
    removes:
      'Presentations uploaded to meetings and the media caches the recording pipeline leaves behind (see the inventory of data on disk).',
  },
  {
    key: 'unrecorded_days',
    defaultDays: 14,
    removes:
      'Raw data of meetings that allowed recording but in which nobody started it (no recording marks), deleted with `bbb-record --delete`.',
  },
  {
    key: 'published_days',
    defaultDays: 14,
    removes:
      'Raw data of recordings that were processed and published, when the `remove_raw_of_published_recordings` call at the end of the job is active.',
  },
  {
    key: 'log_history',
    defaultDays: 28,
    removes: 'Log files that BigBlueButton components write under `/var/log/bigbluebutton`.',
  },
];

/** Function call near the end of the job that drops raw data of published recordings (active by default). */
export const REMOVE_RAW_OF_PUBLISHED = 'remove_raw_of_published_recordings';

export type DataKind = 'recording' | 'cache' | 'log';

export interface DataLocation extends VersionRange {
  id: string;
  /** Directory or file. `<meeting-id>` is the internal meeting ID. */
  path: string;
  kind: DataKind;
  /** Personal data the location can hold. */
  holds: string;
  /** What removes or rotates it by default. */
  cleanedBy: string;
  /** Command that shows whether the job of your point release covers the path. */
  verify?: string;
}

/** Inventory of personal data on a BigBlueButton server, all releases. */
export const DATA_LOCATIONS: readonly DataLocation[] = [
  {
    id: 'presentations',
    path: '/var/bigbluebutton/<meeting-id>/',
    kind: 'cache',
    holds: 'Every document uploaded to the meeting and its converted pages, also when the meeting is not recorded.',
    cleanedBy: 'Daily job, `history` days after the last change.',
    since: '2.5-legacy',
  },
  {
    id: 'raw',
    path: '/var/bigbluebutton/recording/raw/<meeting-id>/',
    kind: 'recording',
    holds:
      'Raw recording of the whole meeting (events.xml with names and chat, audio, webcams, screen sharing, slides) whenever the meeting was created with `record=true`.',
    cleanedBy:
      'Daily job: after `unrecorded_days` when no recording marks exist; after `published_days` once published, if `remove_raw_of_published_recordings` is active.',
    since: '2.5-legacy',
  },
  {
    id: 'published',
    path: '`/var/bigbluebutton/published/` and `/var/bigbluebutton/unpublished/`',
    kind: 'recording',
    holds: 'Processed recordings: voices, webcams, screen sharing, chat, whiteboard, names.',
    cleanedBy: 'Nothing. Kept until deleted through the API (`deleteRecordings`) or with `bbb-record --delete`.',
    since: '2.5-legacy',
  },
  {
    id: 'deleted',
    path: '/var/bigbluebutton/deleted/',
    kind: 'recording',
    holds: 'Recordings deleted through the API: they are moved here, not erased.',
    cleanedBy: 'Nothing. Purge it with a job of your own.',
    since: '2.5-legacy',
  },
  {
    id: 'freeswitch-meetings',
    path: '/var/freeswitch/meetings/',
    kind: 'cache',
    holds: 'Audio of the voice conference, recorded for the recording pipeline.',
    cleanedBy: 'Daily job, `history` days.',
    since: '2.5-legacy',
  },
  {
    id: 'kurento-media',
    path: '`/var/kurento/recordings/` and `/var/kurento/screenshare/`',
    kind: 'cache',
    holds: 'Webcam and screen-sharing media recorded by Kurento.',
    cleanedBy: 'Daily job, `history` days.',
    verify: 'grep -n kurento /etc/cron.daily/bigbluebutton',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'webrtc-recorder',
    path: '/var/lib/bbb-webrtc-recorder/',
    kind: 'cache',
    holds: 'Webcam and screen-sharing media recorded by bbb-webrtc-recorder.',
    cleanedBy:
      'Copied into the raw recording when the meeting is archived; check whether the daily job of your point release removes the originals.',
    verify: 'grep -n webrtc-recorder /etc/cron.daily/bigbluebutton',
    since: '2.7',
  },
  {
    id: 'bbb-web-log',
    path: '/var/log/bigbluebutton/bbb-web.log',
    kind: 'log',
    holds: 'Every create, join and leave: meeting names and IDs, user names and IDs, times.',
    cleanedBy: 'logback: rolled daily, 14 files kept (`/usr/share/bbb-web/WEB-INF/classes/logback.xml`).',
    since: '2.5-legacy',
  },
  {
    id: 'recording-logs',
    path: '`/var/log/bigbluebutton/` (archive, process and publish logs, `bbb-rap-worker.log`, `sanity.log`)',
    kind: 'log',
    holds: 'Meeting IDs, names of recorded meetings, file names of uploads.',
    cleanedBy:
      'Per-meeting logs: daily job, `log_history` days. `bbb-rap-worker.log` and `sanity.log`: `/etc/logrotate.d/bbb-record-core.logrotate`.',
    since: '2.5-legacy',
  },
  {
    id: 'nginx-access',
    path: '/var/log/nginx/bigbluebutton.access.log',
    kind: 'log',
    holds: 'IP address of every request and full URLs, including join links with user names.',
    cleanedBy: 'logrotate (`/etc/logrotate.d/nginx`): daily, 14 files kept.',
    since: '2.5-legacy',
  },
  {
    id: 'sfu-logs',
    path: '/var/log/bbb-webrtc-sfu/',
    kind: 'log',
    holds: 'User and meeting IDs, IP addresses from ICE candidates.',
    cleanedBy: 'logrotate (`/etc/logrotate.d/bbb-webrtc-sfu.logrotate`): 7 days.',
    since: '2.5-legacy',
  },
  {
    id: 'akka-logs',
    path: '`/var/log/bbb-apps-akka/` and `/var/log/bbb-fsesl-akka/`',
    kind: 'log',
    holds: 'Meeting events with user names and IDs; voice conference events with caller names.',
    cleanedBy:
      'Rolled by the `logback.xml` of each application in `/usr/share/bbb-apps-akka/conf/` and `/usr/share/bbb-fsesl-akka/conf/`.',
    since: '2.5-legacy',
  },
  {
    id: 'freeswitch-log',
    path: '/opt/freeswitch/var/log/freeswitch/',
    kind: 'log',
    holds: 'Call legs with caller names, SIP and WebRTC addresses.',
    cleanedBy: 'FreeSWITCH log rotation.',
    since: '2.5-legacy',
  },
  {
    id: 'kurento-log',
    path: '/var/log/kurento-media-server/',
    kind: 'log',
    holds: 'Session names, times and client IP addresses (also private addresses behind NAT).',
    cleanedBy: 'Kurento log rotation; verbosity from `GST_DEBUG` in `/etc/default/kurento-media-server`.',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'meteor-journal',
    path: 'journal of `bbb-html5-frontend@*` and `bbb-html5-backend@*`',
    kind: 'log',
    holds: 'User IDs, meeting IDs and client events of the HTML5 client server processes.',
    cleanedBy: 'journald limits (`/etc/systemd/journald.conf`).',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'graphql-journal',
    path: 'journal of `bbb-graphql-server`, `bbb-graphql-middleware` and `bbb-graphql-actions`',
    kind: 'log',
    holds: 'Browser connections with user and meeting IDs, client actions.',
    cleanedBy: 'journald limits (`/etc/systemd/journald.conf`).',
    since: '3.0',
  },
  {
    id: 'coturn-log',
    path: 'file named by `log-file` in `/etc/turnserver.conf`',
    kind: 'log',
    holds: 'IP addresses and ports of every client relayed by the built-in TURN server.',
    cleanedBy: 'Depends on the coturn configuration; see the TURN section.',
    since: '2.6',
  },
];

/** Inventory rows of one release, optionally of one kind. */
export function dataLocationsFor(version: DocVersion, kinds?: readonly DataKind[]): DataLocation[] {
  return DATA_LOCATIONS.filter((l) => inRange(l, version) && (kinds === undefined || kinds.includes(l.kind)));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/privacy.md',
    checked: '2026-11-26',
    note: 'The keys history, unrecorded_days, published_days and log_history of /etc/cron.daily/bigbluebutton, and remove_raw_of_published_recordings; unrecorded raw data kept two weeks by default.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/cron.daily/bigbluebutton',
    checked: '2026-11-26',
    note: 'Only an old, disabled copy was available: it confirms the file, not the day values 5, 14, 14 and 28. Confirm them at the top of the job on each release branch.',
  },
];
