/**
 * Writes the nginx configuration for a built site:
 * - docs.conf: the server block (deploy/nginx/docs.conf.template, filled in);
 * - docs-headers.conf: security headers, with a Content-Security-Policy whose
 *   script hashes are computed from the inline scripts of the build;
 * - docs-redirects.conf: server 301s for the client redirects (config/redirects.ts);
 * - docs-brotli.conf: brotli compression when the module is available.
 *
 * Usage: tsx scripts/nginx-conf.mts --build build --out /etc/nginx/conf.d \
 *          [--root /usr/share/nginx/html] [--listen 8080] [--brotli auto|on|off]
 *          [--include-dir DIR]   (where docs.conf finds the other files at run time; default --out)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument } from 'htmlparser2';

import { analyticsOrigin } from '../config/analytics.ts';
import { redirects } from '../config/redirects.ts';

const TEMPLATE = path.join(import.meta.dirname, '..', 'deploy', 'nginx', 'docs.conf.template');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

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

export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
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

function main(): void {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      out: { type: 'string' },
      root: { type: 'string' },
      listen: { type: 'string', default: '8080' },
      brotli: { type: 'string', default: 'auto' },
      'include-dir': { type: 'string' },
    },
  });
  if (!values.out) throw new Error('--out is required');
  const build = path.resolve(values.build);
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });
  const brotli = values.brotli === 'on' || (values.brotli === 'auto' && existsSync(BROTLI_MODULE));
  const csp = contentSecurityPolicy(scriptHashes(build), analyticsOrigin());
  const headers = securityHeaders(csp)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
  writeFileSync(path.join(out, 'docs-headers.conf'), `${headers}\n`);
  writeFileSync(path.join(out, 'docs-redirects.conf'), redirectLocations());
  writeFileSync(
    path.join(out, 'docs-brotli.conf'),
    brotli
      ? 'brotli on;\nbrotli_comp_level 5;\nbrotli_types text/plain text/css text/markdown text/xml application/javascript application/json application/xml image/svg+xml;\n'
      : '# brotli module not available\n',
  );
  const server = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('@LISTEN@', values.listen)
    .replaceAll('@ROOT@', path.resolve(values.root ?? build))
    .replaceAll('@CONF_DIR@', values['include-dir'] ?? out);
  writeFileSync(path.join(out, 'docs.conf'), server);
  console.log(`nginx configuration written to ${out} (brotli ${brotli ? 'on' : 'off'})`);
}

if (process.argv[1] === import.meta.filename) main();
