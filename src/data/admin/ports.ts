/**
 * Network ports of a BigBlueButton deployment, per docs version and per host
 * role. The install page, the firewall page, the TURN page and the FAQ all
 * render these rows, so a port or a range changes in one place only.
 *
 * Roles:
 * - `server`: ports users and administrators must reach on the BigBlueButton
 *   host (open them in UFW and forward them through any external firewall).
 * - `turn`: ports of a dedicated coturn host.
 * - `internal`: ports BigBlueButton components use on the server itself. They
 *   must stay closed to the Internet.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export type PortRole = 'server' | 'turn' | 'internal';

export type PortProtocol = 'TCP' | 'UDP' | 'TCP/UDP';

/** An inclusive port range; a single port has `from === to`. */
export interface PortRange {
  readonly from: number;
  readonly to: number;
}

export interface PortRule extends VersionRange {
  /** Stable key, unique per role. */
  readonly id: string;
  readonly role: PortRole;
  readonly ports: PortRange;
  readonly protocol: PortProtocol;
  /** The process that listens (or the traffic that uses the range). */
  readonly service: string;
  /** Why the port exists, in one sentence. */
  readonly purpose: string;
  /** True when the port is needed only in some set-ups (explained in `purpose`). */
  readonly optional?: boolean;
}

/** The whole UDP range a BigBlueButton server needs for media (all releases). */
export const MEDIA_UDP_RANGE: PortRange = { from: 16384, to: 32768 };

/** The part of the media range FreeSWITCH uses for audio (RTP). */
export const FREESWITCH_UDP_RANGE: PortRange = { from: 16384, to: 24576 };

/** The part of the media range used by bbb-webrtc-sfu (mediasoup) and the recorders. */
export const SFU_UDP_RANGE: PortRange = { from: 24577, to: 32768 };

/** The UDP relay range of a dedicated coturn host (`min-port` / `max-port`). */
export const TURN_RELAY_RANGE: PortRange = { from: 32769, to: 65535 };

/** The port coturn listens on for plain STUN/TURN, on the BigBlueButton host (2.6+) and on a TURN host. */
export const TURN_LISTENING_PORT = 3478;

/** The TLS port clients use to reach TURN through restrictive firewalls. */
export const TURN_TLS_PORT = 443;

/** coturn's built-in default for `tls-listening-port`, used only if you keep the default. */
export const COTURN_DEFAULT_TLS_PORT = 5349;

const single = (port: number): PortRange => ({ from: port, to: port });

