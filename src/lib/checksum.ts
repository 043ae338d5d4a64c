/**
 * Checksums and request URLs for the BigBlueButton API.
 *
 * Pure functions that run the same way in Node (unit tests, server-side
 * rendering) and in the browser (the API call builder):
 *
 * - `buildQueryString` encodes parameters once, in order; the checksum is
 *   computed over exactly that string, so the URL that is sent and the string
 *   that is hashed can never differ.
 * - `sha1Hex` and `sha256Hex` are synchronous implementations used to render
 *   example URLs during the build.
 * - `checksum` uses Web Crypto (`crypto.subtle.digest`) and supports all four
 *   algorithms BigBlueButton accepts.
 *
 * No function here sends anything over the network.
 */

/** Digest algorithms BigBlueButton accepts for the `checksum` parameter. */
export const CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;

export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/** Names of the algorithms in Web Crypto (`crypto.subtle.digest`). */
export const WEB_CRYPTO_NAMES: Record<ChecksumAlgorithm, 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512'> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

/** Length of the hex digest of each algorithm, in characters. */
export const HEX_LENGTH: Record<ChecksumAlgorithm, number> = {
  sha1: 40,
  sha256: 64,
  sha384: 96,
  sha512: 128,
};

/** Command-line tool (GNU coreutils) that prints each digest. */
export const SHELL_TOOL: Record<ChecksumAlgorithm, string> = {
  sha1: 'sha1sum',
  sha256: 'sha256sum',
  sha384: 'sha384sum',
  sha512: 'sha512sum',
};

/** One query parameter: name and raw (unencoded) value. */
export type QueryParam = readonly [name: string, value: string];

/**
 * Encodes one name or value for a query string: UTF-8 percent-encoding as
 * `encodeURIComponent` does, with spaces written as `+` (form encoding, the
 * style the BigBlueButton documentation and most client libraries use).
 */
export function encodeParam(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/** Joins parameters into a query string, in the given order. Empty names are skipped. */
export function buildQueryString(params: readonly QueryParam[]): string {
  return params
    .filter(([name]) => name.trim() !== '')
    .map(([name, value]) => `${encodeParam(name)}=${encodeParam(value)}`)
    .join('&');
}

/** The exact string that is hashed: call name, query string, shared secret. */
export function checksumInput(callName: string, queryString: string, secret: string): string {
  return `${callName}${queryString}${secret}`;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text);
  const bytes = new Uint8Array(encoded.length);
  bytes.set(encoded);
  return bytes;
}

/** Pads a message as SHA-1 and SHA-256 require (64-byte blocks, 64-bit length). */
function pad64(message: Uint8Array): Uint8Array {
  const bitLength = message.length * 8;
  const total = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(total);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(total - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(total - 4, bitLength >>> 0);
  return padded;
}

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** SHA-1 of the UTF-8 bytes of `text`, as lower-case hex. Synchronous. */
export function sha1Hex(text: string): string {
  const data = pad64(utf8(text));
  const view = new DataView(data.buffer);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Uint32Array(80);
  for (let offset = 0; offset < data.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    let [a, b, c, d, e] = h;
    for (let i = 0; i < 80; i++) {
      let f: number;
      let k: number;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6;
      }
      const temp = (rotl(a, 5) + f + e + k + w[i]) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = temp;
    }
    h[0] = (h[0] + a) >>> 0;
    h[1] = (h[1] + b) >>> 0;
    h[2] = (h[2] + c) >>> 0;
    h[3] = (h[3] + d) >>> 0;
    h[4] = (h[4] + e) >>> 0;
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return toHex(out);
}

const SHA256_K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256 of the UTF-8 bytes of `text`, as lower-case hex. Synchronous. */
export function sha256Hex(text: string): string {
  const data = pad64(utf8(text));
  const view = new DataView(data.buffer);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < data.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + SHA256_K[i] + w[i]) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return toHex(out);
}

/** Algorithms that `checksumSync` can compute without Web Crypto. */
export type SyncChecksumAlgorithm = 'sha1' | 'sha256';

/** Checksum of one call, computed synchronously (SHA-1 or SHA-256 only). */
export function checksumSync(
  algorithm: SyncChecksumAlgorithm,
  callName: string,
  queryString: string,
  secret: string,
): string {
  const input = checksumInput(callName, queryString, secret);
  return algorithm === 'sha1' ? sha1Hex(input) : sha256Hex(input);
}

/** The part of Web Crypto this module needs. */
export interface DigestProvider {
  digest(algorithm: string, data: BufferSource): Promise<ArrayBuffer>;
}

function defaultSubtle(): DigestProvider {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('Web Crypto is not available here: use a secure (https) page or a current browser.');
  }
  return subtle;
}

