/**
 * Error codes the HTML5 client shows to users, per release.
 *
 * Two families:
 * - 1001-1020: WebRTC audio and media errors (every release documented here).
 * - 3001-3006: connection errors of the GraphQL data channel, which exists only
 *   from 3.0 on (the 2.x client talks to Meteor instead).
 *
 * A code can have several records when its cause or fix differs between
 * releases; their version ranges must not overlap (the unit tests check it).
 * Text fields may contain `inline code` in backticks; the ErrorCodeTable
 * component renders it as <code>.
 */
import { DOC_VERSIONS, inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export type ErrorCodeKind = 'audio' | 'connection';

/** A page of the same docs version that helps with the error. */
export interface ErrorCodeLink {
  /** Doc id, e.g. `administration/turn-server` (must exist in every version of the range). */
  docId: string;
  label: string;
}

export interface ClientErrorCode extends VersionRange {
  code: number;
  kind: ErrorCodeKind;
  /** What the client shows (English locale), without the trailing code. */
  message: string;
  /** What happened, in one sentence. */
  meaning: string;
  /** The usual reasons on a real deployment. */
  cause: string;
  /** What the operator (or the user) does about it. */
  action: string;
  seeAlso?: readonly ErrorCodeLink[];
}

const FIREWALL: ErrorCodeLink = { docId: 'administration/firewall-configuration', label: 'Firewall configuration' };
const TURN: ErrorCodeLink = { docId: 'administration/turn-server', label: 'TURN server' };
const BBB_CONF: ErrorCodeLink = { docId: 'administration/bbb-conf', label: 'bbb-conf' };
const CONFIG_FILES: ErrorCodeLink = { docId: 'administration/configuration-files', label: 'Configuration files' };

export const CLIENT_ERROR_CODES: readonly ClientErrorCode[] = [
  {
    code: 1001,
    kind: 'audio',
    message: 'WebSocket disconnected',
    meaning: 'The audio signalling WebSocket was open and then closed without the user leaving audio.',
    cause: 'The user lost network connectivity, or nginx or FreeSWITCH was restarted during the session.',
    action:
      'Ask the user to rejoin audio. If many users see it at once, look for restarts in `journalctl -u nginx -u freeswitch` around that time.',
    since: '2.5-legacy',
  },
  {
    code: 1002,
    kind: 'audio',
    message: 'Could not make a WebSocket connection',
    meaning: 'The browser could not open the audio signalling WebSocket to the server at all.',
    cause:
      'FreeSWITCH is stopped, the `proxy_pass` address in `/usr/share/bigbluebutton/nginx/sip.nginx` does not match the wss-binding of FreeSWITCH, or a proxy or firewall between user and server blocks WebSockets.',
    action:
      'Run `systemctl status freeswitch` and `sudo bbb-conf --check`; make the `sip.nginx` address match the external IP set in FreeSWITCH, then `sudo bbb-conf --restart`.',
    since: '2.5-legacy',
    seeAlso: [FIREWALL, BBB_CONF],
  },
  {
    code: 1003,
    kind: 'audio',
    message: 'Browser version not supported',
    meaning: 'The browser lacks the WebRTC functions the audio client needs.',
    cause: 'An outdated browser, or an embedded or in-app browser without WebRTC.',
    action: 'Ask the user to update the browser or switch to a current Chrome, Firefox, Edge or Safari.',
    since: '2.5-legacy',
  },
  {
    code: 1004,
    kind: 'audio',
    message: 'Failure on call',
    meaning: 'The audio call was attempted but failed; the client adds the reason it received.',
    cause:
      'The reason in the message says which side refused the call; on the server side it is usually FreeSWITCH rejecting the call after edits to its dialplan or SIP profiles.',
    action:
      'Note the reason shown, read `/opt/freeswitch/var/log/freeswitch/freeswitch.log` at that time and run `sudo bbb-conf --check`.',
    since: '2.5-legacy',
    seeAlso: [BBB_CONF],
  },
  {
    code: 1005,
    kind: 'audio',
    message: 'Call ended unexpectedly',
    meaning: 'An established audio session ended although the user did not leave audio.',
    cause: 'Usually a network interruption on the user side; less often a media server error during the call.',
    action:
      'Ask the user to rejoin audio. If it repeats for one user, test from another network or with a TURN server configured.',
    since: '2.5-legacy',
    seeAlso: [TURN],
  },
  {
    code: 1006,
    kind: 'audio',
    message: 'Call timed out',
    meaning: 'The server did not answer the audio call in time.',
    cause:
      'FreeSWITCH is not answering: it is stopped, bound to the wrong address, or its internal database is corrupt after an unclean shutdown.',
    action:
      'Check `/opt/freeswitch/var/log/freeswitch/freeswitch.log` for SQL or bind errors and follow the FreeSWITCH items of the troubleshooting guide.',
    since: '2.5-legacy',
  },
  {
    code: 1007,
    kind: 'audio',
    message: 'ICE negotiation failed',
    meaning: 'Browser and media server could not find any network path for the audio stream.',
    cause:
      'UDP 16384-32768 is blocked between user and server, the server announces a private IP instead of its public one, or the user sits behind a network that allows only TCP 443 and no TURN server is configured.',
    action:
      'Open and forward UDP 16384-32768, set the public IP in FreeSWITCH and bbb-webrtc-sfu, and set up a TURN server (`bbb-install-2.5.sh -c <turn-host>:<secret>` points the server at one).',
    since: '2.5-legacy',
    until: '2.6',
    seeAlso: [FIREWALL, TURN],
  },
  {
    code: 1007,
    kind: 'audio',
    message: 'ICE negotiation failed',
    meaning: 'Browser and media server could not find any network path for the audio stream.',
    cause:
      'UDP 16384-32768 is blocked between user and server, the server announces a private IP instead of its public one, or the TURN relay the server hands out is unreachable.',
    action:
      'Open and forward UDP 16384-32768, set the public IP in FreeSWITCH and bbb-webrtc-sfu, and check that the TURN server installed by bbb-install answers on TCP 443 (or the external one given with `-c`).',
    since: '2.6',
    seeAlso: [FIREWALL, TURN],
  },
  {
    code: 1008,
    kind: 'audio',
    message: 'Transfer failed',
    meaning: 'The move from the echo test into the real conference timed out.',
    cause: 'FreeSWITCH did not act on the transfer, often because media never flowed during the echo test.',
    action:
      'Treat it like 1007: confirm that audio works in the echo test, then check the FreeSWITCH log and the firewall.',
    since: '2.5-legacy',
    seeAlso: [FIREWALL],
  },
  {
    code: 1009,
    kind: 'audio',
    message: 'Could not fetch STUN/TURN server information',
    meaning: 'The client could not load the list of STUN and TURN servers from bbb-web.',
    cause:
      'bbb-web is down or slow to start, `/etc/bigbluebutton/turn-stun-servers.xml` is invalid, or the network dropped while the client asked.',
    action:
      'Check `systemctl status bbb-web` and `/var/log/bigbluebutton/bbb-web.log`, make sure the override is well-formed XML, then `sudo bbb-conf --restart`.',
    since: '2.5-legacy',
    seeAlso: [TURN, CONFIG_FILES],
  },
  {
    code: 1010,
    kind: 'audio',
    message: 'ICE negotiation timeout',
    meaning: 'The search for a network path took too long and the client gave up.',
    cause: 'Same causes as 1007; some networks drop UDP silently, so the failure shows up as a timeout instead.',
    action: 'Work through the fixes for 1007; a TURN server on TCP 443 helps users on filtered networks.',
    since: '2.5-legacy',
    seeAlso: [FIREWALL, TURN],
  },
  {
    code: 1020,
    kind: 'audio',
    message: 'Media could not reach the server',
    meaning: 'The WebRTC media (microphone, listen-only, webcam or screen share) never reached the server.',
    cause:
      'UDP is blocked on the user network and no TURN server is available, or mediasoup announces a wrong IP (`announcedIp` in `/etc/bigbluebutton/bbb-webrtc-sfu/production.yml`).',
    action:
      'Set the public IP for mediasoup, open UDP 16384-32768, and set up a separate TURN server, which bbb-install 2.5 does not install for you.',
    since: '2.5-legacy',
    until: '2.6',
    seeAlso: [FIREWALL, TURN],
  },
  {
    code: 1020,
    kind: 'audio',
    message: 'Media could not reach the server',
    meaning: 'The WebRTC media (microphone, listen-only, webcam or screen share) never reached the server.',
    cause:
      'UDP is blocked on the user network and the TURN relay failed too, or mediasoup announces a wrong IP (`announcedIp` in `/etc/bigbluebutton/bbb-webrtc-sfu/production.yml`).',
    action:
      'Set the public IP for mediasoup, open UDP 16384-32768, and confirm that the TURN server (built in or external) relays over TCP 443.',
    since: '2.6',
    seeAlso: [FIREWALL, TURN],
  },
  {
    code: 3001,
    kind: 'connection',
    message: 'Reconnection in progress',
    meaning: 'The GraphQL WebSocket that carries all meeting data dropped; the client is reconnecting.',
    cause: 'A short network interruption on the user side, or bbb-graphql-middleware or bbb-graphql-server restarting.',
    action:
      'Usually clears by itself. If everyone sees it, check `systemctl status bbb-graphql-middleware bbb-graphql-server` and `journalctl -u bbb-graphql-middleware`.',
    since: '3.0',
  },
  {
    code: 3002,
    kind: 'connection',
    message: 'Unable to connect. Please check your internet connection',
    meaning: 'The GraphQL connection is down and the round-trip check to the server is failing or critically slow.',
    cause: 'The user network is down or badly congested; the server is unreachable from that network.',
    action:
      'Ask the user to check the connection. Confirm from outside that `https://<hostname>/bigbluebutton/rtt-check` answers quickly.',
    since: '3.0',
  },
  {
    code: 3003,
    kind: 'connection',
    message: 'Server is currently not responding. Reconnection in progress',
    meaning: 'The GraphQL connection is open but no data arrives from the server.',
    cause: 'bbb-graphql-server (Hasura), PostgreSQL or bbb-apps-akka is stalled or overloaded.',
    action:
      'Run `sudo bbb-conf --status`, check CPU load, and read `journalctl -u bbb-graphql-server -u bbb-apps-akka` for errors.',
    since: '3.0',
    seeAlso: [BBB_CONF],
  },
  {
    code: 3004,
    kind: 'connection',
    message: 'Connection is unstable. Please check your internet connection',
    meaning: 'The connection is open but silent and the measured round trip is critically high.',
    cause: 'Heavy packet loss or latency on the user network (busy Wi-Fi, mobile data, VPN).',
    action: 'Ask the user to move to a better network or switch off webcams to free bandwidth.',
    since: '3.0',
  },
  {
    code: 3005,
    kind: 'connection',
    message: 'Data is loading slowly. Reconnection in progress',
    meaning: 'Data arrives, but the periodic ping from the GraphQL server is missing.',
    cause: 'bbb-graphql-server is overloaded or a proxy in between buffers WebSocket frames.',
    action:
      'Check the load of the server and, on a cluster proxy setup, that the proxy forwards WebSockets without buffering.',
    since: '3.0',
  },
  {
    code: 3006,
    kind: 'connection',
    message: 'Some live data could not be loaded. Please refresh your client',
    meaning: 'One or more GraphQL subscriptions returned an error.',
    cause: 'A server-side error in a subscription, often after a package upgrade left services at mixed versions.',
    action:
      'Ask the user to reload. Compare package versions with `dpkg -l | grep bbb-` and restart with `sudo bbb-conf --restart` after upgrades.',
    since: '3.0',
  },
];

/** The codes the client of `version` can show, sorted by code, optionally of one kind. */
export function errorCodesFor(version: DocVersion, kind?: ErrorCodeKind): ClientErrorCode[] {
  return CLIENT_ERROR_CODES.filter(
    (entry) => inRange(entry, version) && (kind === undefined || entry.kind === kind),
  ).sort((a, b) => a.code - b.code);
}

/** The record for one code in one version, or undefined when that release has no such code. */
export function findErrorCode(version: DocVersion, code: number): ClientErrorCode | undefined {
  return errorCodesFor(version).find((entry) => entry.code === code);
}

/** Every docs version in which at least one code of `kind` exists. */
export function versionsWithKind(kind: ErrorCodeKind): DocVersion[] {
  return DOC_VERSIONS.filter((v) => errorCodesFor(v, kind).length > 0);
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.6.sh',
    commit: '9e0691bb9e3576a58d764a8fd406054b3d58bb95',
    checked: '2026-11-27',
    note: 'Error 1002: the installers rewrite proxy_pass in /usr/share/bigbluebutton/nginx/sip.nginx (bbb-install-2.5.sh and bbb-install-2.6.sh at this commit, bbb-install.sh of v2.7.x-release at 4f8ad4c4263a4393de5a542eb7a2633cea4c38bb and of v3.0.x-release at 26ce2d16c2a82ef962d685525b0c20bb89d4d151).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-conf',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-27',
    note: 'SIP_CONFIG=/usr/share/bigbluebutton/nginx/sip.nginx; --check prints its proxy_pass and protocol.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/support/troubleshooting.md',
    checked: '2026-11-26',
    note: 'WebRTC errors 1001, 1002, 1004, 1005, 1007, 1010 and 1020, and the GraphQL connection errors 3001 to 3006.',
  },
];
