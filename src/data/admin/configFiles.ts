/**
 * Where each BigBlueButton component keeps its configuration, per release.
 *
 * Since BigBlueButton 2.3 most components read a packaged default file and
 * then a local override under /etc/bigbluebutton. Package upgrades replace the
 * default but never touch the override. This table says, for one release,
 * which file to edit, how the override is combined with the default, what the
 * file controls and where the component logs. The configuration-files page
 * renders it and other pages link there (anchor `#local-overrides`).
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** How a component combines its override with the packaged default. */
export type MergeRule =
  /** key=value files: a key in the override wins, other keys keep their default. */
  | 'key-override'
  /** YAML/JSON deep merge: maps are merged key by key, arrays are replaced whole. */
  | 'deep-merge'
  /** HOCON: the override `include`s the default, then sets keys after it. */
  | 'hocon-include'
  /** The override, when present, is read instead of the default file. */
  | 'replace-file'
  /** Shell variables in the override are read after the defaults. */
  | 'shell-variables'
  /** nginx snippets in /etc/bigbluebutton/nginx are included next to the packaged ones. */
  | 'nginx-include'
  /** No override file: edit the packaged file and re-apply it from apply-config.sh. */
  | 'none';

export type ConfigFormat = 'properties' | 'yaml' | 'json' | 'hocon' | 'xml' | 'shell' | 'nginx' | 'ini';

export interface ConfigFileEntry extends VersionRange {
  /** Stable id, used as the row id and by tests. */
  id: string;
  /** Component (package or systemd service) that reads the file. */
  component: string;
  /** The packaged default file (or directory). */
  packaged: string;
  /** The local override; absent when the component has none. */
  override?: string;
  format: ConfigFormat;
  merge: MergeRule;
  /** What the file controls; `inline code` in backticks. */
  controls: string;
  /** Log files or commands that show the component's log. */
  logs: readonly string[];
  /** Command that makes a change take effect. */
  apply: string;
}

/** The HTML5 client's packaged settings.yml in each generation of the client. */
export const HTML5_SETTINGS_2X = '/usr/share/meteor/bundle/programs/server/assets/app/config/settings.yml';
export const HTML5_SETTINGS_3X = '/usr/share/bigbluebutton/html5-client/private/config/settings.yml';

/** The override of the HTML5 client settings (same path in every release). */
export const HTML5_OVERRIDE = '/etc/bigbluebutton/bbb-html5.yml';

/** The bbb-web override (same path in every release). */
export const BBB_WEB_OVERRIDE = '/etc/bigbluebutton/bbb-web.properties';

/** The script bbb-conf runs before it starts BigBlueButton. */
export const APPLY_CONFIG_SCRIPT = '/etc/bigbluebutton/bbb-conf/apply-config.sh';

/** The packaged settings.yml of the HTML5 client of a release. */
export function html5SettingsPath(version: DocVersion): string {
  return inRange({ since: '3.0' }, version) ? HTML5_SETTINGS_3X : HTML5_SETTINGS_2X;
}