/** Hex digest of `text` with Web Crypto. */
export async function digestHex(
  algorithm: ChecksumAlgorithm,
  text: string,
  subtle: DigestProvider = defaultSubtle(),
): Promise<string> {
  const bytes = utf8(text);
  const buffer = await subtle.digest(WEB_CRYPTO_NAMES[algorithm], bytes);
  return toHex(new Uint8Array(buffer));
}

/** Checksum of one call with Web Crypto: any of the four algorithms. */
export async function checksum(
  algorithm: ChecksumAlgorithm,
  callName: string,
  queryString: string,
  secret: string,
  subtle?: DigestProvider,
): Promise<string> {
  return digestHex(algorithm, checksumInput(callName, queryString, secret), subtle);
}

/**
 * Normalises what a user types as the server address into the API base URL
 * ending in `/bigbluebutton/api/`. Accepts a bare host name, a URL with or
 * without `/bigbluebutton/` or `/bigbluebutton/api`, with or without a
 * trailing slash. Returns `undefined` when the input is not a URL.
 */
export function normalizeApiBase(server: string): string | undefined {
  const trimmed = server.trim();
  if (trimmed === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/bigbluebutton/api')) path = path.slice(0, -'/api'.length);
  if (!path.endsWith('/bigbluebutton')) path = `${path}/bigbluebutton`;
  return `${url.protocol}//${url.host}${path}/api/`;
}

/** The full request URL: API base, call name, query string and checksum. */
export function buildRequestUrl(apiBase: string, callName: string, queryString: string, sum: string): string {
  const query = queryString === '' ? `checksum=${sum}` : `${queryString}&checksum=${sum}`;
  return `${apiBase}${callName}?${query}`;
}

export interface SignedRequest {
  /** Query string without the checksum (what is hashed). */
  queryString: string;
  /** Call name + query string + secret: the hashed text. */
  input: string;
  checksum: string;
  url: string;
}

export interface SignRequestOptions {
  /** Server address as typed by the user, e.g. `bbb.example.com`. */
  server: string;
  callName: string;
  params: readonly QueryParam[];
  secret: string;
  algorithm: ChecksumAlgorithm;
  subtle?: DigestProvider;
}

/**
 * Builds a signed request URL with Web Crypto. Throws when the server
 * address is not a valid http(s) URL or host name.
 */
export async function signRequest(options: SignRequestOptions): Promise<SignedRequest> {
  const apiBase = normalizeApiBase(options.server);
  if (!apiBase) throw new Error(`Not a server address: "${options.server}"`);
  const queryString = buildQueryString(options.params);
  const input = checksumInput(options.callName, queryString, options.secret);
  const sum = await digestHex(options.algorithm, input, options.subtle);
  return { queryString, input, checksum: sum, url: buildRequestUrl(apiBase, options.callName, queryString, sum) };
}

/** The same as `signRequest`, synchronously, for SHA-1 and SHA-256 (used at build time). */
export function signRequestSync(
  options: Omit<SignRequestOptions, 'algorithm' | 'subtle'> & { algorithm: SyncChecksumAlgorithm },
): SignedRequest {
  const apiBase = normalizeApiBase(options.server);
  if (!apiBase) throw new Error(`Not a server address: "${options.server}"`);
  const queryString = buildQueryString(options.params);
  const input = checksumInput(options.callName, queryString, options.secret);
  const sum = options.algorithm === 'sha1' ? sha1Hex(input) : sha256Hex(input);
  return { queryString, input, checksum: sum, url: buildRequestUrl(apiBase, options.callName, queryString, sum) };
}

/** Quotes a string for a POSIX shell (single quotes). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export interface CurlOptions {
  method?: 'GET' | 'POST';
  /** Content-Type header of the POST body. */
  contentType?: string;
  /** Literal POST body. */
  body?: string;
  /** File sent as the raw POST body (`--data-binary @file`). */
  dataFile?: string;
  /** File sent as a multipart form field (`-F field=@file`). */
  formFile?: { field: string; path: string };
}

/** A curl command line for a signed URL (GET, or POST with a Content-Type and a body). */
export function curlCommand(url: string, options: CurlOptions = {}): string {
  if (options.method !== 'POST') return `curl -s ${shellQuote(url)}`;
  const parts = ['curl -s -X POST'];
  if (options.contentType) parts.push(`-H ${shellQuote(`Content-Type: ${options.contentType}`)}`);
  if (options.body !== undefined) parts.push(`--data ${shellQuote(options.body)}`);
  if (options.dataFile) parts.push(`--data-binary ${shellQuote(`@${options.dataFile}`)}`);
  if (options.formFile) parts.push(`-F ${shellQuote(`${options.formFile.field}=@${options.formFile.path}`)}`);
  parts.push(shellQuote(url));
  return parts.join(' ');
}
