/**
 * Guided diagnoses for the error codes of each release: the questions and
 * checks that the troubleshooter on the troubleshooting page asks, and the
 * fixes they end in, each linking to the exact section (anchor) of that
 * release's pages.
 *
 * The diagnosis is a small graph: a code starts at one step; each answer of
 * a step leads to another step or to a fix (`fix:<id>`). A step is either a
 * question the reader answers from what they see, or a check: a command to
 * run with what its output means, whose answers are its possible results.
 * Steps and fixes may be limited to a range of releases (a fix whose text
 * differs between releases has one record per range, like the error codes).
 *
 * src/lib/tools/troubleshooter.ts walks the graph; tests/unit/
 * troubleshooter.test.ts proves that every code of every release reaches a
 * fix, that every link resolves to a heading of that release's page, and
 * replays resolved public issues (tests/fixtures/troubleshooter/).
 */
import type { DataSources } from '../sources';
import type { VersionRange } from '../versions';

/** A section of a page of the same docs version. */
export interface DocAnchor {
  /** Doc id, e.g. `administration/firewall-configuration`. */
  docId: string;
  /** Heading id on that page (without `#`). */
  anchor: string;
  label: string;
}

/** Where an answer leads: another step's id, or `fix:<fix id>`. */
export type StepTarget = string;

export interface StepAnswer {
  /** Short stable id, written to the address (`answers=who:everyone`). */
  id: string;
  label: string;
  next: StepTarget;
}

export interface DiagnosisStep extends Partial<VersionRange> {
  id: string;
  kind: 'question' | 'check';
  /** The question, or what the check finds out. */
  text: string;
  /** For checks: the command to run (on the server unless `where` says otherwise). */
  command?: string;
  /** Where the command runs. */
  where?: string;
  /** For checks: how to read the output. */
  reading?: string;
  answers: readonly StepAnswer[];
}

export interface DiagnosisFix extends Partial<VersionRange> {
  id: string;
  title: string;
  /** What to do, in a few sentences. `inline code` in backticks. */
  text: string;
  links: readonly DocAnchor[];
}

/** Where the diagnosis of a code starts. */
export interface CodeStart extends Partial<VersionRange> {
  /** A client error code (`1007`) or an API `messageKey` (`checksumError`). */
  code: string;
  start: StepTarget;
}

const FW = 'administration/firewall-configuration';
const TURN = 'administration/turn-server';
const TS = 'support/troubleshooting';
const API = 'development/api';
const CONF = 'administration/bbb-conf';

