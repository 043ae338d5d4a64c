/**
 * Writes the nginx configuration for a built site:
 * - docs.conf: the server block (deploy/nginx/docs.conf.template, filled in);
 * - docs-headers.conf: security headers, with a Content-Security-Policy whose
 *   script hashes are computed from the inline scripts of the build (HSTS
 *   only when the server speaks HTTPS);
 * - docs-redirects.conf: server 301s for the client redirects (config/redirects.ts);
 * - docs-not-found.conf: which not-found page answers a URL (plugins/version-not-found);
 * - docs-listen.conf: the sockets, and the TLS settings when HTTPS is on;
 * - docs-http-redirect.conf: the plain HTTP server that sends every request to HTTPS;
 * - docs-brotli.conf: brotli compression when the modules are available.
 *
 * Usage: tsx scripts/nginx-conf.mts --build build --out /etc/nginx/conf.d \
 *          [--root /usr/share/nginx/html] [--listen 80] [--brotli auto|on|off]
 *          [--tls on|off] [--server-name docs.example.org] [--tls-listen 443] [--https-port 443]
 *          [--certificate FILE] [--certificate-key FILE] [--ocsp-stapling on|off] [--resolver ADDRESS]
 *          [--include-dir DIR]   (where docs.conf finds the other files at run time; default --out)
 *
 * With --tls on (the default) the site is served over HTTPS on --tls-listen
 * with the certificate files given, and --listen answers plain HTTP with a
 * 301 to HTTPS at --server-name (the configured name, never the request's
 * Host header, which a client chooses; --https-port is the port in that
 * redirect, when not 443).
 * --tls off serves the site over plain HTTP on --listen, for a front end that
 * terminates TLS, redirects and sends HSTS itself.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument } from 'htmlparser2';

import { analyticsOrigin } from '../config/analytics.ts';
import { redirects } from '../config/redirects.ts';
import { notFoundPageFor, VERSION_PREFIXES } from '../plugins/version-not-found/index.ts';

const TEMPLATE = path.join(import.meta.dirname, '..', 'deploy', 'nginx', 'docs.conf.template');
/** Debian's brotli modules (libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static). */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
/** The types compressed on the fly (gzip and brotli) when no precompressed file is there. */
const COMPRESSED_TYPES =
  'text/plain text/css text/markdown text/xml application/javascript application/json application/xml image/svg+xml';
/** HSTS: two years, subdomains included. Sent over HTTPS only (browsers ignore it over HTTP). */
export const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

