/**
 * What `bbb-conf --check` reports under "# Potential problems described
 * below", and what each report means. Read from the `check_configuration`
 * and `check_state` functions of bigbluebutton-config/bin/bbb-conf; a few
 * entries are messages of releases before 2.5 that readers still paste.
 * The bbb-conf page's output reader (src/lib/tools/bbbConfReader.ts)
 * matches pasted output against `pattern` and explains each match, with the
 * sections of the detected release's pages (or the page's release).
 */
import type { DataSources } from '../sources';
import type { VersionRange } from '../versions';

export interface WarningLink extends Partial<VersionRange> {
  docId: string;
  anchor: string;
  label: string;
}

export interface BbbConfWarning {
  id: string;
  /** Regular expression (source, case-insensitive) that finds the report in pasted output. */
  pattern: string;
  /** `error`: BigBlueButton does not work as it is; `warning`: may not; `info`: often expected. */
  severity: 'error' | 'warning' | 'info';
  /** What the report means, one sentence. `inline code` in backticks. */
  meaning: string;
  /** What to do. */
  fix: string;
  /** When the report is expected and harmless, if ever. */
  harmlessWhen?: string;
  /** Releases whose bbb-conf prints it, in words (for old messages). */
  printedBy?: string;
  links: readonly WarningLink[];
}

const TS = 'support/troubleshooting';
const FW = 'administration/firewall-configuration';
const CONF = 'administration/bbb-conf';
const INSTALL = 'administration/install';

