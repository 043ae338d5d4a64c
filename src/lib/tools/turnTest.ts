/**
 * The TURN test: a temporary credential derived from coturn's shared secret
 * exactly as bbb-web derives the ones it hands to the HTML5 client, the ICE
 * servers to try per transport, and the reading of what the browser saw.
 *
 * The browser part (src/components/TurnTest/Form.tsx) opens one relay-only
 * RTCPeerConnection per transport and reports each result through
 * `classifyGathering`. The secret stays in the page: only the derived
 * user name and password go to the TURN server, as in a meeting.
 */
import { TURN_CREDENTIAL, TURN_LISTENING_PORT, TURN_TLS_PORT } from '../../data/admin/ports';

export const TURN_TRANSPORTS = ['stun', 'udp', 'tcp', 'tls'] as const;
export type TurnTransport = (typeof TURN_TRANSPORTS)[number];

export const TRANSPORT_LABELS: Record<TurnTransport, string> = {
  stun: 'STUN (UDP)',
  udp: 'TURN over UDP',
  tcp: 'TURN over TCP',
  tls: 'TURN over TLS',
};

export interface TurnCredential {
  readonly username: string;
  readonly password: string;
  /** Unix time (seconds) when coturn stops accepting it. */
  readonly expires: number;
}

/** Standard base64 of bytes, as Apache Commons Codec's `Base64.encodeBase64` (no line breaks). */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * bbb-web's credential (TurnServer.generatePasswordFor): user name
 * `<expiry>:<userId>` with expiry = now + ttl in seconds, password =
 * base64(HMAC-SHA-1(secret, user name)), secret and user name as UTF-8 bytes.
 * `subtle` is Web Crypto's SubtleCrypto (the browser's, or Node's in tests).
 */
export async function deriveTurnCredential(
  subtle: SubtleCrypto,
  secret: string,
  userId: string,
  nowSeconds: number,
  ttlSeconds: number = TURN_CREDENTIAL.testTtlSeconds,
): Promise<TurnCredential> {
  const expires = Math.floor(nowSeconds) + ttlSeconds;
  const username = `${expires}${TURN_CREDENTIAL.separator}${userId}`;
  const encoder = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: TURN_CREDENTIAL.hash },
    false,
    ['sign'],
  );
  const signature = await subtle.sign('HMAC', key, encoder.encode(username));
  return { username, password: base64(new Uint8Array(signature)), expires };
}

export interface TurnTarget {
  host: string;
  /** coturn's listening-port (STUN, TURN over UDP and TCP). */
  port: number;
  /** The port of TURN over TLS (443 with BigBlueButton's set-ups). */
  tlsPort: number;
}

export const DEFAULT_TARGET: Omit<TurnTarget, 'host'> = { port: TURN_LISTENING_PORT, tlsPort: TURN_TLS_PORT };

/** A host name or address as it goes in a STUN/TURN URI (IPv6 in brackets). */
function uriHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The ICE server URI tried for a transport. */
export function iceUri(transport: TurnTransport, target: TurnTarget): string {
  const host = uriHost(target.host.trim());
  switch (transport) {
    case 'stun':
      return `stun:${host}:${target.port}`;
    case 'udp':
      return `turn:${host}:${target.port}?transport=udp`;
    case 'tcp':
      return `turn:${host}:${target.port}?transport=tcp`;
    case 'tls':
      return `turns:${host}:${target.tlsPort}?transport=tcp`;
  }
}

/** What a host entry must look like before the test runs: a name or an address, no scheme, no port. */
export function targetProblem(host: string, port: number, tlsPort: number): string | undefined {
  const h = host.trim();
  if (!h) return 'Enter the hostname of your TURN server.';
  if (/[/\s]|^[a-z]+:/i.test(h) && !/^\[?[0-9a-f:]+\]?$/i.test(h))
    return 'Enter the hostname only, without turn:, https:// or a path.';
  for (const p of [port, tlsPort]) if (!Number.isInteger(p) || p < 1 || p > 65535) return 'Ports are 1 to 65535.';
  return undefined;
}

/** What the browser reported while gathering candidates for one transport. */
export interface Gathering {
  /** Candidates seen, as `RTCIceCandidate` fields. */
  candidates: { type: string | null; address: string | null; port: number | null; relatedAddress: string | null }[];
  /** `errorCode` of each `icecandidateerror` event (401 = unauthorized, 701 = no answer). */
  errorCodes: number[];
  /** True when gathering ended (state `complete`) before the timeout. */
  completed: boolean;
}

export type TurnOutcome = 'relay' | 'reflexive' | 'refused' | 'no-answer';

export interface TurnResult {
  readonly transport: TurnTransport;
  readonly outcome: TurnOutcome;
  /** The relayed address (TURN) or the address the server saw (STUN), when there is one. */
  readonly address?: string;
  /** The reader's address as the TURN server saw it, when reported. */
  readonly seenAs?: string;
}

/** STUN/TURN error codes of an allocation refused for its credential (RFC 8656: 401 Unauthorized, 403 Forbidden, 437, 441). */
const REFUSED_CODES = new Set([400, 401, 403, 437, 438, 441]);

/** The outcome of one transport from what the browser saw. */
export function classifyGathering(transport: TurnTransport, gathering: Gathering): TurnResult {
  const wanted = transport === 'stun' ? 'srflx' : 'relay';
  const hit = gathering.candidates.find((c) => c.type === wanted && c.address);
  if (hit) {
    const address = `${hit.address}:${hit.port ?? ''}`.replace(/:$/, '');
    return {
      transport,
      outcome: transport === 'stun' ? 'reflexive' : 'relay',
      address,
      seenAs: transport === 'stun' ? undefined : (hit.relatedAddress ?? undefined),
    };
  }
  if (gathering.errorCodes.some((code) => REFUSED_CODES.has(code))) return { transport, outcome: 'refused' };
  return { transport, outcome: 'no-answer' };
}

/** The troubleshooting headings of errors 1007 (audio) and 1020 (media) on every version's troubleshooting page. */
export const ERROR_ANCHORS = { 1007: 'server-running-behind-nat', 1020: 'media-does-not-connect' } as const;

/** What to open or fix for a result, in one or two sentences (links are added by the component). */
export function advice(result: TurnResult, target: TurnTarget): string {
  const port = result.transport === 'tls' ? target.tlsPort : target.port;
  const proto = result.transport === 'udp' || result.transport === 'stun' ? 'UDP' : 'TCP';
  switch (result.outcome) {
    case 'relay':
      return 'Works: browsers that cannot reach the media ports directly can relay through this transport.';
    case 'reflexive':
      return 'STUN answers: the address shown is the one your browser is seen from.';
    case 'refused':
      return 'The server answered but refused the credential: check that static-auth-secret in /etc/turnserver.conf equals the secret you entered (and the one in bbb-web), that use-auth-secret is set, and that the clocks of both machines are right.';
    case 'no-answer':
      return result.transport === 'tls'
        ? `No answer on ${proto} ${port}: open ${proto} ${port} on the TURN host and any firewall in front of it, and check that coturn has a certificate and tls-listening-port=${port} (or that haproxy passes TURN to it).`
        : `No answer on ${proto} ${port}: check that coturn runs and listens on ${port}, and open ${proto} ${port} on the TURN host and any firewall in front of it.`;
  }
}
