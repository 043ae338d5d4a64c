#!/usr/bin/env node
/**
 * The first step of `npm test`: makes sure the Debian packages the tests use
 * are installed.
 *
 * | Package                                                             | Used by                                                 |
 * | ------------------------------------------------------------------- | ------------------------------------------------------- |
 * | chromium                                                            | the browser tests (or a Chromium at CHROME_PATH)        |
 * | nginx, libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static | tests/e2e/nginx.spec.ts (scripts/nginx-serve.mts)   |
 * | openssl                                                             | the throwaway certificate of the nginx HTTPS tests      |
 * | coturn                                                              | the TURN test of the network tools (its turnserver)     |
 *
 * Run as root on Debian or Ubuntu, it installs those that are missing with
 * apt-get. The tests start nginx and turnserver themselves, on loopback
 * ports: a system service that a package just installed starts (nginx on
 * port 80, coturn on 3478) is stopped and disabled again. Otherwise it names
 * the missing packages and the command that installs them, and fails.
 *
 * Usage: node scripts/ensure-test-packages.mjs [--check]   (--check: never install, only report)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Each package, with how to tell that it is installed (a file it ships), and the service it may start. */
const PACKAGES = [
  { name: 'chromium', present: () => existsSync(chrome) },
  { name: 'nginx', present: () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].some(existsSync), service: 'nginx' },
  {
    name: 'libnginx-mod-http-brotli-filter',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  },
  {
    name: 'libnginx-mod-http-brotli-static',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  { name: 'openssl', present: () => onPath('openssl') },
  { name: 'coturn', present: () => onPath('turnserver'), service: 'coturn' },
];

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .concat(['/usr/bin', '/usr/sbin', '/usr/local/bin'])
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

function run(command, args, env) {
  execFileSync(command, args, { stdio: 'inherit', env });
}

/** Stops and disables a service a package started on install; quiet when there is none (no init system, as in a container). */
function stopService(service) {
  const attempts = existsSync('/run/systemd/system')
    ? [['systemctl', ['disable', '--now', service]]]
    : [
        ['invoke-rc.d', [service, 'stop']],
        ['update-rc.d', [service, 'disable']],
        ['systemctl', ['disable', service]],
      ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
    } catch {
      // Not there, or nothing to stop.
    }
  }
  console.log(`Stopped and disabled the ${service} service the package set up (the tests run their own).`);
}

const missing = PACKAGES.filter((p) => !p.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((p) => p.name);
const canInstall = !process.argv.includes('--check') && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canInstall) {
  console.log(`Installing the Debian packages the tests need: ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], env);
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...names], env);
  for (const p of missing) if (p.service) stopService(p.service);
  const still = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (still.length === 0) process.exit(0);
  console.error(`Still missing after apt-get install: ${still.join(' ')}`);
  process.exit(1);
}
console.error(
  [
    `The tests need these Debian packages, which are not installed: ${names.join(' ')}.`,
    `Install them (npm test does it itself when run as root on Debian or Ubuntu):`,
    `  sudo apt-get install -y --no-install-recommends ${names.join(' ')}`,
    ...(missing.some((p) => p.name === 'chromium')
      ? [`Or set CHROME_PATH to a Chromium binary (looked for ${chrome}).`]
      : []),
  ].join('\n'),
);
process.exit(1);
