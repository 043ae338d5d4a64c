/**
 * Checksums and request URLs for the BigBlueButton API.
 *
 * Functions that run the same way in Node (unit tests, server-side
 * rendering) and in the browser (the API call builder):
 *
 * - `buildQueryString` encodes parameters once, in order; the checksum is
 *   computed over exactly that string, so the URL that is sent and the string
 *   that is hashed can never differ.
 * - `checksum` and `signRequest` hash with Web Crypto (`crypto.subtle.digest`),
 *   for all four algorithms BigBlueButton accepts. There is no hashing code of
 *   our own: the example URLs of the pages are signed with node:crypto before
 *   the build (scripts/api-example-checksums.mts).
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