export const DIAGNOSIS_STEPS: readonly DiagnosisStep[] = [
  // Media (audio, webcams, screen sharing): 1004 (ICE), 1007, 1008, 1010, 1020.
  {
    id: 'ip-changed',
    kind: 'question',
    text: "Did the server's public IP address or host name change since media last worked (a new cloud instance, a new router, `bbb-conf --setip`)?",
    answers: [
      { id: 'yes', label: 'Yes, the address or host name changed', next: 'fix:changed-address' },
      { id: 'no', label: 'No, or it never worked', next: 'who' },
    ],
  },
  {
    id: 'who',
    kind: 'question',
    text: 'Who gets the error?',
    answers: [
      { id: 'everyone', label: 'Everyone, on every network', next: 'udp-open' },
      {
        id: 'outside',
        label: "Users outside the server's own network; inside it, media works",
        next: 'fix:behind-nat',
      },
      {
        id: 'one-browser',
        label: 'Some users in one browser only (for example Firefox or Safari fails, Chrome or Edge works)',
        next: 'turn-relay',
      },
      {
        id: 'restricted',
        label: 'Users on a company, school, hotel or VPN network that filters traffic',
        next: 'turn-relay',
      },
      { id: 'mobile', label: 'Users on mobile data or a provider that gives IPv6 only', next: 'fix:ipv6' },
      { id: 'single', label: 'A single user or device, in every browser', next: 'test-server' },
    ],
  },
  {
    id: 'udp-open',
    kind: 'check',
    text: 'Are the media ports open for UDP on the server and in every firewall in front of it?',
    command: 'sudo ufw status verbose',
    reading:
      "Look for `16384:32768/udp ALLOW IN`. Also read the cloud provider's security group or the router's forwarding rules: the range must be open (and forwarded, behind NAT) for UDP, not only TCP. If `ufw` says inactive but a reboot left `netfilter-persistent` failed, rules may be missing: `sudo systemctl status netfilter-persistent ufw`.",
    answers: [
      { id: 'closed', label: 'Not open, open for TCP only, or the rules did not load', next: 'fix:open-udp' },
      { id: 'open', label: 'UDP 16384-32768 is open everywhere', next: 'candidates' },
    ],
  },
  {
    id: 'candidates',
    kind: 'check',
    text: 'Which address does the server offer to browsers for media?',
    where: 'In Firefox, right after the error',
    command: 'about:webrtc',
    reading:
      'Open the last connection and read the remote candidates (in Chrome: `chrome://webrtc-internals`). The server must offer its public IP address. A private address (10.x, 172.16-31.x, 192.168.x) or a Docker bridge address means it announces the wrong one.',
    answers: [
      { id: 'private', label: 'A private or wrong address', next: 'fix:public-ip' },
      { id: 'public', label: 'The public address', next: 'turn-relay' },
    ],
  },
  {
    id: 'test-server',
    kind: 'check',
    text: "Does the user's device work with the public test server of this release?",
    where: "On the affected user's device",
    command: 'Join a meeting on the test server of this release (see Getting Help) and share the microphone',
    reading: 'If audio fails there too, the cause is on the user side (device, browser, network), not on your server.',
    answers: [
      { id: 'fails-too', label: 'It fails there too', next: 'fix:user-side' },
      { id: 'works-there', label: 'It works there', next: 'turn-relay' },
    ],
  },
  {
    id: 'turn-relay',
    kind: 'check',
    text: 'Does the TURN server that users get hand out a working relay?',
    where: 'In a browser, on any network',
    command: 'https://webrtc.github.io/samples/src/content/peerconnection/trickle-ice/',
    reading:
      'Enter the `turns:` URL and a temporary user name and password from the server (see "Test TURN with trickle ICE"), then gather candidates. A line of type `relay` means TURN works. None means TURN is unreachable, stopped or misconfigured.',
    answers: [
      { id: 'none-configured', label: 'No TURN server is configured', next: 'fix:set-up-turn' },
      { id: 'no-relay', label: 'No relay candidate appears', next: 'fix:turn-unreachable' },
      { id: 'relay', label: 'A relay candidate appears', next: 'fix:turn-peers' },
    ],
  },
  // 1004: the reason decides.
  {
    id: 'call-reason',
    kind: 'question',
    text: 'Which reason does the message show in brackets, "Failure on call (reason=…)"?',
    answers: [
      { id: 'ice', label: '`ICE error`', next: 'who' },
      { id: 'other', label: 'Another reason (Request Timeout, Rejected, Bad Request…)', next: 'fix:freeswitch-log' },
    ],
  },
  // 1002: the audio WebSocket.
  {
    id: 'ws-who',
    kind: 'question',
    text: 'Does every user get the error, or only some?',
    answers: [
      { id: 'everyone', label: 'Everyone', next: 'sip-nginx' },
      { id: 'some', label: 'Only some users', next: 'test-server' },
    ],
  },
  {
    id: 'sip-nginx',
    kind: 'check',
    text: 'Does nginx pass the audio WebSocket to the address FreeSWITCH listens on?',
    command: 'grep proxy_pass /usr/share/bigbluebutton/nginx/sip.nginx /etc/bigbluebutton/nginx/sip.nginx 2>/dev/null',
    reading:
      'The address must be the one FreeSWITCH binds its WebSocket to (the external IP of the server, port 7443 with `https`). Compare with `grep -E "local_ip_v4|external_rtp_ip" /opt/freeswitch/etc/freeswitch/vars.xml`.',
    answers: [
      { id: 'mismatch', label: 'The address or port differs', next: 'fix:sip-nginx' },
      { id: 'match', label: 'They match', next: 'freeswitch-up' },
    ],
  },
  {
    id: 'freeswitch-up',
    kind: 'check',
    text: 'Is FreeSWITCH running and listening?',
    command: 'sudo systemctl status freeswitch --no-pager; sudo ss -lnpt | grep -E ":7443|:5066"',
    reading:
      'FreeSWITCH must be active and listen on 7443 (and 5066). If it is not, its log names the address it failed to bind.',
    answers: [
      { id: 'down', label: 'Not active, or not listening on 7443', next: 'fix:freeswitch-bind' },
      { id: 'up', label: 'Active and listening', next: 'fix:certificate-chain' },
    ],
  },
  // 1006: the call is not answered.
  {
    id: 'timeout-when',
    kind: 'question',
    text: 'When did the timeouts start?',
    answers: [
      { id: 'after-upgrade', label: 'Right after a package upgrade or a re-run of bbb-install', next: 'packages' },
      { id: 'after-edit', label: 'After editing FreeSWITCH, nginx or TURN settings by hand', next: 'turn-port' },
      { id: 'no-change', label: 'Without any change on the server, or after a reboot', next: 'turn-port' },
    ],
  },
  {
    id: 'packages',
    kind: 'check',
    text: 'Are all BigBlueButton packages from the same build of this release?',
    command: "dpkg -l | grep -E 'bbb-|bigbluebutton' | awk '{print $2, $3}'",
    reading:
      'Every `bbb-` package should show the same release (for example `1:2.7.x-…`). A mix of releases, or packages from another release line, means the upgrade was interrupted or ran with another `-v` value.',
    answers: [
      { id: 'mixed', label: 'Versions are mixed', next: 'fix:mixed-packages' },
      { id: 'same', label: 'All the same', next: 'fix:freeswitch-log' },
    ],
  },
  {
    id: 'turn-port',
    kind: 'check',
    text: 'On which port does the TURN server offered to browsers listen for TLS?',
    command: 'cat /etc/bigbluebutton/turn-stun-servers.xml',
    reading:
      'Browsers refuse TURN on most ports below 1024 other than 443. A `turns:` URL on a port such as 465 or 5349 fails behind filtering networks.',
    answers: [
      { id: 'not-443', label: 'A port other than 443', next: 'fix:turn-443' },
      { id: 'is-443', label: 'Port 443', next: 'fix:freeswitch-log' },
    ],
  },
  // 1009: STUN/TURN list.
  {
    id: 'stun-xml',
    kind: 'check',
    text: 'Is bbb-web running, and is the STUN/TURN list valid XML?',
    command: 'sudo systemctl status bbb-web --no-pager; xmllint --noout /etc/bigbluebutton/turn-stun-servers.xml',
    reading: '`xmllint` prints nothing when the file is well-formed. bbb-web must be active.',
    answers: [
      { id: 'broken', label: 'bbb-web is down or the XML is invalid', next: 'fix:turn-stun-xml' },
      { id: 'fine', label: 'Both are fine', next: 'fix:user-side' },
    ],
  },
  // 1001, 1005: dropped sessions.
  {
    id: 'drop-who',
    kind: 'question',
    text: 'Do many users lose audio at the same moment, or single users now and then?',
    answers: [
      { id: 'many', label: 'Many at once', next: 'fix:service-restarts' },
      { id: 'single', label: 'Single users', next: 'fix:user-side' },
    ],
  },
  // 3001-3006: the GraphQL data connection (3.0 on).
  {
    id: 'conn-who',
    kind: 'question',
    since: '3.0',
    text: 'Does everyone in the meeting see the message, or only some users?',
    answers: [
      { id: 'everyone', label: 'Everyone, or every meeting', next: 'graphql-status' },
      { id: 'some', label: 'Only some users', next: 'fix:user-network' },
    ],
  },
  {
    id: 'graphql-status',
    kind: 'check',
    since: '3.0',
    text: 'Are the GraphQL services running?',
    command: 'sudo systemctl status bbb-graphql-server bbb-graphql-middleware bbb-apps-akka --no-pager',
    reading: 'All three must be active. A restart loop or `failed` state points at the cause in its journal.',
    answers: [
      { id: 'failed', label: 'One of them is failed or restarting', next: 'fix:graphql-server' },
      { id: 'active', label: 'All active', next: 'packages' },
    ],
  },
  // API: checksumError.
  {
    id: 'api-secret',
    kind: 'check',
    text: 'Does your application use exactly the shared secret of the server?',
    command: 'sudo bbb-conf --secret',
    reading:
      'Compare character by character with the secret configured in your application, including spaces and line breaks at either end. Behind Scalelite, use the secret of Scalelite, not of a BigBlueButton server.',
    answers: [
      { id: 'differs', label: 'It differs, or has a space or line break', next: 'fix:api-secret' },
      { id: 'same', label: 'It is the same', next: 'api-special' },
    ],
  },
  {
    id: 'api-special',
    kind: 'question',
    text: 'Do the failing requests have parameter values with spaces, accents or symbols, while simple ones succeed?',
    answers: [
      { id: 'yes', label: 'Yes', next: 'fix:api-encoding' },
      { id: 'no', label: 'No, every request fails', next: 'fix:api-algorithm' },
    ],
  },
];