export const BBB_CONF_WARNINGS: readonly BbbConfWarning[] = [
  {
    id: 'default-secret',
    pattern: 'Detected you have the default shared secret',
    severity: 'error',
    meaning: 'The server still has the shared secret of the package; bbb-conf stops bbb-web until it is changed.',
    fix: 'Set a new secret with `sudo bbb-conf --setsecret $(openssl rand -hex 32)`, restart, and update every integration.',
    links: [{ docId: CONF, anchor: 'setsecret', label: 'bbb-conf --setsecret' }],
  },
  {
    id: 'api-unreachable',
    pattern: 'Could not connect to the configured hostname/IP address',
    severity: 'error',
    meaning: 'The server could not reach its own API at the address in `bigbluebutton.web.serverURL`.',
    fix: 'Check that the host name resolves to this server, that nginx answers on it with a valid certificate, and that the server can reach its own public address (hairpin NAT); `sudo bbb-conf --setip <hostname>` rewrites the address where it is set.',
    harmlessWhen: 'the server cannot reach its own public address but users can (then allow it, see the firewall page)',
    links: [
      { docId: FW, anchor: 'hairpin', label: 'Let the server reach itself' },
      { docId: CONF, anchor: 'setip', label: 'bbb-conf --setip' },
    ],
  },
  {
    id: 'not-running',
    pattern: '^#?\\s*Not running:',
    severity: 'error',
    meaning: 'One of the listed services (FreeSWITCH, nginx, Redis) is not running.',
    fix: 'Read its log (`journalctl -u <service>`), fix the cause and run `sudo bbb-conf --restart`.',
    links: [
      { docId: TS, anchor: 'nginx-not-running', label: 'nginx does not start' },
      { docId: TS, anchor: 'log-locations', label: 'Where the logs are' },
    ],
  },
  {
    id: 'inactive-processes',
    pattern: 'Detected some processes have not started correctly',
    severity: 'error',
    meaning: 'Some BigBlueButton services are inactive.',
    fix: 'Run `sudo bbb-conf --status`, read the journal of each inactive service, and restart.',
    links: [
      { docId: CONF, anchor: 'status', label: 'bbb-conf --status' },
      { docId: TS, anchor: 'log-locations', label: 'Where the logs are' },
    ],
  },
  {
    id: 'esl-unreachable',
    pattern: 'Unable to connect to the FreeSWITCH Event Socket Layer on port 8021|Thread ended for mod_event_socket',
    severity: 'error',
    meaning: 'FreeSWITCH does not answer on its event socket (port 8021), so audio cannot be joined.',
    fix: 'Restart FreeSWITCH; if it keeps failing, check that it can bind its addresses (IPv6 disabled, wrong IP in `vars.xml`).',
    links: [
      { docId: TS, anchor: 'freeswitch-fails-to-bind-to-port-8021', label: 'FreeSWITCH fails to bind to port 8021' },
    ],
  },
  {
    id: 'freeswitch-setscheduler',
    pattern: 'SETSCHEDULER',
    severity: 'error',
    meaning: 'FreeSWITCH was refused real-time scheduling and did not start (common in containers).',
    fix: 'Remove the scheduling settings from its systemd unit with an override, then restart it.',
    links: [{ docId: TS, anchor: 'freeswitch-setscheduler', label: 'FreeSWITCH is refused real-time scheduling' }],
  },
  {
    id: 'sip-https',
    pattern: 'did not find the use of https in definition for proxy_pass',
    severity: 'warning',
    meaning: 'The server uses HTTPS, but nginx passes the audio WebSocket to FreeSWITCH without TLS.',
    fix: 'Make `proxy_pass` in `sip.nginx` read `https://<ip>:7443`, or ignore the warning when the client uses `sipjsHackViaWs`.',
    harmlessWhen:
      'the client setting `public.media.sipjsHackViaWs` is true (bbb-install sets it), which uses plain WebSocket on 5066',
    links: [
      { docId: TS, anchor: 'server-running-behind-nat', label: 'The server is behind NAT' },
      { docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' },
    ],
  },
  {
    id: 'sip-7443',
    pattern: 'did not find the use of port 7443 in definition for proxy_pass',
    severity: 'warning',
    meaning: 'The audio WebSocket is not passed to port 7443, where FreeSWITCH listens for TLS WebSockets.',
    fix: 'Use port 7443 in `proxy_pass` of `sip.nginx` (a typo such as 7433 breaks audio), or ignore it with `sipjsHackViaWs`.',
    harmlessWhen: 'the client uses `sipjsHackViaWs` (plain WebSocket on 5066)',
    links: [{ docId: TS, anchor: 'server-running-behind-nat', label: 'The server is behind NAT' }],
  },
  {
    id: 'sip-proxy-ip',
    pattern: 'for proxy_pass in[\\s#]*\\S*sip\\.nginx[\\s#]*does not match the local IP',
    severity: 'info',
    meaning: 'The address in `sip.nginx` is not the server’s local IP address.',
    fix: 'Behind NAT it must be the address FreeSWITCH binds (often the public one on a loopback alias); otherwise set it to the local IP.',
    harmlessWhen: 'you changed it on purpose for NAT',
    links: [{ docId: FW, anchor: 'configure-bigbluebutton-behind-nat', label: 'Configure BigBlueButton behind NAT' }],
  },
  {
    id: 'freeswitch-local-ip',
    pattern: 'for local_ip_v4 in[\\s\\S]{0,120}?does not match the local IP',
    severity: 'info',
    meaning: 'FreeSWITCH’s `local_ip_v4` is not the address of the server’s network interface.',
    fix: 'Set it to the local address, or keep your value if the server is behind NAT and you configured it that way.',
    harmlessWhen: 'you changed it on purpose for NAT',
    links: [{ docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' }],
  },
  {
    id: 'sfu-sip-ip',
    pattern: '(bbb-webrtc-sfu|Kurento) will try to connect to \\S+ but FreeSWITCH is listening on',
    severity: 'error',
    meaning:
      'bbb-webrtc-sfu connects to FreeSWITCH on another address than the one FreeSWITCH listens on, so listen-only and full audio fail.',
    fix: 'Set `freeswitch.sip_ip` in `/etc/bigbluebutton/bbb-webrtc-sfu/production.yml` to the address shown (with `yq`), then restart.',
    links: [
      { docId: FW, anchor: 'update-mediasoup', label: 'mediasoup (bbb-webrtc-sfu)' },
      { docId: 'administration/configuration-files', anchor: 'yaml-overrides', label: 'YAML overrides' },
    ],
  },
  {
    id: 'wss-binding',
    pattern: 'no definition for wss-binding',
    severity: 'warning',
    meaning: '`sip.nginx` uses HTTPS, but FreeSWITCH has no TLS WebSocket binding.',
    fix: 'Add `wss-binding` (`<ip>:7443`) to `/opt/freeswitch/etc/freeswitch/sip_profiles/external.xml`, or switch `sip.nginx` back to the plain binding.',
    links: [{ docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' }],
  },
  {
    id: 'stun-failed',
    pattern: 'Failed to verify STUN server',
    severity: 'warning',
    meaning: 'The STUN server listed for clients did not answer a binding request from the server.',
    fix: 'Test it by hand (`stun <host>` or trickle ICE); fix or remove it in `/etc/bigbluebutton/turn-stun-servers.xml`. Older checks (`stunclient --mode full`) also fail on working servers.',
    harmlessWhen:
      'the server itself is behind a firewall that blocks UDP to the STUN server, or coturn runs with `no-stun-backward-compatibility`',
    links: [
      { docId: 'administration/turn-server', anchor: 'test-stun', label: 'Test STUN' },
      { docId: 'administration/turn-server', anchor: 'configure-by-hand', label: 'Configure BigBlueButton by hand' },
    ],
  },
  {
    id: 'freeswitch-default-stun',
    pattern: 'FreeSWITCH is using default stun\\.freeswitch\\.org',
    severity: 'warning',
    meaning: 'FreeSWITCH finds its public address with the public stun.freeswitch.org, which is not always reachable.',
    fix: 'Set `external_rtp_ip` and `external_sip_ip` in `vars.xml` to the public IP (or your own STUN server).',
    links: [{ docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' }],
  },
  {
    id: 'no-firewall',
    pattern: 'No firewall detected',
    severity: 'warning',
    meaning: '`ufw` is not installed, so the server relies on an external firewall, if any.',
    fix: 'Restrict the ports with `ufw` (bbb-install `-w` does it) or in your provider’s firewall.',
    links: [{ docId: FW, anchor: 'restrict-ports-with-ufw', label: 'Restrict ports with UFW' }],
  },
  {
    id: 'low-memory',
    pattern: 'less than 4G of memory',
    severity: 'warning',
    meaning: 'The server has less than 4 GB of memory.',
    fix: 'Use a server that meets the requirements for production.',
    links: [{ docId: INSTALL, anchor: 'minimum-server-requirements', label: 'Minimum server requirements' }],
  },
  {
    id: 'few-cores',
    pattern: 'found only \\d+ cores',
    severity: 'warning',
    meaning: 'The server has fewer than 4 CPU cores.',
    fix: 'Use a server that meets the requirements for production.',
    links: [{ docId: INSTALL, anchor: 'minimum-server-requirements', label: 'Minimum server requirements' }],
  },
  {
    id: 'locale',
    pattern: 'systemctl does not define a UTF-8 language',
    severity: 'warning',
    meaning:
      'systemd starts services without a UTF-8 locale, which breaks presentations and recordings with non-ASCII names.',
    fix: 'Set `LANG=en_US.UTF-8` (`sudo systemctl set-environment LANG=en_US.UTF-8` and in `/etc/default/locale`), then restart.',
    links: [
      { docId: TS, anchor: 'wrong-locale', label: 'Services fail because of the locale' },
      { docId: INSTALL, anchor: 'check-locale', label: 'Locale' },
    ],
  },
  {
    id: 'ownership',
    pattern: 'is not owned by',
    severity: 'warning',
    meaning: 'A directory or log file belongs to the wrong user, so a service cannot write to it.',
    fix: 'Run the `chown` command bbb-conf prints (for example `sudo chown -R bigbluebutton:bigbluebutton /var/bigbluebutton`).',
    links: [{ docId: TS, anchor: 'recording-processing-fails', label: 'Recording processing fails' }],
  },
  {
    id: 'nginx-disabled',
    pattern: 'BigBlueButton appears to be disabled',
    severity: 'error',
    meaning: 'nginx has no link to the BigBlueButton site, so it does not serve it.',
    fix: 'Recreate the link: `sudo ln -s /etc/nginx/sites-available/bigbluebutton /etc/nginx/sites-enabled/` and reload nginx.',
    links: [{ docId: TS, anchor: 'no-symbolic-link', label: 'bbb-conf reports no symbolic link for nginx' }],
  },
  {
    id: 'empty-properties',
    pattern: 'The following properties in \\S+ have no value',
    severity: 'info',
    meaning: 'Some bbb-web properties are empty in the packaged file.',
    fix: 'If the list after it is empty, ignore it; otherwise set those properties in `/etc/bigbluebutton/bbb-web.properties`.',
    harmlessWhen: 'no property name follows (a known false alarm of early 2.5 builds)',
    links: [
      { docId: 'administration/configuration-files', anchor: 'properties-overrides', label: 'Properties overrides' },
    ],
  },
  {
    id: 'imagemagick',
    pattern: "ImageMagick's convert is not installed",
    severity: 'error',
    meaning: 'ImageMagick is missing, so uploaded presentations are not converted.',
    fix: 'Install it again: `sudo apt-get install --reinstall imagemagick`.',
    links: [
      { docId: TS, anchor: 'unable-to-create-presentation', label: 'Uploaded presentations are never converted' },
    ],
  },
  {
    id: 'default-presentation',
    pattern: 'Unable to reach default URL for presentation',
    severity: 'warning',
    meaning: 'bbb-web cannot download the default presentation from its URL.',
    fix: 'Check `beans.presentationService.defaultUploadedPresentation` and that the server can reach that URL.',
    links: [{ docId: 'administration/customize', anchor: 'default-presentation', label: 'Default presentation' }],
  },
  {
    id: 'akka-defaults',
    pattern: 'bbb-apps-akka\\.conf has the default',
    severity: 'error',
    meaning: 'bbb-apps-akka still has the packaged address and secret.',
    fix: 'Run `sudo bbb-conf --setip <hostname>`, which writes them.',
    links: [{ docId: CONF, anchor: 'setip', label: 'bbb-conf --setip' }],
  },
  {
    id: 'webhooks-mismatch',
    pattern: 'Webhooks (API Shared Secret|port) mismatch',
    severity: 'error',
    meaning: 'bbb-webhooks has another secret or port than bbb-web and nginx expect.',
    fix: 'Set the secret again with `sudo bbb-conf --setsecret <secret>` (it updates bbb-webhooks), or align the port in its configuration.',
    links: [{ docId: CONF, anchor: 'setsecret', label: 'bbb-conf --setsecret' }],
  },
  {
    id: 'ffmpeg',
    pattern: 'No ffmpeg version was found|installed ffmpeg version \\S+ is not recommended',
    severity: 'warning',
    meaning: 'ffmpeg is missing or not the version recordings are processed with.',
    fix: 'Install the ffmpeg of the release’s Ubuntu (`sudo apt-get install ffmpeg`).',
    links: [{ docId: TS, anchor: 'recording-processing-fails', label: 'Recording processing fails' }],
  },
  {
    id: 'missing-command',
    pattern: '(ruby|gem|pdftocairo|stunclient)(: | )command not found',
    severity: 'warning',
    meaning: 'A tool that bbb-conf or recording processing uses is missing.',
    fix: 'Install the package that provides it; a missing `stunclient` on Ubuntu 20.04 or later is harmless (the check moved to `stun`).',
    harmlessWhen: 'the command is `stunclient` on Ubuntu 20.04 or later',
    links: [{ docId: TS, anchor: 'first-checks', label: 'First checks' }],
  },
  {
    id: 'web-8090',
    pattern: "nginx is not serving BigBlueButton's web application",
    severity: 'warning',
    meaning: 'nginx does not pass API requests to bbb-web on port 8090.',
    fix: 'Restore `/usr/share/bigbluebutton/nginx/web.nginx` from the package, unless this is a development set-up.',
    harmlessWhen: 'you run a development environment',
    links: [{ docId: TS, anchor: '500-internal-server-error', label: '500 Internal Server Error' }],
  },
  {
    id: 'rap-nil',
    pattern: "found 'Nil' message in recording processing logs|zero byte size gem file",
    severity: 'warning',
    meaning: 'Recording processing hit Ruby gem errors.',
    fix: 'Reinstall the recording packages (`sudo apt-get install --reinstall bbb-record-core`) and rebuild the failed recordings.',
    links: [{ docId: TS, anchor: 'recording-processing-fails', label: 'Recording processing fails' }],
  },
  {
    id: 'api-demos',
    pattern: 'The API demos are installed',
    severity: 'warning',
    meaning: 'The API demos let anyone start meetings on the server without credentials.',
    fix: 'Remove them: `sudo apt-get purge bbb-demo`.',
    printedBy: '2.5 and earlier',
    links: [
      {
        docId: TS,
        anchor: 'api-demos-exposed',
        label: 'Anyone can start meetings through the API demos',
        until: '2.6',
      },
      { docId: TS, anchor: 'upgrade-bbb-demo', label: 'The API demos are still installed', since: '2.6', until: '3.0' },
      { docId: TS, anchor: 'first-checks', label: 'First checks', since: '3.0' },
    ],
  },
  {
    id: 'ip-does-not-match',
    pattern: 'IP does not match',
    severity: 'info',
    meaning:
      'bbb-conf compared the server’s IP address with the host name in nginx as plain text; a host name never matches.',
    fix: 'Nothing to do when you use a host name with a certificate and meetings work.',
    harmlessWhen: 'the server has a host name (always, on current set-ups)',
    printedBy: 'releases before 2.3',
    links: [{ docId: CONF, anchor: 'check', label: 'bbb-conf --check' }],
  },
  {
    id: 'api-url-ips',
    pattern: 'API URL IPs do not match host',
    severity: 'info',
    meaning: 'The old API demos are configured with another address than the server’s.',
    fix: 'Remove the API demos (`sudo apt-get purge bbb-demo`); they are not needed.',
    printedBy: 'releases before 2.5',
    links: [{ docId: CONF, anchor: 'setip', label: 'bbb-conf --setip' }],
  },
  {
    id: 'voice-not-registered',
    pattern: 'voice application may not have registered with the sip server',
    severity: 'warning',
    meaning: 'The Flash-era voice application of BigBlueButton 2.2 and older did not register with FreeSWITCH.',
    fix: 'Run `sudo bbb-conf --clean`; better, move to a supported release.',
    printedBy: '2.2 and earlier',
    links: [{ docId: INSTALL, anchor: 'upgrade', label: 'Upgrade' }],
  },
  {
    id: 'red5-logs',
    pattern: 'Unavailable Red5 logs',
    severity: 'info',
    meaning: 'Red5 (the Flash media server of releases before 2.3) wrote no logs.',
    fix: 'Red5 is gone from current releases: install a supported release on a new server.',
    printedBy: '2.2 and earlier',
    links: [{ docId: INSTALL, anchor: 'upgrade', label: 'Upgrade' }],
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-conf',
    checked: '2026-11-27',
    note: 'print_header ("# Potential problems described below"), check_configuration and check_state: every message above except the last four, which come from older copies quoted in issues #9624, #2522 and greenlight#1909.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'pull/15850',
    checked: '2026-11-27',
    note: 'The STUN check moved from stunclient --mode full (false alarms) to stun; stunclient is not on Ubuntu 20.04.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'issues/4783',
    checked: '2026-11-27',
    note: '"IP does not match" is a string comparison of an IP with a host name; ignore it when meetings work.',
  },
];
