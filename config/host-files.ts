/**
 * Configuration files for static hosts that take one, written into the
 * build by plugins/host-files from the same data as the nginx configuration
 * (scripts/nginx-conf.mts): the redirects of config/redirects.ts, the
 * versions' not-found pages (plugins/version-not-found) and the security and
 * caching headers. docs/deploying.md says which host reads which.
 *
 * - `_redirects` (Netlify; Cloudflare Pages reads the same format, without
 *   the status-404 rewrites): a 301 for each redirect source, with and
 *   without its trailing slash; then each version's not-found page for the
 *   unknown paths under its prefix, with status 404 (a rule applies only
 *   when no file matches).
 * - `_headers` (Netlify, Cloudflare Pages): the security headers on every
 *   response, and a year of immutable caching for the hashed `/assets/`.
 */
import { redirects } from './redirects';

/** Each redirect as the servers answer it: every source, with and without its trailing slash, to its target. */
export function redirectPairs(
  list: ReadonlyArray<{ from: string | readonly string[]; to: string }> = redirects,
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const { from, to } of list) {
    for (const source of typeof from === 'string' ? [from] : from) {
      const variants = source.endsWith('/') ? [source, source.slice(0, -1)] : [source];
      for (const variant of variants) pairs.push([variant, to]);
    }
  }
  return pairs;
}

/** Netlify's `_redirects`: the 301s, then the versions' not-found pages (`/2.6/*` → `/2.6/404/index.html`, 404). */
export function netlifyRedirects(pairs: ReadonlyArray<[string, string]>, notFoundPrefixes: readonly string[]): string {
  const width = Math.max(...pairs.map(([from]) => from.length), ...notFoundPrefixes.map((p) => p.length + 2));
  const line = (from: string, to: string, status: number) => `${from.padEnd(width)}  ${to}  ${status}`;
  return [
    '# Generated at build time from config/redirects.ts (config/host-files.ts). Do not edit.',
    ...pairs.map(([from, to]) => line(from, to, 301)),
    '# Unknown paths under a version prefix: that version’s not-found page.',
    ...notFoundPrefixes.map((prefix) => line(`${prefix}/*`, `${prefix}/404/index.html`, 404)),
    '',
  ].join('\n');
}

/** The `_headers` file: headers for every path, and the immutable caching of hashed assets. */
export function headersFile(headers: ReadonlyArray<[string, string]>): string {
  return [
    '# Generated at build time (config/host-files.ts), with the CSP hashes of this build. Do not edit.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** Reads a `_redirects` file back: its 301 pairs and its 404 rewrites. */
export function parseNetlifyRedirects(text: string): {
  moved: Array<[string, string]>;
  notFound: Array<[string, string]>;
} {
  const moved: Array<[string, string]> = [];
  const notFound: Array<[string, string]> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status] = line.split(/\s+/);
    (status === '301' ? moved : notFound).push([from, to]);
  }
  return { moved, notFound };
}
