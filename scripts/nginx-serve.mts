/**
 * Runs a real nginx in the foreground on a loopback port, serving build/ with
 * the production configuration (scripts/nginx-conf.mts). Used by the
 * Playwright tests of deploy/nginx; stops with its parent.
 *
 * Usage: tsx scripts/nginx-serve.mts [--port 4174] [--build build]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4174' }, build: { type: 'string', default: 'build' } },
});
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error('nginx is not installed: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter');
  process.exit(1);
}
const work = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
const conf = path.join(work, 'conf');
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
  ],
  { stdio: 'inherit' },
);
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
writeFileSync(
  path.join(work, 'nginx.conf'),
  `${existsSync(brotliModule) ? `load_module ${brotliModule};\n` : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
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
console.log(`nginx serving ${values.build} at http://127.0.0.1:${values.port}/`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
