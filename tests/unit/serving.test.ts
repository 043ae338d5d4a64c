import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { notFoundPageFor, VERSION_PREFIXES } from '../../plugins/version-not-found';
import {
  brotliConf,
  contentSecurityPolicy,
  httpRedirectConf,
  listenConf,
  notFoundMap,
  securityHeaders,
  type TlsSettings,
} from '../../scripts/nginx-conf.mts';
import { MIN_BYTES, precompress } from '../../scripts/precompress.mts';
import { DOC_VERSIONS, LATEST_VERSION, RELEASES } from '../../src/data/versions';

const TLS: TlsSettings = {
  listen: '443',
  certificate: '/etc/tls/fullchain.pem',
  certificateKey: '/etc/tls/privkey.pem',
  serverName: 'docs.example.org',
  httpsPort: '443',
  ocspStapling: true,
};

test('every version served under a prefix has a not-found page of its own; the rest use the root one', () => {
  const prefixed = DOC_VERSIONS.filter((v) => v !== LATEST_VERSION).map((v) => RELEASES[v].pathPrefix);
  assert.deepEqual([...VERSION_PREFIXES].sort(), prefixed.sort());
  assert.equal(notFoundPageFor('/2.6/no-such-page/'), '/2.6/404/index.html');
  assert.equal(notFoundPageFor('/2.5-legacy/a/b/'), '/2.5-legacy/404/index.html');
  assert.equal(notFoundPageFor('/2.6'), '/404.html', 'the version root without its slash is not under it');
  assert.equal(notFoundPageFor('/2.65/x/'), '/404.html');
  assert.equal(notFoundPageFor('/no-such-page/'), '/404.html');
});

test('nginx maps each version prefix to its not-found page, with the dots of the prefix escaped', () => {
  const map = notFoundMap();
  assert.match(map, /^map \$uri \$docs_not_found_page \{\n {4}default \/404\.html;\n/);
  for (const prefix of VERSION_PREFIXES) {
    const escaped = prefix.replace(/\./g, '\\.').replace(/-/g, '\\-');
    assert.ok(map.includes(`~^${escaped}/ ${prefix}/404/index.html;`), `${prefix} in\n${map}`);
  }
});

test('HTTPS: TLS 1.2 and 1.3 only, forward-secret ciphers, the certificate paths given, stapling when asked', () => {
  const conf = listenConf('80', TLS);
  assert.match(conf, /^listen 443 ssl http2;$/m);
  assert.match(conf, /^ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
  assert.match(conf, /^ssl_certificate \/etc\/tls\/fullchain\.pem;$/m);
  assert.match(conf, /^ssl_certificate_key \/etc\/tls\/privkey\.pem;$/m);
  assert.match(conf, /^ssl_stapling on;$/m);
  const ciphers = /^ssl_ciphers (.+);$/m.exec(conf)![1].split(':');
  assert.ok(
    ciphers.every((c) => c.startsWith('ECDHE-') && !/CBC|SHA$|RC4|3DES/.test(c)),
    ciphers.join(' '),
  );
  assert.doesNotMatch(listenConf('80', { ...TLS, ocspStapling: false }), /ssl_stapling/);
  assert.equal(listenConf('8080', null), 'listen 8080;\n');
});

test('plain HTTP redirects to HTTPS at the configured name (never the Host header), with path, query and port', () => {
  assert.match(httpRedirectConf('80', TLS), /listen 80;[\s\S]*return 301 https:\/\/docs\.example\.org\$request_uri;/);
  assert.match(
    httpRedirectConf('127.0.0.1:8080', { ...TLS, httpsPort: '8443' }),
    /return 301 https:\/\/docs\.example\.org:8443\$request_uri;/,
  );
  assert.doesNotMatch(httpRedirectConf('80', TLS), /\$host|\$http_host/);
  assert.match(httpRedirectConf('80', { ...TLS, serverName: '127.0.0.1' }), /https:\/\/127\.0\.0\.1\$request_uri/);
  for (const bad of ['', 'evil.example/x', 'a b', 'docs.example.org;', '$host', '-x.org'])
    assert.throws(() => httpRedirectConf('80', { ...TLS, serverName: bad }), /not a host name/, bad);
  assert.doesNotMatch(httpRedirectConf('80', null), /^\s*(server|listen|return)\b/m);
});

test('HSTS is sent over HTTPS only', () => {
  const csp = contentSecurityPolicy([]);
  const names = (https: boolean) => securityHeaders(csp, https).map(([name]) => name);
  assert.ok(names(true).includes('Strict-Transport-Security'));
  assert.ok(!names(false).includes('Strict-Transport-Security'));
  assert.deepEqual(
    names(true).filter((n) => n !== 'Strict-Transport-Security'),
    names(false),
  );
});

test('brotli sends precompressed files when the modules are there', () => {
  assert.match(brotliConf(true), /^brotli_static on;$/m);
  assert.doesNotMatch(brotliConf(false), /brotli_static|brotli on/);
});

test('precompress writes .gz and .br copies that decompress to the original, and skips small or binary files', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const page = '<!doctype html><title>x</title>' + '<p>BigBlueButton documentation</p>'.repeat(200);
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'small.txt'), 'x'.repeat(MIN_BYTES - 1));
  writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
  const total = await precompress(dir);
  assert.equal(total.files, 2, 'index.html and small.txt are text files; logo.png is not');
  assert.equal(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString(), page);
  assert.equal(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString(), page);
  assert.ok(statSync(path.join(dir, 'index.html.br')).size < page.length / 10);
  assert.throws(() => statSync(path.join(dir, 'small.txt.gz')));
  assert.throws(() => statSync(path.join(dir, 'logo.png.gz')));
});
