/**
 * LTI facts for the LTI Integration page of every release.
 *
 * Two generations of LTI support exist:
 * - the `bbb-lti` package (LTI 1.0 tool, configured in lti-config.properties),
 *   the LTI route of BigBlueButton 2.5; deprecated with 2.6 and no longer
 *   published for later releases;
 * - the "LTI framework" (bbb-lti-broker plus the bbb-app-rooms application,
 *   run with Docker), installed by bbb-install with `-t <key>:<secret>` from
 *   2.6 on.
 *
 * The page of each release renders only the generation that release ships.
 */
import { inRange, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** Which LTI implementation a release offers. */
export type LtiImplementation = 'bbb-lti' | 'lti-framework';

/** Status of the `bbb-lti` package in a release. */
export type ClassicToolStatus = 'supported' | 'deprecated' | 'unavailable';

/** Configuration file of the `bbb-lti` package. */
export const LTI_CONFIG_FILE = '/usr/share/bbb-lti/WEB-INF/classes/lti-config.properties';

/** Log file written by the `bbb-lti` package. */
export const LTI_LOG_FILE = '/var/log/bigbluebutton/bbb-lti.log';

/** Directory where bbb-install keeps the LTI framework (root's home). */
export const LTI_FRAMEWORK_DIR = '/root/bbb-lti';

/** URL paths of the LTI framework on the BigBlueButton host. */
export const LTI_FRAMEWORK_PATHS = {
  /** Broker: landing page listing the launch URLs of installed applications. */
  broker: '/lti',
  /** Launch URL of the rooms application, relative to the host. */
  roomsLaunch: '/lti/rooms/messages/blti',
  /** Where the applications themselves are served. */
  apps: '/apps',
} as const;

export interface LtiCustomParameter {
  /** Name as entered in the LMS (custom parameter, without the `custom_` prefix the LMS adds). */
  name: string;
  type: 'Boolean' | 'Integer' | 'Text' | 'Enumeration';
  /** Accepted values, for enumerations. */
  values?: readonly string[];
  /** What applies when the parameter is not sent. */
  defaultValue: string;
  /** Effect on the launched meeting. */
  effect: string;
}

/** Custom launch parameters understood by the `bbb-lti` tool. */
export const LTI_CUSTOM_PARAMETERS: readonly LtiCustomParameter[] = [
  {
    name: 'record',
    type: 'Boolean',
    defaultValue: '`ltiAllRecordedByDefault` in lti-config.properties (`false`)',
    effect:
      'Records the meeting. With `true` in extended mode, the launch first opens a page that lists the recordings made from this link; users play a past session or join the live one from there.',
  },
  {
    name: 'duration',
    type: 'Integer',
    defaultValue: '0 (server default)',
    effect:
      'Length of the meeting in minutes. When the time is up, every participant is removed. `0` or no value uses the default of the server. Applied only when `ltiMode` is `extended`.',
  },
  {
    name: 'welcome',
    type: 'Text',
    defaultValue: "the tool's own welcome text, naming the link and the course",
    effect:
      'Text shown in the public chat when a participant joins. The tool adds a notice when the meeting is recorded or has a duration.',
  },
  {
    name: 'voicebridge',
    type: 'Integer',
    defaultValue: 'a random number from 70000 to 79999, picked by the tool',
    effect:
      'Voice conference number of the meeting. Each running meeting on the server needs its own number, so pick values that cannot collide. Applied only when `ltiMode` is `extended`.',
  },
  {
    name: 'mode',
    type: 'Enumeration',
    values: ['simple', 'extended'],
    defaultValue: '`ltiMode` in lti-config.properties',
    effect:
      '`simple` only signs the user in and joins the meeting. `extended` shows the recordings page before joining when `record` is `true`. `record`, `duration` and `voicebridge` follow `ltiMode` of the server, not this parameter.',
  },
  {
    name: 'all_moderators',
    type: 'Boolean',
    defaultValue: 'false',
    effect: 'Joins every user as moderator, whatever role the LMS sends.',
  },
];

export interface LtiConfigKey {
  key: string;
  /** Value in the example configuration of the page. */
  example: string;
  meaning: string;
  /** Command that rewrites the key, when one exists. */
  setBy?: string;
}

/** Keys of lti-config.properties (`bbb-lti` package). */
export const LTI_CONFIG_KEYS: readonly LtiConfigKey[] = [
  {
    key: 'bigbluebuttonURL',
    example: 'https://bbb.example.com/bigbluebutton',
    meaning: 'Base URL of the BigBlueButton server the tool creates meetings on. It must end in `/bigbluebutton`.',
    setBy: 'bbb-conf --setip',
  },
  {
    key: 'bigbluebuttonSalt',
    example: 'the shared secret of the server',
    meaning: 'Shared secret the tool signs its API calls with; the same value as `securitySalt` of bbb-web.',
  },
  {
    key: 'ltiEndPoint',
    example: 'bbb.example.com',
    meaning:
      'Host name (or IP address) where LMSs reach the tool, plus `:port` when it is not the default port. No scheme, no path.',
    setBy: 'bbb-conf --setip',
  },
  {
    key: 'ltiConsumers',
    example: 'bbb:6e8c1d0b2a7f4c59,moodle:0d4f6a2c9e1b7358',
    meaning:
      'Comma-separated `key:secret` pairs of the LMSs allowed to launch the tool. The package creates one pair with the key `bbb` and a random secret.',
  },
  {
    key: 'ltiMode',
    example: 'extended',
    meaning:
      'Default of the `mode` custom parameter: `simple` or `extended` (shipped value `extended`). The tool applies `record`, `duration` and `voicebridge` only when this key is `extended`, whatever `mode` a launch sends.',
  },
  {
    key: 'ltiRestrictedAccess',
    example: 'true',
    meaning: 'Whether launches must carry valid consumer credentials. Keep `true`.',
  },
  {
    key: 'ltiAllRecordedByDefault',
    example: 'false',
    meaning: 'Records every meeting, as if each launch sent `record=true`.',
  },
  {
    key: 'meetingIdParams',
    example: 'resource_link_id,oauth_consumer_key',
    meaning:
      'Launch parameters combined into the meeting ID, so each LMS link gets its own meeting. Add parameters if your LMS reuses `resource_link_id` values.',
  },
];

export interface LtiFrameworkSetting {
  key: string;
  /** Which .env file: broker, rooms or both. */
  file: 'broker' | 'rooms' | 'both';
  meaning: string;
}

/** Settings in the .env files of the LTI framework (bbb-install writes all but the last one). */
export const LTI_FRAMEWORK_SETTINGS: readonly LtiFrameworkSetting[] = [
  {
    key: 'BIGBLUEBUTTON_ENDPOINT',
    file: 'both',
    meaning: 'API base URL of the BigBlueButton server, `https://<host>/bigbluebutton/`.',
  },
  {
    key: 'BIGBLUEBUTTON_SECRET',
    file: 'both',
    meaning: 'Shared secret of the server (`securitySalt`). Update it after `bbb-conf --setsecret`.',
  },
  { key: 'URL_HOST', file: 'both', meaning: 'Host name the applications are reached on.' },
  {
    key: 'RELATIVE_URL_ROOT',
    file: 'both',
    meaning: 'Path prefix: `lti` for the broker, `apps` for the rooms application.',
  },
  {
    key: 'DATABASE_URL',
    file: 'both',
    meaning:
      'PostgreSQL connection of the application (databases `bbb_lti_broker` and `bbb_app_rooms` in the framework’s own PostgreSQL container).',
  },
  { key: 'REDIS_URL', file: 'both', meaning: 'Redis connection of the application (framework’s own Redis container).' },
  { key: 'SECRET_KEY_BASE', file: 'both', meaning: 'Rails secret, generated once; keep it stable.' },
  {
    key: 'OMNIAUTH_BBBLTIBROKER_SITE',
    file: 'rooms',
    meaning: 'Base URL of the broker the rooms application signs in through, `https://<host>`.',
  },
  { key: 'OMNIAUTH_BBBLTIBROKER_ROOT', file: 'rooms', meaning: 'Path of the broker, `lti`.' },
  {
    key: 'OMNIAUTH_BBBLTIBROKER_KEY',
    file: 'rooms',
    meaning: 'Credentials the rooms application uses with the broker; bbb-install rotates them on every run.',
  },
  {
    key: 'OMNIAUTH_BBBLTIBROKER_SECRET',
    file: 'rooms',
    meaning: 'Secret paired with `OMNIAUTH_BBBLTIBROKER_KEY`; rotated together with it.',
  },
  {
    key: 'BIGBLUEBUTTON_MODERATOR_ROLES',
    file: 'rooms',
    meaning:
      'Comma-separated LTI roles that join as moderator. Not written by bbb-install; when absent the application uses `Instructor,Faculty,Teacher,Mentor,Administrator,Admin`.',
  },
];

/** LTI roles the rooms application of the framework joins as moderator by default. */
export const LTI_FRAMEWORK_MODERATOR_ROLES: readonly string[] = [
  'Instructor',
  'Faculty',
  'Teacher',
  'Mentor',
  'Administrator',
  'Admin',
];

/** LTI roles that `bbb-lti` joins as moderator (as do launches without a role). */
export const LTI_PRIVILEGED_ROLES: readonly string[] = ['Instructor', 'Faculty', 'Mentor', 'Administrator'];

/** Status of the `bbb-lti` package in a release. */
export function classicToolStatus(version: DocVersion): ClassicToolStatus {
  if (version === '2.5-legacy') return 'supported';
  if (version === '2.6') return 'deprecated';
  return 'unavailable';
}

/** The LTI implementation the page of a release documents as the way to go. */
export function ltiImplementation(version: DocVersion): LtiImplementation {
  return inRange({ since: '2.6' }, version) ? 'lti-framework' : 'bbb-lti';
}

/** bbb-install option that installs the LTI framework, or null when the installer has none. */
export function installerLtiOption(version: DocVersion): string | null {
  return inRange({ since: '2.6' }, version) ? '-t <key>:<secret>' : null;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/lti.md',
    checked: '2026-11-26',
    note: 'bbb-lti: lti-config.properties and its keys, the custom parameters record, duration, welcome, voicebridge, mode and all_moderators, privileged roles join as moderator.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'main',
    checked: '2026-11-26',
    note: '-t <key>:<secret> installs the LTI framework (install_lti, ~/bbb-lti). Its .env settings were not re-read.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-lti/grails-app/services/org/bigbluebutton/BigbluebuttonService.groovy',
    commit: '17993a97644e324aacab05c4009715094628b455',
    checked: '2026-11-28',
    note: 'getJoinURL reads custom_voicebridge, custom_record and custom_duration only when the mode it is given (ltiMode of lti-config.properties, passed by ToolController) is extended; record falls back to ltiAllRecordedByDefault; a missing voice bridge becomes 70000 plus a random number below 10000; custom_all_moderators defaults to false; a launch without roles counts as moderator. Read on the default branch: the 2.5 release branch was not read.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-lti/grails-app/controllers/org/bigbluebutton/ToolController.groovy',
    commit: '0015ceb551a481c3b3b9ad69a39304529af571c6',
    checked: '2026-11-28',
    note: "custom_mode (else ltiMode) decides between joining at once and the recordings page; doJoinMeeting builds the welcome text from the tool's messages (bigbluebutton.welcome.header with link and course, notices for recording and duration, footer) unless custom_welcome is sent, and passes ltiService.mode, not custom_mode, to getJoinURL.",
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-lti/src/java/org/bigbluebutton/lti/Parameter.java',
    commit: '7b3144d5482c6085034ae966ebe1506b498582d3',
    checked: '2026-11-28',
    note: 'Launch parameters: custom_record, custom_voicebridge, custom_duration, custom_welcome, custom_mode, custom_all_moderators; user names from lis_person_name_full, lis_person_name_given and lis_person_name_family (BigbluebuttonService falls back to "Moderator" or "Attendee").',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-lti/grails-app/conf/lti-config.properties',
    commit: '0aa018109caf3902c6c3dee757458148cbe3759b',
    checked: '2026-11-28',
    note: 'Keys bigbluebuttonURL, bigbluebuttonSalt, ltiEndPoint (host and optional port only), ltiConsumers (key:secret pairs, example bbb:welcome), ltiMode (extended), ltiRestrictedAccess (true), ltiAllRecordedByDefault (false). That the package writes a random secret for the key bbb is not in this file.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v3.0.x-release',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'install_lti, install_lti_tool, register_lti_tool: LTI_DIR=~/bbb-lti with docker-compose.yml, broker/.env and rooms/.env; paths /lti and /apps; databases bbb_lti_broker and bbb_app_rooms; nginx snippets bbb-lti-broker.nginx and bbb-app-rooms.nginx in /usr/share/bigbluebutton/nginx; every run pulls the images, rewrites BIGBLUEBUTTON_ENDPOINT and BIGBLUEBUTTON_SECRET, rotates OMNIAUTH_BBBLTIBROKER_KEY/SECRET and restarts the containers; keys set with rake db:keys:update or db:keys:add; without -c (built-in TURN, HAProxy in front) X-Forwarded-Proto is set to "https"; install_docker installs the standalone docker-compose 1.24.0. The same code is in bbb-install-2.6.sh (a8a10eae90586947e14ebb68e3dd9eded987c32b, master) and on v2.7.x-release (80a18c92fa6fd7461c3a6c02a1be2e301311fc4d); bbb-install-2.5.sh has no -t option.',
  },
  {
    repository: 'bigbluebutton/bbb-app-rooms',
    path: 'config/application.rb',
    commit: 'c94d7f5c9ee690145bb726167c282c0359a40321',
    checked: '2026-11-28',
    note: 'BIGBLUEBUTTON_MODERATOR_ROLES defaults to Instructor,Faculty,Teacher,Mentor,Administrator,Admin (also listed in dotenv).',
  },
  {
    repository: 'bigbluebutton/bbb-lti-broker',
    path: 'config/routes.rb',
    commit: 'b48a33d21314b340f1888161f93d81f6aa22994a',
    checked: '2026-11-28',
    note: "POST :app/messages/blti is the LTI 1.0 launch, so the rooms application launches at /lti/rooms/messages/blti under the installer's relative root lti.",
  },
];
