/**
 * Lighthouse runs against a build served by nginx with the production
 * configuration (scripts/nginx-serve.mts), shared by `npm run bench`
 * (scripts/bench.mts) and the side-by-side comparison of two builds
 * (scripts/compare-builds.mts).
 *
 * Scores vary from run to run on a busy machine, so figures are the median
 * of several runs (Lighthouse's own advice), reported with their range.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { chromiumPath, CHROMIUM_ARGS } from './budgets.ts';

const root = path.resolve(import.meta.dirname, '..');

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

/** What one run gives: the four category scores (0-100), total blocking time and the audits that cost points. */
export interface LighthouseRun {
  scores: Record<LighthouseCategory, number>;
  totalBlockingTimeMs: number;
  /** Weighted audits below full score, worst first, per category. */
  losing: Record<LighthouseCategory, string[]>;
}

/** The middle value of an odd number of values; the lower middle one of an even number. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** "95 (runs 94–96)", or "95" when every run gave the same. */
export function withRange(values: number[], unit = ''): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = `${median(values)}${unit}`;
  return low === high ? middle : `${middle} (runs ${low}–${high}${unit})`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a server process of this project, waits until `url` answers, and returns a stop function. */
export async function startServer(args: string[], url: string): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitFor(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Serves `buildDir` with nginx on a free loopback port; returns its base URL and a stop function. */
export async function startNginx(buildDir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    ['--import', 'tsx', path.join(root, 'scripts', 'nginx-serve.mts'), '--port', String(port), '--build', buildDir],
    `${base}/`,
  );
  return { base, stop };
}

/** A headless Chromium for Lighthouse, and a function that runs Lighthouse once in it. */
export async function startLighthouse(): Promise<{
  run: (url: string, formFactor: FormFactor) => Promise<LighthouseRun>;
  close: () => void;
}> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const run = async (url: string, formFactor: FormFactor): Promise<LighthouseRun> => {
    // A run whose trace failed (a known, occasional Lighthouse error, more frequent on a busy machine) is repeated, twice at most.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('no result');
      const { lhr } = result;
      if (lhr.runtimeError) {
        if (attempt === 3) throw new Error(lhr.runtimeError.message);
        continue;
      }
      const scores = {} as LighthouseRun['scores'];
      const losing = {} as LighthouseRun['losing'];
      for (const category of LIGHTHOUSE_CATEGORIES) {
        scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        losing[category] = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .sort(
            (a, b) => b.weight * (1 - (lhr.audits[b.id]?.score ?? 1)) - a.weight * (1 - (lhr.audits[a.id]?.score ?? 1)),
          )
          .slice(0, 3)
          .map((ref) => ref.id);
      }
      const totalBlockingTimeMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      return { scores, totalBlockingTimeMs, losing };
    }
  };
  return { run, close: () => chrome.kill() };
}
