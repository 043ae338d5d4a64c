/**
 * The options of `bbb-conf` (/usr/bin/bbb-conf), per release.
 *
 * `bbb-conf` prints its options in three groups when run without arguments.
 * The list barely changes between releases; the differences are recorded
 * here as version ranges so that the bbb-conf page of each release, the
 * install page and the troubleshooting guide show the same, correct list.
 *
 * Sources: the usage text and option parser of bigbluebutton-config/bin/bbb-conf
 * on the release branches, PR #15096 (`--set-port-range`, 2.6) and PR #18514
 * (LTI traces removed while 3.0 was developed).
 */
import { inRange, versionsIn, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** The three headings of the usage text, in the order bbb-conf prints them. */
export const BBB_CONF_GROUPS = ['Configuration', 'Monitoring', 'Administration'] as const;
export type BbbConfGroup = (typeof BBB_CONF_GROUPS)[number];

/** Where the script is installed (package bbb-config). */
export const BBB_CONF_PATH = '/usr/bin/bbb-conf';

/** Message the script prints when an option needs root and you are not root. */
export const BBB_CONF_ROOT_MESSAGE = 'Need to be root to run this option';

/**
 * Files `bbb-conf --setsecret` writes the new shared secret into; bbb-webhooks'
 * file only when the package is installed. No package needs reinstalling.
 */
export const SETSECRET_FILES = {
  bbbWeb: '/etc/bigbluebutton/bbb-web.properties',
  akkaApps: '/etc/bigbluebutton/bbb-apps-akka.conf',
  webhooks: '/usr/local/bigbluebutton/bbb-webhooks/config/default.yml',
} as const;

export interface BbbConfOption extends VersionRange {
  /** The option as typed, e.g. `--setip`. */
  flag: `--${string}`;
  group: BbbConfGroup;
  /** Argument the option takes, written as in the usage text (e.g. `<IP/hostname>`). */
  argument?: string;
  /** True when the script refuses to run the option without root. */
  needsRoot: boolean;
  /** What the option does, one or two sentences; `inline code` in backticks. */
  meaning: string;
  /** Explicit heading id of the option on the bbb-conf page. */
  anchor: string;
  /** Release-specific remarks shown after the meaning. */
  notes?: Partial<Record<DocVersion, string>>;
}

export const BBB_CONF_OPTIONS: readonly BbbConfOption[] = [
  {
    flag: '--version',
    group: 'Configuration',
    needsRoot: false,
    meaning:
      'Prints the release and a build number summed over the installed packages, then the `dpkg -l` line of every installed `bbb-*` package.',
    anchor: 'version',
    since: '2.5-legacy',
  },
  {
    flag: '--setip',
    group: 'Configuration',
    argument: '<IP/hostname>',
    needsRoot: true,
    meaning:
      'Writes a new hostname or IP address into every configuration that holds it (bbb-web, bbb-apps-akka, recording, HTML5 client, bbb-webhooks, playback links of existing recordings), then restarts BigBlueButton. It also replaces the default FreeSWITCH ESL password `ClueCon` with a random one (since bigbluebutton PR #9787, 2020).',
    anchor: 'setip',
    since: '2.5-legacy',
  },
  {
    flag: '--setsecret',
    group: 'Configuration',
    argument: '<secret>',
    needsRoot: true,
    meaning:
      'Writes a new shared secret as `securitySalt` in `/etc/bigbluebutton/bbb-web.properties` and copies it to `/etc/bigbluebutton/bbb-apps-akka.conf` (and bbb-webhooks when installed). Restart afterwards.',
    anchor: 'setsecret',
    since: '2.5-legacy',
  },
  {
    flag: '--set-port-range',
    group: 'Configuration',
    argument: 'MIN-MAX',
    needsRoot: true,
    meaning:
      'Sets one UDP range for all media components at once (FreeSWITCH and bbb-webrtc-sfu, and the other media servers of the release). Restart afterwards.',
    anchor: 'set-port-range',
    since: '2.6',
    notes: {
      '2.6': 'Also rewrites the Kurento range in `/etc/kurento/modules/kurento/BaseRtpEndpoint.conf.ini`.',
      '2.7': 'Run `--check` afterwards and confirm that the Kurento and bbb-webrtc-recorder ranges match.',
      '3.0': 'Also sets the bbb-webrtc-recorder range.',
      '3.1': 'Also sets the bbb-webrtc-recorder range.',
    },
  },
  {
    flag: '--check',
    group: 'Monitoring',
    needsRoot: true,
    meaning:
      'Prints the release, kernel, distribution, memory and CPU cores, the key values of each configuration file, and a list of potential problems.',
    anchor: 'check',
    since: '2.5-legacy',
    notes: {
      '2.6': 'Shows the UDP port ranges of FreeSWITCH, Kurento and bbb-webrtc-sfu.',
      '2.7': 'Shows the UDP port ranges of FreeSWITCH, Kurento, bbb-webrtc-sfu and bbb-webrtc-recorder.',
      '3.0': 'Shows the UDP port ranges of FreeSWITCH, bbb-webrtc-sfu and bbb-webrtc-recorder.',
      '3.1': 'Shows the UDP port ranges of FreeSWITCH, bbb-webrtc-sfu and bbb-webrtc-recorder.',
    },
  },
  {
    flag: '--debug',
    group: 'Monitoring',
    needsRoot: true,
    meaning:
      'Searches the logs in `/var/log/bigbluebutton`, the nginx error log and syslog for errors and exceptions, then runs the recording checks of `bbb-record --check`.',
    anchor: 'debug',
    since: '2.5-legacy',
  },
  {
    flag: '--watch',
    group: 'Monitoring',
    needsRoot: true,
    meaning: 'Repeats a short `top` summary, `--network` and `--debug` every 2 seconds until you press Ctrl+C.',
    anchor: 'watch',
    since: '2.5-legacy',
  },
  {
    flag: '--network',
    group: 'Monitoring',
    needsRoot: false,
    meaning: 'Counts the open TCP connections on ports 80 and 443 for each remote IP address.',
    anchor: 'network',
    since: '2.5-legacy',
  },
  {
    flag: '--secret',
    group: 'Monitoring',
    needsRoot: false,
    meaning:
      'Prints the API URL and the shared secret of the server, and a link that opens API-Mate with both filled in.',
    anchor: 'secret',
    since: '2.5-legacy',
  },
  {
    flag: '--lti',
    group: 'Monitoring',
    needsRoot: false,
    meaning: 'Prints the URL, key and secret of the legacy `bbb-lti` tool when that package is installed.',
    anchor: 'lti',
    since: '2.5-legacy',
    until: '3.0',
    notes: {
      '2.6':
        'The `bbb-lti` package is deprecated in this release; the LTI framework installed by `bbb-install -t` is not reported.',
      '2.7':
        'Reports only the deprecated `bbb-lti` package; the LTI framework installed by `bbb-install -t` is not reported.',
    },
  },
  {
    flag: '--restart',
    group: 'Administration',
    needsRoot: true,
    meaning:
      'Checks the configuration, stops all services, runs `/etc/bigbluebutton/bbb-conf/apply-config.sh` if it exists, starts everything again and prints potential problems.',
    anchor: 'restart',
    since: '2.5-legacy',
  },
  {
    flag: '--stop',
    group: 'Administration',
    needsRoot: true,
    meaning: 'Stops all BigBlueButton services.',
    anchor: 'stop',
    since: '2.5-legacy',
  },
  {
    flag: '--start',
    group: 'Administration',
    needsRoot: true,
    meaning:
      'Runs `/etc/bigbluebutton/bbb-conf/apply-config.sh` if it exists, reloads nginx and starts all BigBlueButton services.',
    anchor: 'start',
    since: '2.5-legacy',
  },
  {
    flag: '--clean',
    group: 'Administration',
    needsRoot: true,
    meaning:
      'Stops BigBlueButton, deletes the log files of its components, starts it again and prints potential problems.',
    anchor: 'clean',
    since: '2.5-legacy',
  },
  {
    flag: '--status',
    group: 'Administration',
    needsRoot: false,
    meaning: 'Prints one line per BigBlueButton service with its systemd state (active, inactive or failed).',
    anchor: 'status',
    since: '2.5-legacy',
  },
  {
    flag: '--zip',
    group: 'Administration',
    needsRoot: true,
    meaning:
      'Packs the logs of all components into `/root/<date>-<hour>.tar.gz` so you can attach them to a bug report.',
    anchor: 'zip',
    since: '2.5-legacy',
  },
];

/** The options of one release, in usage-text order, optionally one group only. */
export function bbbConfOptionsFor(version: DocVersion, group?: BbbConfGroup): BbbConfOption[] {
  return BBB_CONF_OPTIONS.filter(
    (option) => inRange(option, version) && (group === undefined || option.group === group),
  );
}

/** Looks an option up by flag; undefined when the release does not have it. */
export function findBbbConfOption(version: DocVersion, flag: string): BbbConfOption | undefined {
  return bbbConfOptionsFor(version).find((option) => option.flag === flag);
}

/** Versions whose bbb-conf has the option, oldest first. */
export function versionsWithOption(flag: string): DocVersion[] {
  const option = BBB_CONF_OPTIONS.find((candidate) => candidate.flag === flag);
  if (!option) return [];
  return versionsIn(option);
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-conf',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-27',
    note: 'Re-read: print_header echoes "# Potential problems described below"; SIP_CONFIG=/usr/share/bigbluebutton/nginx/sip.nginx; --check reads /usr/share/bigbluebutton/nginx/webhooks.nginx; --setip replaces the ESL password ClueCon with a random one in bbb-fsesl-akka.conf, bbb-webrtc-sfu production.yml, event_socket.conf.xml and bbb-transcription-controller default.yml. The same stored copy as read on 2026-11-26 for: Usage text, --setsecret (bbb-web.properties, bbb-webhooks default.yml, bbb-apps-akka.conf), --set-port-range, need_root message. Per-release differences were not re-read.',
  },
];