interface Node {
  type?: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** The inline scripts a browser would run on a page, and whether the page is a redirect stub. */
function inlineScripts(html: string): { scripts: string[]; isRedirect: boolean } {
  const scripts: string[] = [];
  let isRedirect = false;
  const visit = (node: Node) => {
    if (node.name === 'meta' && node.attribs?.['http-equiv']?.toLowerCase() === 'refresh') isRedirect = true;
    if (node.name === 'script' && !node.attribs?.src) {
      const type = (node.attribs?.type ?? '').toLowerCase();
      if (type === '' || type === 'text/javascript' || type === 'module' || type === 'application/javascript') {
        scripts.push((node.children ?? []).map((c) => c.data ?? '').join(''));
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseDocument(html) as unknown as Node);
  return { scripts, isRedirect };
}

/** CSP hashes of every inline script of the site's pages (redirect stubs are answered by nginx with a 301). */
export function scriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const { scripts, isRedirect } = inlineScripts(readFileSync(file, 'utf8'));
    if (isRedirect) continue;
    for (const script of scripts)
      hashes.add(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(hashes: string[], extraScriptOrigin?: string): string {
  const scriptSrc = ["'self'", ...hashes, ...(extraScriptOrigin ? [extraScriptOrigin] : [])].join(' ');
  const connectSrc = ["'self'", ...(extraScriptOrigin ? [extraScriptOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(csp: string, https: boolean): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ...(https ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

export function redirectLocations(): string {
  const lines: string[] = [];
  for (const { from, to } of redirects) {
    const sources = typeof from === 'string' ? [from] : [...from];
    for (const source of sources) {
      const variants = source.endsWith('/') ? [source, source.slice(0, -1)] : [source];
      for (const variant of variants) lines.push(`location = ${variant} { return 301 ${to}$is_args$args; }`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** An nginx map from the URL to the not-found page of its docs version (the root one otherwise). */
export function notFoundMap(): string {
  const escape = (prefix: string) => prefix.replace(/[.\\+*?^$()[\]{}|-]/g, '\\$&');
  const lines = VERSION_PREFIXES.map((prefix) => `    ~^${escape(prefix)}/ ${notFoundPageFor(`${prefix}/`)};`);
  return `map $uri $docs_not_found_page {\n    default /404.html;\n${lines.join('\n')}\n}\n`;
}

export interface TlsSettings {
  /** Where the HTTPS server listens, e.g. `443` or `127.0.0.1:8443`. */
  listen: string;
  certificate: string;
  certificateKey: string;
  /** The site's host name, the host of the HTTP → HTTPS redirect. */
  serverName: string;
  /** The port in the HTTP → HTTPS redirect (left out when 443). */
  httpsPort: string;
  ocspStapling: boolean;
  resolver?: string;
}

/** The listen directives: HTTPS with modern TLS (Mozilla's "intermediate" profile: TLS 1.2 and 1.3), or plain HTTP. */
export function listenConf(listen: string, tls: TlsSettings | null): string {
  if (!tls) return `listen ${listen};\n`;
  return [
    // `listen ... http2` works on every nginx from 1.9.5 (newer ones also accept `http2 on;`).
    `listen ${tls.listen} ssl http2;`,
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.certificateKey};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_timeout 1d;',
    'ssl_session_cache shared:DocsTLS:10m;',
    'ssl_session_tickets off;',
    // OCSP stapling where the certificate names a responder; nginx skips it (with a warning) otherwise.
    ...(tls.ocspStapling ? ['ssl_stapling on;', 'ssl_stapling_verify on;'] : []),
    ...(tls.resolver ? [`resolver ${tls.resolver};`] : []),
    '',
  ].join('\n');
}

/** A host name or IP address that can stand in an nginx `return` URL as it is. */
export function isServerName(name: string): boolean {
  return (
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
      name,
    ) || /^\[[0-9A-Fa-f:.]+\]$/.test(name)
  );
}

/**
 * The plain HTTP server of an HTTPS site: a 301 to the same path and query
 * over HTTPS, at the configured host name. The request's Host header is
 * chosen by the client (`Host: evil.example` must not send the reader there).
 */
export function httpRedirectConf(listen: string, tls: TlsSettings | null): string {
  if (!tls) return '# HTTPS is served by a front end (--tls off): no redirect server.\n';
  if (!isServerName(tls.serverName)) throw new Error(`--server-name: not a host name: ${tls.serverName}`);
  const port = tls.httpsPort === '443' ? '' : `:${tls.httpsPort}`;
  return `server {
    listen ${listen};
    server_name _;
    server_tokens off;
    return 301 https://${tls.serverName}${port}$request_uri;
}
`;
}

export function brotliConf(enabled: boolean): string {
  if (!enabled) return '# brotli modules not available\n';
  return `brotli_static on;\nbrotli on;\nbrotli_comp_level 5;\nbrotli_min_length 256;\nbrotli_types ${COMPRESSED_TYPES};\n`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      out: { type: 'string' },
      root: { type: 'string' },
      listen: { type: 'string', default: '80' },
      brotli: { type: 'string', default: 'auto' },
      tls: { type: 'string', default: 'on' },
      'server-name': { type: 'string' },
      'tls-listen': { type: 'string', default: '443' },
      'https-port': { type: 'string' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'ocsp-stapling': { type: 'string', default: 'on' },
      resolver: { type: 'string' },
      'include-dir': { type: 'string' },
    },
  });
  if (!values.out) throw new Error('--out is required');
  let tls: TlsSettings | null = null;
  if (values.tls === 'on') {
    if (!values.certificate || !values['certificate-key'])
      throw new Error('--certificate and --certificate-key are required with --tls on (or pass --tls off)');
    if (!values['server-name'])
      throw new Error('--server-name is required with --tls on: the host name plain HTTP redirects to');
    tls = {
      listen: values['tls-listen'],
      certificate: path.resolve(values.certificate),
      certificateKey: path.resolve(values['certificate-key']),
      serverName: values['server-name'],
      httpsPort: values['https-port'] ?? values['tls-listen'].split(':').pop()!,
      ocspStapling: values['ocsp-stapling'] === 'on',
      resolver: values.resolver,
    };
  } else if (values.tls !== 'off') throw new Error('--tls is on or off');
  const build = path.resolve(values.build);
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });
  const brotli = values.brotli === 'on' || (values.brotli === 'auto' && BROTLI_MODULES.every((m) => existsSync(m)));
  const csp = contentSecurityPolicy(scriptHashes(build), analyticsOrigin());
  const headers = securityHeaders(csp, tls !== null)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
  writeFileSync(path.join(out, 'docs-headers.conf'), `${headers}\n`);
  writeFileSync(path.join(out, 'docs-redirects.conf'), redirectLocations());
  writeFileSync(path.join(out, 'docs-brotli.conf'), brotliConf(brotli));
  writeFileSync(path.join(out, 'docs-not-found.conf'), notFoundMap());
  writeFileSync(path.join(out, 'docs-listen.conf'), listenConf(values.listen, tls));
  writeFileSync(path.join(out, 'docs-http-redirect.conf'), httpRedirectConf(values.listen, tls));
  const server = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('@ROOT@', path.resolve(values.root ?? build))
    .replaceAll('@CONF_DIR@', values['include-dir'] ?? out);
  writeFileSync(path.join(out, 'docs.conf'), server);
  console.log(
    `nginx configuration written to ${out} (${tls ? 'HTTPS' : 'plain HTTP'}, brotli ${brotli ? 'on' : 'off'})`,
  );
}

if (process.argv[1] === import.meta.filename) main();
