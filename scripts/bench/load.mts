/**
 * A bounded load test of nginx with the production configuration
 * (deploy/nginx, started by scripts/nginx-serve.mts on a loopback port, plain
 * HTTP as behind a TLS front end): wrk, 50 connections for 30 s, cycling
 * through a mix of 26 URLs a reader's browser asks for (pages of several
 * versions, scripts, styles, images, search indexes, Markdown twins and
 * llms.txt), with `Accept-Encoding: br, gzip` as browsers send it. Reports
 * requests per second, latency p50 and p99, errors (socket errors and answers
 * other than 2xx) and the CPU nginx used, next to their targets.
 *
 * wrk (Debian's `wrk` package) rather than a Node load generator: on the
 * 2-core development machine autocannon, even with a worker thread per core,
 * was the bottleneck (about 4,500 requests/s with both cores busy generating
 * load, nginx using under a fifth of one core), so its figure was its own,
 * not the server's.
 *
 * Called by scripts/bench.mts; loopback only, never another host.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Targets of the load test on the development machine (2 cores). */
export const LOAD_TARGETS = { requestsPerSecond: 5000, errors: 0 } as const;
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 30;
/** wrk threads: one per core of the development machine. */
export const LOAD_THREADS = 2;
const WRK = '/usr/bin/wrk';

/** Reports one figure (scripts/bench.mts's `row`). */
export type Report = (figure: string, value: string, target: string, ok: boolean | null) => void;

export interface LoadHooks {
  buildDir: string;
  report: Report;
  freePort: () => Promise<number>;
  /** Starts a server process of the project and waits for `url`; resolves to a stop function. */
  startServer: (args: string[], url: string) => Promise<() => Promise<void>>;
  /** Test length in seconds (default LOAD_SECONDS). */
  seconds?: number;
}

/** The mix: 26 URLs that answer 200, taken from the build so that hashed file names are current. */
export function loadMix(buildDir: string): string[] {
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const assets = [...home.matchAll(/(?:src|href)="?(\/assets\/(?:js|css)\/[^"\s>]+)/g)].map((m) => m[1]);
  const chunks = readdirSync(path.join(buildDir, 'assets', 'js'))
    .filter((file) => file.endsWith('.js'))
    .sort()
    .slice(0, 3)
    .map((file) => `/assets/js/${file}`);
  return [
    '/',
    '/administration/install/',
    '/administration/firewall-configuration/',
    '/development/api/',
    '/development/guide/',
    '/greenlight/v3/install/',
    '/support/faq/',
    '/3.1/administration/install/',
    '/2.7/development/api/',
    '/2.6/administration/install/',
    '/2.5-legacy/teaching/',
    '/2.6/',
    '/search/',
    '/markdown-page/',
    ...assets.slice(0, 4),
    ...chunks,
    '/search-index.json',
    '/2.6/search-index.json',
    '/administration/install.md',
    '/llms.txt',
    '/img/logo.svg',
    '/sitemap.xml',
  ].slice(0, 26);
}

/** wrk's request script: the mix in turn, each connection's requests spread over all of it. */
export function wrkScript(mix: readonly string[]): string {
  return [
    `local paths = { ${mix.map((url) => JSON.stringify(url)).join(', ')} }`,
    'local counter = 0',
    'request = function()',
    '  counter = counter + 1',
    '  return wrk.format("GET", paths[(counter % #paths) + 1], { ["Accept-Encoding"] = "br, gzip" })',
    'end',
    '',
  ].join('\n');
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  socketErrors: number;
  non2xx: number;
}

/** wrk's durations ("538.00us", "34.07ms", "1.20s") in milliseconds. */
function milliseconds(value: string, unit: string): number {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  if (factor === undefined) throw new Error(`unknown wrk time unit ${unit}`);
  return Number(value) * factor;
}

/** Reads wrk's report (run with --latency). Throws when a figure is missing rather than report a wrong one. */
export function parseWrk(output: string): WrkResult {
  const find = (pattern: RegExp, what: string): RegExpExecArray => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk's report has no ${what}:\n${output}`);
    return match;
  };
  const percentile = (p: string) => {
    const [, value, unit] = find(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'), `${p}th percentile`);
    return milliseconds(value, unit);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(find(/^Requests\/sec:\s+([\d.]+)/m, 'requests per second')[1]),
    requests: Number(find(/^\s*(\d+) requests in /m, 'request count')[1]),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    socketErrors: socket ? socket.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/** CPU seconds used so far by every nginx process on the machine (while the bench runs, its server's master and workers). */
function nginxCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'nginx') continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

export async function benchLoad({ buildDir, report, freePort, startServer, seconds }: LoadHooks): Promise<void> {
  const duration = seconds ?? LOAD_SECONDS;
  const mix = loadMix(buildDir);
  console.error(
    `Load test (nginx, production configuration): wrk, ${LOAD_CONNECTIONS} connections for ${duration} s over ${mix.length} URLs…`,
  );
  const work = mkdtempSync(path.join(tmpdir(), 'docs-load-'));
  const script = path.join(work, 'mix.lua');
  writeFileSync(script, wrkScript(mix));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, '..', 'nginx-serve.mts'),
      '--port',
      String(port),
      '--build',
      buildDir,
    ],
    `${base}/`,
  );
  try {
    const cpuBefore = nginxCpuSeconds();
    const { stdout } = await promisify(execFile)(WRK, [
      `-t${LOAD_THREADS}`,
      `-c${LOAD_CONNECTIONS}`,
      `-d${duration}s`,
      '--latency',
      '-s',
      script,
      `${base}/`,
    ]).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new Error(`${WRK} not found: sudo apt-get install -y wrk`) : error;
    });
    const nginxCores = (nginxCpuSeconds() - cpuBefore) / duration;
    const result = parseWrk(stdout);
    const errors = result.socketErrors + result.non2xx;
    report(
      `Load, nginx, ${mix.length} URLs, ${LOAD_CONNECTIONS} connections, ${duration} s: requests/s`,
      `${Math.round(result.requestsPerSecond)} (${result.requests} requests)`,
      `≥ ${LOAD_TARGETS.requestsPerSecond}`,
      result.requestsPerSecond >= LOAD_TARGETS.requestsPerSecond,
    );
    report('Load: latency p50 / p99', `${result.p50Ms} ms / ${result.p99Ms} ms`, '', null);
    report(
      'Load: errors (socket errors, answers not 2xx or 3xx)',
      `${errors} (${result.socketErrors} / ${result.non2xx})`,
      `= ${LOAD_TARGETS.errors}`,
      errors === LOAD_TARGETS.errors,
    );
    report('Load: CPU used by nginx', `${nginxCores.toFixed(2)} cores`, '', null);
  } finally {
    await stop();
    rmSync(work, { recursive: true, force: true });
  }
}