export const CONFIG_FILES: readonly ConfigFileEntry[] = [
  {
    id: 'bbb-web',
    component: 'bbb-web',
    packaged: '/usr/share/bbb-web/WEB-INF/classes/bigbluebutton.properties',
    override: BBB_WEB_OVERRIDE,
    format: 'properties',
    merge: 'key-override',
    controls:
      'The API server: `bigbluebutton.web.serverURL`, the shared secret `securitySalt`, meeting defaults (guest policy, layout, limits, recording, welcome message) and upload limits.',
    logs: ['/var/log/bigbluebutton/bbb-web.log', 'journalctl -u bbb-web'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-apps-akka',
    component: 'bbb-apps-akka',
    packaged: '/usr/share/bbb-apps-akka/conf/application.conf',
    override: '/etc/bigbluebutton/bbb-apps-akka.conf',
    format: 'hocon',
    merge: 'hocon-include',
    controls:
      'The meeting engine: the bbb-web API address (`services.bbbWebAPI`), its copy of the shared secret (`services.sharedSecret`) and the checksum algorithm used for breakout rooms.',
    logs: ['/var/log/bbb-apps-akka/', 'journalctl -u bbb-apps-akka'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-fsesl-akka',
    component: 'bbb-fsesl-akka',
    packaged: '/usr/share/bbb-fsesl-akka/conf/application.conf',
    override: '/etc/bigbluebutton/bbb-fsesl-akka.conf',
    format: 'hocon',
    merge: 'hocon-include',
    controls: 'The bridge to the FreeSWITCH event socket: host, port 8021 and the event socket password.',
    logs: ['/var/log/bbb-fsesl-akka/', 'journalctl -u bbb-fsesl-akka'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
  },
  {
    id: 'html5-settings-meteor',
    component: 'bbb-html5 (Meteor server)',
    packaged: HTML5_SETTINGS_2X,
    override: HTML5_OVERRIDE,
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The HTML5 client: `public.*` settings sent to browsers (features, media, layout, branding) and `private.*` settings of the Meteor server.',
    logs: ['journalctl -u "bbb-html5-*"', '/var/log/nginx/html5-client.log (only when client logging is enabled)'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'html5-settings',
    component: 'HTML5 client (read by bbb-apps-akka)',
    packaged: HTML5_SETTINGS_3X,
    override: HTML5_OVERRIDE,
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The HTML5 client: `public.*` settings that bbb-apps-akka merges at start-up and hands to every browser through the GraphQL server.',
    logs: ['browser developer console', '/var/log/nginx/html5-client.log (only when client logging is enabled)'],
    apply: 'sudo bbb-conf --restart',
    since: '3.0',
  },
  {
    id: 'html5-processes',
    component: 'bbb-html5 (Meteor processes)',
    packaged: '/usr/share/meteor/bundle/bbb-html5-with-roles.conf',
    override: '/etc/bigbluebutton/bbb-html5-with-roles.conf',
    format: 'shell',
    merge: 'shell-variables',
    controls:
      'How many Meteor processes run: `NUMBER_OF_BACKEND_NODEJS_PROCESSES` and `NUMBER_OF_FRONTEND_NODEJS_PROCESSES`.',
    logs: ['journalctl -u "bbb-html5-*"'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'turn-stun',
    component: 'bbb-web (STUN/TURN list)',
    packaged: '/usr/share/bbb-web/WEB-INF/classes/spring/turn-stun-servers.xml',
    override: '/etc/bigbluebutton/turn-stun-servers.xml',
    format: 'xml',
    merge: 'replace-file',
    controls: 'The STUN and TURN servers, with credentials, that bbb-web hands to each browser when it joins.',
    logs: ['/var/log/bigbluebutton/bbb-web.log'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-webrtc-sfu',
    component: 'bbb-webrtc-sfu',
    packaged: '/usr/local/bigbluebutton/bbb-webrtc-sfu/config/default.yml',
    override: '/etc/bigbluebutton/bbb-webrtc-sfu/production.yml',
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'Webcams, screen sharing and listen-only media: mediasoup listen and announced IPs, worker count, UDP ports, media limits (`mediaThresholds`) and recording of media.',
    logs: ['/var/log/bbb-webrtc-sfu/', 'journalctl -u bbb-webrtc-sfu'],
    apply: 'sudo systemctl restart bbb-webrtc-sfu',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-webrtc-recorder',
    component: 'bbb-webrtc-recorder',
    packaged: '/etc/bbb-webrtc-recorder/bbb-webrtc-recorder.yml',
    override: '/etc/bigbluebutton/bbb-webrtc-recorder.yml',
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The WebRTC recorder: UDP ports (`webrtc.rtcMinPort`, `webrtc.rtcMaxPort`, 24577-32768) and the output directory (`recorder.directory`, /var/lib/bbb-webrtc-recorder).',
    logs: ['journalctl -u bbb-webrtc-recorder'],
    apply: 'sudo systemctl restart bbb-webrtc-recorder',
    since: '2.7',
  },
  {
    id: 'bbb-pads',
    component: 'bbb-pads',
    packaged: '/usr/local/bigbluebutton/bbb-pads/config/settings.json',
    override: '/etc/bigbluebutton/bbb-pads.json',
    format: 'json',
    merge: 'deep-merge',
    controls: 'The bridge between meetings and Etherpad, which holds shared notes and captions.',
    logs: ['journalctl -u bbb-pads'],
    apply: 'sudo systemctl restart bbb-pads',
    since: '2.5-legacy',
  },
  {
    id: 'recording',
    component: 'bbb-record-core',
    packaged: '/usr/local/bigbluebutton/core/scripts/bigbluebutton.yml',
    override: '/etc/bigbluebutton/recording/recording.yml',
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The recording pipeline: processing `steps` (which formats are built), `playback_host`, `playback_protocol` and storage directories.',
    logs: ['/var/log/bigbluebutton/bbb-rap-worker.log', '/var/log/bigbluebutton/archive-<meetingId>.log'],
    apply: 'sudo systemctl restart bbb-rap-resque-worker',
    since: '2.5-legacy',
  },
  {
    id: 'recording-presentation',
    component: 'bbb-playback-presentation',
    packaged: '/usr/local/bigbluebutton/core/scripts/presentation.yml',
    override: '/etc/bigbluebutton/recording/presentation.yml',
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The `presentation` playback format: video formats (`video_formats`) and the size and frame rate of recorded screen sharing.',
    logs: [
      '/var/log/bigbluebutton/presentation/process-<meetingId>.log',
      '/var/log/bigbluebutton/presentation/publish-<meetingId>.log',
    ],
    apply: 'sudo systemctl restart bbb-rap-resque-worker',
    since: '2.5-legacy',
  },
  {
    id: 'cron',
    component: 'daily clean-up job',
    packaged: '/etc/cron.daily/bigbluebutton',
    override: '/etc/default/bigbluebutton-cron-config',
    format: 'shell',
    merge: 'shell-variables',
    controls:
      'Retention: days to keep raw recording data after publishing (`published_days`), unrecorded meeting data (`unrecorded_days`) and logs (`log_history`). Only variable assignments are allowed in the override.',
    logs: ['/var/log/syslog'],
    apply: 'Read at the next daily run; nothing to restart.',
    since: '2.6',
  },
  {
    id: 'nginx',
    component: 'nginx',
    packaged: '/usr/share/bigbluebutton/nginx/',
    override: '/etc/bigbluebutton/nginx/',
    format: 'nginx',
    merge: 'nginx-include',
    controls:
      'Web locations of BigBlueButton (API, client, SIP websocket, uploads). The site file `/etc/nginx/sites-available/bigbluebutton` includes every `*.nginx` snippet in `/etc/bigbluebutton/nginx/`; `include_default.nginx` there pulls in the packaged snippets.',
    logs: ['/var/log/nginx/bigbluebutton.access.log', '/var/log/nginx/error.log'],
    apply: 'sudo nginx -t && sudo systemctl reload nginx',
    since: '2.5-legacy',
  },
  {
    id: 'freeswitch',
    component: 'FreeSWITCH',
    packaged: '/opt/freeswitch/etc/freeswitch/',
    format: 'xml',
    merge: 'none',
    controls:
      'Audio: IP addresses (`vars.xml`), SIP and websocket bindings (`sip_profiles/external.xml`), conference sounds (`autoload_configs/conference.conf.xml`), RTP ports (`autoload_configs/switch.conf.xml`) and dial plans.',
    logs: ['/opt/freeswitch/var/log/freeswitch/freeswitch.log', 'journalctl -u freeswitch'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
  },
  {
    id: 'kurento',
    component: 'kurento-media-server',
    packaged: '/etc/kurento/',
    format: 'ini',
    merge: 'none',
    controls:
      'Kurento, kept for recording and as an optional media server: external IPs (`modules/kurento/WebRtcEndpoint.conf.ini`) and UDP ports (`modules/kurento/BaseRtpEndpoint.conf.ini`).',
    logs: ['/var/log/kurento-media-server/'],
    apply: 'sudo bbb-conf --restart',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'graphql-server',
    component: 'bbb-graphql-server (Hasura)',
    packaged: '/etc/default/bbb-graphql-server',
    format: 'shell',
    merge: 'none',
    controls:
      'The GraphQL engine on port 8085: database connection, admin secret and CORS domain (`HASURA_GRAPHQL_CORS_DOMAIN`). Package upgrades keep your edited copy and leave the new default next to it as `.dpkg-dist`.',
    logs: ['journalctl -u bbb-graphql-server'],
    apply: 'sudo bbb-conf --restart',
    since: '3.0',
  },
  {
    id: 'graphql-loadbalancer',
    component: 'nginx in front of Hasura',
    packaged: '/etc/nginx/sites-available/hasura-loadbalancer.conf',
    format: 'nginx',
    merge: 'none',
    controls: 'The `upstream hasura` list of bbb-graphql-server instances (127.0.0.1:8085 by default).',
    logs: ['/var/log/nginx/error.log'],
    apply: 'sudo bbb-conf --restart',
    since: '3.0',
  },
  {
    id: 'graphql-middleware',
    component: 'bbb-graphql-middleware',
    packaged: '/usr/share/bbb-graphql-middleware/config.yml',
    override: '/etc/bigbluebutton/bbb-graphql-middleware.yml',
    format: 'yaml',
    merge: 'deep-merge',
    controls:
      'The websocket gateway between browsers and Hasura on port 8378: connection limits, rate limits and allowed cross origins. Older 3.0 builds read environment variables from `/etc/default/bbb-graphql-middleware` instead.',
    logs: ['journalctl -u bbb-graphql-middleware'],
    apply: 'sudo systemctl restart bbb-graphql-middleware',
    since: '3.0',
  },
];

/** Entries of one release; `overrides` keeps those with an override file, `no-override` the others. */
export function configFilesFor(
  version: DocVersion,
  filter: 'all' | 'overrides' | 'no-override' = 'all',
): ConfigFileEntry[] {
  return CONFIG_FILES.filter((entry) => {
    if (!inRange(entry, version)) return false;
    if (filter === 'overrides') return entry.override !== undefined;
    if (filter === 'no-override') return entry.override === undefined;
    return true;
  });
}

/** The override path of a component in a release, if it has one. */
export function overrideFor(version: DocVersion, id: string): string | undefined {
  return configFilesFor(version).find((entry) => entry.id === id)?.override;
}

/** One-line explanation of each merge rule, for the table legend. */
export const MERGE_RULE_TEXT: Record<MergeRule, string> = {
  'key-override': 'Keys in the override replace the same keys of the default; all other keys keep their default.',
  'deep-merge': 'Maps are merged key by key; a list (array) in the override replaces the whole list.',
  'hocon-include': 'The override first includes the default file, then sets the keys you change.',
  'replace-file': 'When the override exists it is read instead of the default, so it must be complete.',
  'shell-variables': 'Variables set in the override are read after the defaults.',
  'nginx-include': 'Your snippets are included beside the packaged ones; edit the include list to replace one.',
  none: 'No override: edit the file and repeat the change from apply-config.sh after upgrades.',
};

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-conf',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-28',
    note: 'A 3.0 development copy (it lists the bbb-graphql services next to mongod and bbb-html5). Override paths it reads: /etc/bigbluebutton/bbb-web.properties (its keys win over bigbluebutton.properties), bbb-html5.yml, bbb-webrtc-sfu/production.yml, bbb-webrtc-recorder.yml (each merged with yq eval-all over its default), turn-stun-servers.xml (used instead of the packaged file when present), bbb-apps-akka.conf (bbbWebAPI, sharedSecret), bbb-fsesl-akka.conf (ESL password). FreeSWITCH files under /opt/freeswitch/etc/freeswitch (vars.xml, sip_profiles/external.xml, autoload_configs/switch.conf.xml and event_socket.conf.xml), sip.nginx and web.nginx in /usr/share/bigbluebutton/nginx, record config /usr/local/bigbluebutton/core/scripts/bigbluebutton.yml, FreeSWITCH log. Writers of the overrides: --setip (serverURL, bbbWebAPI, ESL password in production.yml), --setsecret (securitySalt, bbb-apps-akka sharedSecret), and every run adds bigbluebutton.web.logoutURL=default when missing.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'build/packages-template/bbb-html5/after-install.sh',
    commit: '08d3aa7498b74cbc1d567f5ec45f3dbb61db59a6',
    checked: '2026-11-28',
    note: 'A 2.x copy: the Meteor client settings at /usr/share/meteor/bundle/programs/server/assets/app/config/settings.yml. The 3.x path /usr/share/bigbluebutton/html5-client/private/config/settings.yml was seen in a later copy of the same script without a commit id.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v3.0.x-release',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'Overrides the installer writes: bbb-web.properties (https serverURL), bbb-webrtc-sfu/production.yml (freeswitch.ip and sip_ip, mediasoup announced addresses), turn-stun-servers.xml (whole file), bbb-html5.yml (sipjsHackViaWs on one path) and, with -w, bbb-conf/apply-config.sh. The 2.5 to 2.7 scripts (bbb-install-2.5.sh @ 61f19cad, bbb-install-2.6.sh @ a8a10eae, v2.7.x-release @ 80a18c92) write bbb-web.properties and production.yml as well; 2.6 and 2.7 also turn-stun-servers.xml.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy: the files bbb-conf --check names, with the packaged and override file of each component.',
  },
];