export const PORTS: readonly PortRule[] = [
  // BigBlueButton server: public ports.
  {
    id: 'ssh',
    role: 'server',
    ports: single(22),
    protocol: 'TCP',
    service: 'sshd',
    purpose: 'Remote administration. Restrict it to your own addresses when you can.',
    since: '2.5-legacy',
  },
  {
    id: 'http',
    role: 'server',
    ports: single(80),
    protocol: 'TCP',
    service: 'nginx',
    purpose:
      "Redirects browsers to HTTPS and answers Let's Encrypt HTTP-01 challenges when the certificate is issued or renewed.",
    since: '2.5-legacy',
  },
  {
    id: 'https',
    role: 'server',
    ports: single(443),
    protocol: 'TCP',
    service: 'nginx',
    purpose:
      'HTTPS for the HTML5 client, the API, WebSocket connections, presentations and recordings; nginx terminates TLS.',
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'https',
    role: 'server',
    ports: single(443),
    protocol: 'TCP',
    service: 'haproxy',
    purpose:
      'HTTPS for the HTML5 client, the API, WebSocket connections and recordings. haproxy terminates TLS, passes web traffic to nginx and TURN-over-TLS traffic (ALPN stun.turn) to the local coturn.',
    since: '2.6',
  },
  {
    id: 'turn-builtin',
    role: 'server',
    ports: single(TURN_LISTENING_PORT),
    protocol: 'TCP/UDP',
    service: 'coturn (built-in TURN)',
    purpose:
      'STUN and TURN for clients whose networks block the media range. Needed when bbb-install sets up the built-in TURN server, that is when you install without -c.',
    since: '2.6',
    optional: true,
  },
  {
    id: 'media-freeswitch',
    role: 'server',
    ports: FREESWITCH_UDP_RANGE,
    protocol: 'UDP',
    service: 'FreeSWITCH',
    purpose: 'Audio (RTP) between FreeSWITCH and browsers that join with a microphone, and calls from a SIP provider.',
    since: '2.5-legacy',
  },
  {
    id: 'media-sfu',
    role: 'server',
    ports: SFU_UDP_RANGE,
    protocol: 'UDP',
    service: 'bbb-webrtc-sfu (mediasoup), Kurento',
    purpose:
      'Webcams and screen sharing through mediasoup; Kurento uses the same range when it records webcams and screen sharing.',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'media-sfu',
    role: 'server',
    ports: SFU_UDP_RANGE,
    protocol: 'UDP',
    service: 'bbb-webrtc-sfu (mediasoup), bbb-webrtc-recorder, Kurento',
    purpose:
      'Webcams and screen sharing through mediasoup; the recorder in use (bbb-webrtc-recorder or Kurento) takes its ports from the same range.',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'media-sfu',
    role: 'server',
    ports: SFU_UDP_RANGE,
    protocol: 'UDP',
    service: 'bbb-webrtc-sfu (mediasoup), bbb-webrtc-recorder',
    purpose:
      'Webcams, screen sharing and listen-only audio through mediasoup; bbb-webrtc-recorder records from the same range.',
    since: '3.0',
  },

  // Dedicated TURN host.
  {
    id: 'ssh',
    role: 'turn',
    ports: single(22),
    protocol: 'TCP',
    service: 'sshd',
    purpose: 'Remote administration of the TURN host.',
    since: '2.5-legacy',
  },
  {
    id: 'acme',
    role: 'turn',
    ports: single(80),
    protocol: 'TCP',
    service: 'certbot (standalone)',
    purpose: "Let's Encrypt HTTP-01 challenge while certbot issues or renews the TURN certificate.",
    since: '2.5-legacy',
  },
  {
    id: 'turn-listening',
    role: 'turn',
    ports: single(TURN_LISTENING_PORT),
    protocol: 'TCP/UDP',
    service: 'coturn',
    purpose: 'STUN and plain TURN (`listening-port`).',
    since: '2.5-legacy',
  },
  {
    id: 'turn-tls',
    role: 'turn',
    ports: single(TURN_TLS_PORT),
    protocol: 'TCP/UDP',
    service: 'coturn',
    purpose: 'TURN over TLS and DTLS (`tls-listening-port`). Port 443 passes most corporate and school firewalls.',
    since: '2.5-legacy',
  },
  {
    id: 'turn-tls-alt',
    role: 'turn',
    ports: single(COTURN_DEFAULT_TLS_PORT),
    protocol: 'TCP/UDP',
    service: 'coturn',
    purpose:
      'Only when you leave `tls-listening-port` at the coturn default instead of 443; restrictive firewalls often block it.',
    since: '2.5-legacy',
    optional: true,
  },
  {
    id: 'turn-relay',
    role: 'turn',
    ports: TURN_RELAY_RANGE,
    protocol: 'UDP',
    service: 'coturn',
    purpose:
      'Relay ports (`min-port` to `max-port`) coturn uses to talk to FreeSWITCH and mediasoup on the BigBlueButton server.',
    since: '2.5-legacy',
  },

  // Internal ports: never open these.
  {
    id: 'freeswitch-ws',
    role: 'internal',
    ports: single(5066),
    protocol: 'TCP',
    service: 'FreeSWITCH (ws-binding)',
    purpose: 'SIP over WebSocket; nginx proxies browser audio connections to it (sip.nginx).',
    since: '2.5-legacy',
  },
  {
    id: 'freeswitch-wss',
    role: 'internal',
    ports: single(7443),
    protocol: 'TCP',
    service: 'FreeSWITCH (wss-binding)',
    purpose: 'SIP over secure WebSocket; browsers reach audio through nginx on 443 instead.',
    since: '2.5-legacy',
  },
  {
    id: 'freeswitch-esl',
    role: 'internal',
    ports: single(8021),
    protocol: 'TCP',
    service: 'FreeSWITCH event socket (ESL)',
    purpose:
      'Control channel used by bbb-fsesl-akka and bbb-webrtc-sfu. Anyone reaching it can control every conference.',
    since: '2.5-legacy',
  },
  {
    id: 'sip-internal',
    role: 'internal',
    ports: single(5060),
    protocol: 'TCP/UDP',
    service: 'FreeSWITCH (internal SIP profile)',
    purpose: 'SIP signalling. If you set up phone dial-in, open it only to the addresses of your SIP provider.',
    since: '2.5-legacy',
  },
  {
    id: 'sip-external',
    role: 'internal',
    ports: single(5080),
    protocol: 'TCP/UDP',
    service: 'FreeSWITCH (external SIP profile)',
    purpose:
      'SIP signalling of the external profile. Same rule as 5060: only your SIP provider, never the whole Internet.',
    since: '2.5-legacy',
  },
  {
    id: 'redis',
    role: 'internal',
    ports: single(6379),
    protocol: 'TCP',
    service: 'redis-server',
    purpose: 'Message bus between bbb-web, bbb-apps-akka and the other components.',
    since: '2.5-legacy',
  },
  {
    id: 'nginx-backend',
    role: 'internal',
    ports: { from: 81, to: 82 },
    protocol: 'TCP',
    service: 'nginx behind haproxy',
    purpose:
      'nginx listens on the loopback interface (81 for HTTP/1.1, 82 for HTTP/2) and receives decrypted traffic from haproxy.',
    since: '2.6',
  },
  {
    id: 'bbb-web',
    role: 'internal',
    ports: single(8090),
    protocol: 'TCP',
    service: 'bbb-web',
    purpose: 'The API and presentation upload service; nginx proxies /bigbluebutton to it.',
    since: '2.5-legacy',
  },
  {
    id: 'etherpad',
    role: 'internal',
    ports: single(9001),
    protocol: 'TCP',
    service: 'etherpad',
    purpose: 'Shared notes and captions pads; reached through nginx and bbb-pads.',
    since: '2.5-legacy',
  },
  {
    id: 'mongodb',
    role: 'internal',
    ports: single(27017),
    protocol: 'TCP',
    service: 'mongod',
    purpose: 'Database of the Meteor-based HTML5 server.',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'kurento',
    role: 'internal',
    ports: single(8888),
    protocol: 'TCP',
    service: 'kurento-media-server',
    purpose: 'Control WebSocket between bbb-webrtc-sfu and Kurento.',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'graphql-server',
    role: 'internal',
    ports: single(8085),
    protocol: 'TCP',
    service: 'bbb-graphql-server (Hasura)',
    purpose: 'GraphQL engine over the bbb_graphql PostgreSQL database; only bbb-graphql-middleware talks to it.',
    since: '3.0',
  },
  {
    id: 'graphql-middleware',
    role: 'internal',
    ports: single(8378),
    protocol: 'TCP',
    service: 'bbb-graphql-middleware',
    purpose: 'Receives the GraphQL WebSocket of the HTML5 client from nginx (/graphql).',
    since: '3.0',
  },
  {
    id: 'graphql-actions',
    role: 'internal',
    ports: single(8093),
    protocol: 'TCP',
    service: 'bbb-graphql-actions',
    purpose: 'Executes GraphQL mutations (user actions) on behalf of bbb-graphql-server.',
    since: '3.0',
  },
  {
    id: 'postgresql',
    role: 'internal',
    ports: single(5432),
    protocol: 'TCP',
    service: 'postgresql',
    purpose: 'Holds the bbb_graphql database with the live meeting state.',
    since: '3.0',
  },
];

