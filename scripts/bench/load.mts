/**
 * A bounded load test of nginx with the production configuration
 * (deploy/nginx, started by scripts/nginx-serve.mts on a loopback port, plain
 * HTTP as behind a TLS front end): autocannon, 50 connections for 30 s,
 * cycling through a mix of 26 URLs a reader's browser asks for (pages of
 * several versions, scripts, styles, images, search indexes, Markdown twins
 * and llms.txt), with `Accept-Encoding: br, gzip` as browsers send it.
 * Reports requests per second, latency p50 and p99, and errors (failed
 * requests, timeouts and answers other than 2xx) next to their targets.
 *
 * Called by scripts/bench.mts; loopback only, never another host.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';

/** Targets of the load test on the development machine (2 cores). */
export const LOAD_TARGETS = { requestsPerSecond: 5000, errors: 0 } as const;
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 30;

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

export async function benchLoad({ buildDir, report, freePort, startServer, seconds }: LoadHooks): Promise<void> {
  const duration = seconds ?? LOAD_SECONDS;
  const mix = loadMix(buildDir);
  console.error(
    `Load test (nginx, production configuration): ${LOAD_CONNECTIONS} connections for ${duration} s over ${mix.length} URLs…`,
  );
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
    const result = await autocannon({
      url: base,
      connections: LOAD_CONNECTIONS,
      duration,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: mix.map((url) => ({ method: 'GET', path: url })),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    const rps = result.requests.average;
    report(
      `Load, nginx, ${mix.length} URLs, ${LOAD_CONNECTIONS} connections, ${duration} s: requests/s`,
      `${Math.round(rps)} (${result.requests.total} requests, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s)`,
      `≥ ${LOAD_TARGETS.requestsPerSecond}`,
      rps >= LOAD_TARGETS.requestsPerSecond,
    );
    report('Load: latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`, '', null);
    report(
      'Load: errors (failed, timed out, not 2xx)',
      `${errors} (${result.errors} / ${result.timeouts} / ${result.non2xx})`,
      `= ${LOAD_TARGETS.errors}`,
      errors === LOAD_TARGETS.errors,
    );
  } finally {
    await stop();
  }
}