export const DIAGNOSIS_FIXES: readonly DiagnosisFix[] = [
  {
    id: 'changed-address',
    title: 'Update every file that still has the old address',
    text: 'Run `sudo bbb-conf --setip <hostname>`, then search for the old address with `sudo grep -rl <old-ip> /etc/bigbluebutton /opt/freeswitch/etc/freeswitch /usr/local/bigbluebutton /etc/turnserver.conf` and replace what remains (FreeSWITCH `vars.xml`, `sip.nginx`, the TURN configuration). Restart with `sudo bbb-conf --restart`.',
    links: [
      {
        docId: TS,
        anchor: 'bigbluebutton-does-not-load',
        label: 'BigBlueButton does not load after an address change',
      },
      { docId: CONF, anchor: 'setip', label: 'bbb-conf --setip' },
    ],
  },
  {
    id: 'behind-nat',
    title: 'Configure the server for NAT',
    text: 'The server sits behind NAT: the host name must resolve to the public address from outside, FreeSWITCH and bbb-webrtc-sfu must announce the public IP, and the router must forward TCP 80 and 443 and UDP 16384-32768.',
    links: [
      { docId: FW, anchor: 'configure-bigbluebutton-behind-nat', label: 'Configure BigBlueButton behind NAT' },
      { docId: TS, anchor: 'server-running-behind-nat', label: 'The server is behind NAT' },
    ],
  },
  {
    id: 'open-udp',
    title: 'Open UDP 16384-32768 in every firewall',
    text: 'Allow UDP (not only TCP) 16384-32768 in `ufw`, in the cloud security group and on the router, then test again. After a reboot, confirm that the firewall rules were loaded.',
    links: [
      { docId: FW, anchor: 'ports', label: 'Ports' },
      { docId: FW, anchor: 'configure-your-firewall', label: 'Cloud and external firewalls' },
      { docId: FW, anchor: 'test-the-firewall', label: 'Test the firewall' },
    ],
  },
  {
    id: 'public-ip',
    title: 'Make the media servers announce the public IP',
    text: 'Set the public IP for mediasoup (bbb-webrtc-sfu `announcedIp`) and for FreeSWITCH (`external_rtp_ip`), keep the settings in `apply-config.sh` so upgrades do not undo them, and restart.',
    links: [
      { docId: FW, anchor: 'update-mediasoup', label: 'mediasoup (bbb-webrtc-sfu)' },
      { docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' },
      { docId: FW, anchor: 'apply-config', label: 'Keep the settings across upgrades' },
    ],
  },
  {
    id: 'ipv6',
    title: 'Let users on IPv6-only networks reach the media servers',
    text: 'Give the server a working IPv6 address and let mediasoup and FreeSWITCH use it, or offer a TURN server reachable over IPv6.',
    links: [
      { docId: TS, anchor: 'mediasoup-ipv6', label: 'mediasoup does not use IPv6' },
      { docId: TURN, anchor: 'how-turn-works', label: 'How TURN works' },
    ],
  },
  {
    id: 'user-side',
    title: 'The cause is on the user side',
    text: 'Ask the user to reload, allow the microphone, close other programs that hold it, update the browser, and try another network. Nothing needs to change on the server while the public test server fails the same way.',
    links: [
      { docId: TS, anchor: 'media-permission-blocked', label: 'The browser does not ask for the microphone or camera' },
      { docId: TS, anchor: 'browser-not-supported', label: 'Browser not supported' },
    ],
  },
  {
    id: 'set-up-turn',
    until: '2.6',
    title: 'Set up a TURN server',
    text: 'Users behind filtering networks need a TURN server on TCP 443. bbb-install 2.5 does not install one: set up coturn on a separate host and point BigBlueButton at it with `-c <turn-host>:<secret>`.',
    links: [
      { docId: TURN, anchor: 'setup-a-turn-server', label: 'Set up a TURN server by hand' },
      { docId: TURN, anchor: 'configure-bigbluebutton', label: 'Configure BigBlueButton to use your TURN server' },
    ],
  },
  {
    id: 'set-up-turn',
    since: '2.6',
    title: 'Restore the built-in TURN server, or set up a dedicated one',
    text: 'bbb-install sets up coturn behind haproxy on TCP 443 unless it was run with `-c`. Re-run the installer with the same options to restore it, or point the server at a dedicated coturn host.',
    links: [
      { docId: TURN, anchor: 'built-in-turn', label: 'The built-in TURN server' },
      { docId: TURN, anchor: 'setup-a-turn-server', label: 'Set up a dedicated TURN server' },
    ],
  },
  {
    id: 'turn-unreachable',
    title: 'Make the TURN server reachable',
    text: 'Check that coturn runs, that its certificate is valid, that TCP 443 (and 3478) reach it through every firewall, and that it uses the same `static-auth-secret` as bbb-web. Then test again with trickle ICE.',
    links: [
      { docId: TURN, anchor: 'test-your-turn-server', label: 'Test your TURN server' },
      { docId: TURN, anchor: 'turn-logs', label: 'Read the logs' },
    ],
  },
  {
    id: 'turn-peers',
    title: "Let coturn relay to the server's addresses",
    text: "The relay works but coturn refuses to forward to the media server: when the server's public and private addresses differ, or `denied-peer-ip` covers them, add the server's addresses with `allowed-peer-ip` in `/etc/turnserver.conf` and restart coturn.",
    links: [
      { docId: TURN, anchor: 'configure-coturn', label: 'Configure coturn' },
      { docId: TURN, anchor: 'test-in-firefox', label: 'Test with BigBlueButton in Firefox' },
    ],
  },
  {
    id: 'turn-443',
    title: 'Offer TURN over TLS on port 443',
    text: 'Browsers block TURN on most other ports below 1024. Serve TURN over TLS on TCP 443 (the built-in set-up, or a dedicated host) and offer that URL in `turn-stun-servers.xml`.',
    links: [
      { docId: TURN, anchor: 'setup-a-turn-server', label: 'Set up a TURN server' },
      { docId: TURN, anchor: 'configure-by-hand', label: 'Configure BigBlueButton by hand' },
    ],
  },
  {
    id: 'freeswitch-log',
    title: 'Read the FreeSWITCH log at the time of the failure',
    text: 'Look in `/opt/freeswitch/var/log/freeswitch/freeswitch.log` for the call at that time: bind errors, SQL errors after an unclean shutdown, or a rejected call name the cause. Restart with `sudo bbb-conf --restart` and run `sudo bbb-conf --check`.',
    links: [
      { docId: TS, anchor: 'freeswitch-fails-to-bind-to-ipv4', label: 'FreeSWITCH fails to bind after a restart' },
      { docId: TS, anchor: 'log-locations', label: 'Where the logs are' },
    ],
  },
  {
    id: 'sip-nginx',
    title: 'Point the audio WebSocket at FreeSWITCH',
    text: 'Make `proxy_pass` in `sip.nginx` use the address and port FreeSWITCH listens on (`https://<external-ip>:7443`), then `sudo systemctl reload nginx`. `sudo bbb-conf --check` warns when the two differ.',
    links: [
      { docId: TS, anchor: 'server-running-behind-nat', label: 'The server is behind NAT' },
      { docId: FW, anchor: 'update-freeswitch', label: 'FreeSWITCH' },
    ],
  },
  {
    id: 'freeswitch-bind',
    title: 'Get FreeSWITCH to bind its addresses',
    text: 'FreeSWITCH could not bind the configured IP (often after an address change or at boot before the network is up). Fix the address in `vars.xml` and restart FreeSWITCH.',
    links: [
      { docId: TS, anchor: 'freeswitch-fails-to-bind-to-ipv4', label: 'FreeSWITCH fails to bind to IPv4' },
      { docId: TS, anchor: 'freeswitch-fails-to-bind-to-port-8021', label: 'FreeSWITCH fails to bind to port 8021' },
    ],
  },
  {
    id: 'certificate-chain',
    title: 'Serve the full certificate chain',
    text: "Browsers open the audio WebSocket only over a trusted TLS connection. Make nginx serve the full chain (certificate and intermediates, `fullchain.pem` with Let's Encrypt) and reload nginx.",
    links: [
      { docId: TS, anchor: 'first-checks', label: 'First checks' },
      { docId: TS, anchor: 'nginx-not-running', label: 'nginx does not start' },
    ],
  },
  {
    id: 'mixed-packages',
    title: 'Bring every package to the same build',
    text: 'Re-run the installer of this release with its `-v` value (and the options used at install time) so that every package comes from the same build, then `sudo bbb-conf --restart`.',
    links: [
      { docId: TS, anchor: 'unmet-dependencies', label: 'The following packages have unmet dependencies' },
      { docId: TS, anchor: 'first-checks', label: 'First checks' },
    ],
  },
  {
    id: 'turn-stun-xml',
    title: 'Repair the STUN/TURN list and restart bbb-web',
    text: 'Fix the XML of `/etc/bigbluebutton/turn-stun-servers.xml` (compare with the TURN page), then `sudo systemctl restart bbb-web` and read `/var/log/bigbluebutton/bbb-web.log`.',
    links: [
      { docId: TURN, anchor: 'configure-by-hand', label: 'Configure BigBlueButton by hand' },
      { docId: TS, anchor: 'log-locations', label: 'Where the logs are' },
    ],
  },
  {
    id: 'service-restarts',
    title: 'Find what restarted',
    text: 'Read `journalctl -u nginx -u freeswitch -u bbb-webrtc-sfu --since "-1h"` around the time: an upgrade, a crash or a configuration reload dropped every session. Avoid restarts during meetings.',
    links: [
      { docId: TS, anchor: 'log-locations', label: 'Where the logs are' },
      { docId: CONF, anchor: 'status', label: 'bbb-conf --status' },
    ],
  },
  {
    id: 'user-network',
    since: '3.0',
    title: 'The connection of those users is the cause',
    text: 'The data connection of single users drops on unstable networks (Wi-Fi, mobile data, VPN). Ask them to move to a steadier network; the client reconnects by itself.',
    links: [{ docId: TS, anchor: 'client-reconnecting', label: 'The client keeps reconnecting' }],
  },
  {
    id: 'graphql-server',
    since: '3.0',
    title: 'Repair the GraphQL services',
    text: 'Read `journalctl -u bbb-graphql-server -u bbb-graphql-middleware` for the error (often PostgreSQL not ready or a failed upgrade), fix it and `sudo bbb-conf --restart`.',
    links: [
      { docId: TS, anchor: 'graphql-server-fails', label: 'bbb-graphql-server fails' },
      { docId: TS, anchor: 'client-reconnecting', label: 'The client keeps reconnecting' },
    ],
  },
  {
    id: 'api-secret',
    title: 'Use the exact shared secret',
    text: 'Copy the secret from `sudo bbb-conf --secret` (or from Scalelite) without spaces or line breaks; settings files and environment variables often keep a trailing newline. The API request doctor on the API page finds this from a failing URL.',
    links: [
      { docId: API, anchor: 'api-security-model', label: 'API security model' },
      { docId: API, anchor: 'api-request-doctor', label: 'API request doctor' },
    ],
  },
  {
    id: 'api-encoding',
    title: 'Hash the query string exactly as you send it',
    text: 'Encode the parameters once, hash that string (call name + query string + secret) and send that same string. Mixing `+` and `%20` for spaces, or encoding again after hashing, breaks the checksum.',
    links: [
      { docId: API, anchor: 'usage', label: 'Usage' },
      { docId: API, anchor: 'api-request-doctor', label: 'API request doctor' },
    ],
  },
  {
    id: 'api-algorithm',
    title: 'Use an algorithm the server accepts and include the call name',
    text: 'The checksum is the digest of the call name, the query string and the secret, with an algorithm the server accepts. Paste a failing URL into the API request doctor with the secret to see which input and algorithm the checksum was made from.',
    links: [
      { docId: API, anchor: 'checksum-algorithms', label: 'Checksum algorithms' },
      { docId: API, anchor: 'api-request-doctor', label: 'API request doctor' },
    ],
  },
  {
    id: 'api-missing-parameter',
    title: 'Send the required parameter',
    text: 'The `message` names the parameter that is missing or empty. Check the parameter table of the call for what is required in this release.',
    links: [
      { docId: API, anchor: 'api-calls', label: 'API calls' },
      { docId: API, anchor: 'api-request-doctor', label: 'API request doctor' },
    ],
  },
  {
    id: 'api-param-error',
    title: 'Fix the malformed parameter',
    text: 'Read the `message`: a parameter has a value the server cannot use, or the request has no `checksum` at all.',
    links: [
      { docId: API, anchor: 'error-handling', label: 'Error handling' },
      { docId: API, anchor: 'api-request-doctor', label: 'API request doctor' },
    ],
  },
  {
    id: 'api-meeting',
    title: 'Create the meeting first, or use the right ID',
    text: 'The meeting has ended or was never created on this server (behind Scalelite it may live on another one). Call `create` before `join`, and check the ID with `getMeetings`; for recordings, use `getRecordings` with `state=any`.',
    links: [
      { docId: API, anchor: 'create', label: 'create' },
      { docId: API, anchor: 'getmeetings', label: 'getMeetings' },
    ],
  },
  {
    id: 'api-content-type',
    since: '2.6',
    title: 'Send a Content-Type the call accepts',
    text: 'POST bodies need a `Content-Type` header this call accepts; the list is on the API page.',
    links: [{ docId: API, anchor: 'post-requests', label: 'POST requests' }],
  },
  {
    id: 'api-text-track',
    title: 'Fix the caption upload',
    text: 'Send `kind` as `subtitles` or `captions`, `lang` as a language tag such as `en-US`, and the file in a multipart part named `file`. If the server accepted the upload but could not store it, read the bbb-web log and check the free disk space.',
    links: [{ docId: API, anchor: 'putrecordingtexttrack', label: 'putRecordingTextTrack' }],
  },
  {
    id: 'browser-update',
    title: 'Use a current browser',
    text: 'The browser lacks WebRTC (an old version or an in-app browser). Ask the user to open the link in a current Chrome, Firefox, Edge or Safari.',
    links: [{ docId: TS, anchor: 'browser-not-supported', label: 'Browser not supported' }],
  },
];

/** Where each code's diagnosis starts. Codes come from errorCodes.ts and the API's message keys. */
export const CODE_STARTS: readonly CodeStart[] = [
  { code: '1001', start: 'drop-who' },
  { code: '1002', start: 'ip-changed-ws' },
  { code: '1003', start: 'fix:browser-update' },
  { code: '1004', start: 'call-reason' },
  { code: '1005', start: 'drop-who' },
  { code: '1006', start: 'timeout-when' },
  { code: '1007', start: 'ip-changed' },
  { code: '1008', start: 'ip-changed' },
  { code: '1009', start: 'stun-xml' },
  { code: '1010', start: 'ip-changed' },
  { code: '1020', start: 'ip-changed' },
  { code: '3001', start: 'conn-who' },
  { code: '3002', start: 'conn-who' },
  { code: '3003', start: 'graphql-status' },
  { code: '3004', start: 'fix:user-network' },
  { code: '3005', start: 'conn-who' },
  { code: '3006', start: 'packages' },
  { code: 'checksumError', start: 'api-secret' },
  { code: 'missingParameter', start: 'fix:api-missing-parameter' },
  { code: 'paramError', start: 'fix:api-param-error' },
  { code: 'invalidMeetingIdentifier', start: 'fix:api-meeting' },
  { code: 'notFound', start: 'fix:api-meeting' },
  { code: 'unsupportedContentType', start: 'fix:api-content-type' },
  { code: 'invalidKind', start: 'fix:api-text-track' },
  { code: 'invalidLang', start: 'fix:api-text-track' },
  { code: 'empty_uploaded_text_track', start: 'fix:api-text-track' },
  { code: 'upload_text_track_failed', start: 'fix:api-text-track' },
];

/**
 * 1002 asks about an address change first too, but goes on to the WebSocket
 * checks instead of the media ones: one extra step, declared here so that the
 * shared `ip-changed` step keeps one meaning.
 */
export const EXTRA_STEPS: readonly DiagnosisStep[] = [
  {
    id: 'ip-changed-ws',
    kind: 'question',
    text: "Did the server's public IP address or host name change since audio last worked?",
    answers: [
      { id: 'yes', label: 'Yes, the address or host name changed', next: 'fix:changed-address' },
      { id: 'no', label: 'No, or it never worked', next: 'ws-who' },
    ],
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/support/troubleshooting.md',
    checked: '2026-11-27',
    note: 'Causes and fixes of the WebRTC codes (1002 and sip.nginx, 1007 and the firewall, 1020 and the announced IP) and of checksumError.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'issues/18708',
    checked: '2026-11-27',
    note: 'ICE 1007 on 2.6.12 with different external and internal addresses: allowed-peer-ip in /etc/turnserver.conf solved it.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'issues/8418',
    checked: '2026-11-27',
    note: 'ICE 1007: the media range opened for TCP instead of UDP.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'issues/9403',
    checked: '2026-11-27',
    note: 'bbb-conf --setip leaves the old address in sip.nginx and the FreeSWITCH vars.xml.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'issues/275',
    checked: '2026-11-27',
    note: 'Error 1002: proxy_pass in sip.nginx must resolve to the external address of the server.',
  },
  {
    repository: 'bigbluebutton/docker',
    path: 'issues/73',
    checked: '2026-11-27',
    note: 'Browsers block TURN on ports below 1024 other than 443 (error 1006 with TURN on 465).',
  },
];