/**
 * How bbb-web turns coturn's shared secret into the credential it gives each
 * client (TurnServer.generatePasswordFor, the same in every release from 2.5
 * to 3.1): user name `<expiry>:<userId>`, expiry in Unix seconds, password =
 * base64(HMAC-SHA-1(secret, user name)). coturn accepts it with
 * `use-auth-secret` and the same `static-auth-secret`. The TURN test of the
 * docs uses a short life of its own (`testTtlSeconds`); bbb-web's default
 * comes from turn-stun-servers.xml.
 */
export const TURN_CREDENTIAL = {
  separator: ':',
  hash: 'SHA-1',
  encoding: 'base64',
  testTtlSeconds: 600,
} as const;

/** The rows of one role in one docs version, in table order. */
export function portsFor(version: DocVersion, role: PortRole): PortRule[] {
  return PORTS.filter((rule) => rule.role === role && inRange(rule, version));
}

/** "443" or "16384-32768". */
export function formatPorts(range: PortRange): string {
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}

/** Number of ports in a range. */
export function rangeSize(range: PortRange): number {
  return range.to - range.from + 1;
}

/**
 * The `ufw allow` arguments for a rule: `443/tcp`, `16384:32768/udp`, or a
 * bare port when both protocols apply (`3478`).
 */
