/**
 * Runs a real nginx in the foreground on loopback ports, serving build/ with
 * the production configuration (scripts/nginx-conf.mts). Used by the
 * Playwright tests of deploy/nginx and by `npm run bench`; stops with its parent.
 *
 * Without --tls-port the site is served over plain HTTP on --port (the
 * configuration's `--tls off`, as behind a TLS front end). With --tls-port
 * it is served over HTTPS there, with a throwaway self-signed certificate for
 * 127.0.0.1 and localhost made by openssl for this run, and --port answers
 * plain HTTP with a 301 to HTTPS.
 *
 * Usage: tsx scripts/nginx-serve.mts [--port 4174] [--tls-port 4175] [--build build]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { BROTLI_MODULES } from './nginx-conf.mts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4174' },
    'tls-port': { type: 'string' },
    build: { type: 'string', default: 'build' },
  },
});
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error(
    'nginx is not installed: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
  );
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
const conf = path.join(work, 'conf');

/** A self-signed certificate for this run only (two days, RSA 2048, names 127.0.0.1 and localhost). */
function throwawayCertificate(): string[] {
  const certificate = path.join(work, 'cert.pem');
  const key = path.join(work, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return ['--certificate', certificate, '--certificate-key', key];
}

const tlsPort = values['tls-port'];
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'nginx-conf.mts'),
    '--build',
    values.build,
    '--out',
    conf,
    '--listen',
    `127.0.0.1:${values.port}`,
    ...(tlsPort
      ? ['--tls', 'on', '--server-name', '127.0.0.1', '--tls-listen', `127.0.0.1:${tlsPort}`, ...throwawayCertificate()]
      : ['--tls', 'off']),
  ],
  { stdio: 'inherit' },
);
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
const modules = BROTLI_MODULES.every((m) => existsSync(m)) ? BROTLI_MODULES.map((m) => `load_module ${m};\n`) : [];
writeFileSync(
  path.join(work, 'nginx.conf'),
  `${modules.join('')}worker_processes auto;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${conf}/docs.conf;
}
`,
);
const child = spawn(nginx, ['-e', path.join(work, 'error.log'), '-p', work, '-c', path.join(work, 'nginx.conf')], {
  stdio: 'inherit',
});
console.log(
  tlsPort
    ? `nginx serving ${values.build} at https://127.0.0.1:${tlsPort}/ (http://127.0.0.1:${values.port}/ redirects)`
    : `nginx serving ${values.build} at http://127.0.0.1:${values.port}/`,
);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
