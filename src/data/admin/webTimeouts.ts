/**
 * bbb-web's timers: when an idle user is asked whether they are still there,
 * when users who left or never arrived are dropped from a meeting, and when
 * an empty meeting ends. Defaults per release, as in bbb-web's packaged
 * `bigbluebutton.properties`; an operator overrides any of them in
 * `/etc/bigbluebutton/bbb-web.properties`.
 */
import { DOC_VERSIONS, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** File that holds the packaged defaults on a server. */
export const WEB_DEFAULTS_FILE = '/usr/share/bbb-web/WEB-INF/classes/bigbluebutton.properties';

/** Local override: a key set here replaces the packaged value. */
export const WEB_OVERRIDE_FILE = '/etc/bigbluebutton/bbb-web.properties';

export type WebTimeoutKey =
  | 'clientLogoutTimerInMinutes'
  | 'userInactivityInspectTimerInMinutes'
  | 'userInactivityThresholdInMinutes'
  | 'userActivitySignResponseDelayInMinutes'
  | 'usersTimeout'
  | 'waitingGuestUsersTimeout'
  | 'enteredUsersTimeout'
  | 'meetingExpireIfNoUserJoinedInMinutes'
  | 'meetingExpireWhenLastUserLeftInMinutes'
  | 'endWhenNoModeratorDelayInMinutes';

export type WebTimeoutGroup = 'inactivity' | 'users' | 'meeting';

export interface WebTimeoutSetting {
  key: WebTimeoutKey;
  group: WebTimeoutGroup;
  /** Unit of the value, as the packaged file's comment gives it. */
  unit: 'minutes' | 'milliseconds';
  /** What the setting does, in our words (inline code in backticks). */
  what: string;
  /** What `0` means, when it switches the behaviour off. */
  zeroMeans?: string;
}

/** The settings, in the order the table lists them. */
export const WEB_TIMEOUT_SETTINGS: readonly WebTimeoutSetting[] = [
  {
    key: 'userInactivityInspectTimerInMinutes',
    group: 'inactivity',
    unit: 'minutes',
    what: 'How often the server looks for inactive users. The two settings below take effect only when this is above `0`.',
    zeroMeans: 'no inactivity check',
  },
  {
    key: 'userInactivityThresholdInMinutes',
    group: 'inactivity',
    unit: 'minutes',
    what: 'Minutes without activity after which a user is considered inactive and the client asks them to confirm they are still there.',
  },
  {
    key: 'userActivitySignResponseDelayInMinutes',
    group: 'inactivity',
    unit: 'minutes',
    what: 'Minutes a user has to answer that question before being logged out of the meeting.',
  },
  {
    key: 'clientLogoutTimerInMinutes',
    group: 'inactivity',
    unit: 'minutes',
    what: 'Minutes after which the client logs out a user who is not responsive.',
    zeroMeans: 'off',
  },
  {
    key: 'usersTimeout',
    group: 'users',
    unit: 'milliseconds',
    what: 'How long a user who joined and then left stays on the meeting’s user list; after this, without a rejoin, the user is removed.',
  },
  {
    key: 'waitingGuestUsersTimeout',
    group: 'users',
    unit: 'milliseconds',
    what: 'How long a guest in the waiting room may stop asking for their status (for example after closing the waiting page) before being removed from the queue.',
  },
  {
    key: 'enteredUsersTimeout',
    group: 'users',
    unit: 'milliseconds',
    what: 'How long a user whose client called `enter` but never joined (a client that hung on the way in) is kept before being removed.',
  },
  {
    key: 'meetingExpireIfNoUserJoinedInMinutes',
    group: 'meeting',
    unit: 'minutes',
    what: 'A meeting that was created but that nobody joins ends after this many minutes.',
  },
  {
    key: 'meetingExpireWhenLastUserLeftInMinutes',
    group: 'meeting',
    unit: 'minutes',
    what: 'Minutes a meeting stays open after the last user left, so that someone can come back.',
  },
  {
    key: 'endWhenNoModeratorDelayInMinutes',
    group: 'meeting',
    unit: 'minutes',
    what: 'With `endWhenNoModerator=true` (default `false`; a front-end can set it per meeting on `create`), the minutes a meeting waits for a moderator to return before it ends.',
  },
];

/** Defaults of one release, and how far they were checked. */
export interface WebTimeoutRelease {
  defaults: Readonly<Record<WebTimeoutKey, number>>;
  /** Commit of bigbluebutton/bigbluebutton whose `bigbluebutton.properties` gave the values, when it is of this release. */
  readAt?: string;
  /** Set when the values were not read in this release's own code: what would confirm them. */
  unconfirmed?: string;
}

/** Commit of the v2.6.x-release line whose bigbluebutton.properties was read (its docs name bbb-install-2.6.sh and v2.6.x-release). */
const READ_2_6 = '00013312eb24b3a056f798e39a075b33ef75b473';

/** Values of `bigbluebutton.properties` at {@link READ_2_6}. */
const DEFAULTS_2_6: Readonly<Record<WebTimeoutKey, number>> = {
  clientLogoutTimerInMinutes: 0,
  userInactivityInspectTimerInMinutes: 0,
  userInactivityThresholdInMinutes: 30,
  userActivitySignResponseDelayInMinutes: 5,
  usersTimeout: 60000,
  waitingGuestUsersTimeout: 30000,
  enteredUsersTimeout: 45000,
  meetingExpireIfNoUserJoinedInMinutes: 5,
  meetingExpireWhenLastUserLeftInMinutes: 1,
  endWhenNoModeratorDelayInMinutes: 1,
};

function notReadIn(release: string): string {
  return `These are the defaults of BigBlueButton 2.6; they have not yet been checked against the ${release} code. Compare them with the packaged ${WEB_DEFAULTS_FILE} of your build.`;
}

export const WEB_TIMEOUTS: Record<DocVersion, WebTimeoutRelease> = {
  '2.5-legacy': { defaults: DEFAULTS_2_6, unconfirmed: notReadIn('2.5') },
  '2.6': { defaults: DEFAULTS_2_6, readAt: READ_2_6 },
  '2.7': { defaults: DEFAULTS_2_6, unconfirmed: notReadIn('2.7') },
  '3.0': { defaults: DEFAULTS_2_6, unconfirmed: notReadIn('3.0') },
  '3.1': { defaults: DEFAULTS_2_6, unconfirmed: notReadIn('3.1') },
};

/** One row of a release's table. */
export interface WebTimeoutRow extends WebTimeoutSetting {
  value: number;
}

/** The settings of one release with their defaults, in table order. */
export function webTimeoutsFor(version: DocVersion): WebTimeoutRow[] {
  const release = WEB_TIMEOUTS[version];
  if (!release) throw new Error(`No bbb-web timeouts for docs version ${version}`);
  return WEB_TIMEOUT_SETTINGS.map((setting) => ({ ...setting, value: release.defaults[setting.key] }));
}

/** A default as a reader reads it: `60000` → "60000 (60 s)", `0` with its meaning. */
export function formatTimeoutDefault(row: Pick<WebTimeoutRow, 'unit' | 'value' | 'zeroMeans'>): string {
  if (row.value === 0 && row.zeroMeans) return `0 (${row.zeroMeans})`;
  if (row.unit === 'milliseconds') return `${row.value} (${row.value / 1000} s)`;
  return String(row.value);
}

/** Versions whose values were read in their own release's code. */
export function confirmedVersions(): DocVersion[] {
  return DOC_VERSIONS.filter((version) => WEB_TIMEOUTS[version]?.readAt !== undefined);
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-web/grails-app/conf/bigbluebutton.properties',
    commit: READ_2_6,
    checked: '2026-11-28',
    note: 'All ten values and units (usersTimeout, waitingGuestUsersTimeout, enteredUsersTimeout in milliseconds; the others in minutes), endWhenNoModerator=false, and the comments the descriptions rest on. This is the only version of the file the search index returned: the copies on v2.5.x-release, v2.7.x-release, v3.0.x-release and v3.1.0-beta.2 were not read, so those versions show the 2.6 values with a note.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/customize.md',
    commit: READ_2_6,
    checked: '2026-11-28',
    note: 'Identifies the commit as the 2.6 line: the page names bbb-install-2.6.sh, links apply-lib.sh on v2.6.x-release and says allowFetchAllRecordings was added in 2.6.x. Its table of bbb-web settings gives the same defaults.',
  },
];