export function ufwSpec(range: PortRange, protocol: PortProtocol): string {
  const ports = range.from === range.to ? String(range.from) : `${range.from}:${range.to}`;
  return protocol === 'TCP/UDP' ? ports : `${ports}/${protocol.toLowerCase()}`;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/apply-lib.sh',
    commit: '0368dd2c1a711e4d1e56e97d0f5482539d91365d',
    checked: '2026-11-28',
    note: 'An older (2.2-era) copy of enableUFWRules: OpenSSH, "Nginx Full" (80 and 443) and 16384:32768/udp, plus a 1935 rule for the Flash client. A 2.6-or-later copy (yq 4, /usr/share/bigbluebutton/nginx) was read without a commit id: the same three rules, then 3478 allowed while haproxy is enabled and active and deleted otherwise.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.5.sh',
    commit: '61f19cad664a425699f610e4ba42b1a39a928001',
    checked: '2026-11-28',
    note: 'install_coturn (the separate TURN host of 2.5): certbot --standalone HTTP challenge (port 80), listening-port=3478, tls-listening-port=443, min-port=32769, max-port=65535, use-auth-secret. No TURN server on the BigBlueButton host.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v3.0.x-release',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'install_haproxy: bind *:443 with ALPN h2, http/1.1 and stun.turn; h2 to nginx on 82, http/1.1 to 81, stun.turn and unknown first bytes to coturn on <IP>:3478. install_coturn on the BigBlueButton host: listening-port=3478, relay 32769-65535, peers limited to the host itself. The same functions in bbb-install-2.6.sh @ a8a10eae and v2.7.x-release @ 80a18c92.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy, bbb-conf --check: FreeSWITCH 16384-24576; Kurento, bbb-webrtc-sfu and bbb-webrtc-recorder 24577-32768.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'main',
    checked: '2026-11-26',
    note: 'install_coturn: listening-port 3478, relay range 32769-65535; install_haproxy: haproxy on 443 passes TURN to coturn. The coturn default TLS port 5349 was not re-read.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-common-web/src/main/java/org/bigbluebutton/web/services/turn/TurnServer.java',
    commit: 'b4a20fa93e52e937ba6a85c6fec1573a7288de02',
    checked: '2026-11-27',
    note: 'Read at commit b4a20fa93e52e937ba6a85c6fec1573a7288de02 (StunTurnService.java at efe8093f20ac82d32e72f342dce898ad55f007b8): user name expiry + ":" + userId, HmacSHA1 over it with the secret, Base64.encodeBase64. Only this version of the file could be read; the release branches were not compared one by one.',
  },
];
