/**
 * Performance figures of the site, each next to its target (scripts/budgets.ts):
 * - cold build time with @docusaurus/faster (`npm run build`) and with plain
 *   webpack (`npm run build:webpack`), each after `docusaurus clear`, and their ratio;
 * - first-visit JavaScript (gzip bytes) of a doc page without diagrams and of
 *   the home page, loaded in Chromium until the network is idle;
 * - gzip bytes of each version's search index;
 * - search relevance against Pagefind and the dropdown's latency (scripts/bench/search.mts);
 * - Lighthouse scores, mobile and desktop, of three pages served by nginx with
 *   the production configuration: the median of several runs (Lighthouse's
 *   advice for scores that vary between runs), with their range.
 *
 * It reports and exits 0; the byte budgets are enforced by tests/e2e/budgets.spec.ts.
 * Timings and scores vary with the machine's load: compare runs on one machine.
 *
 * Usage: tsx scripts/bench.mts [--no-build] [--no-lighthouse] [--no-search] [--lighthouse-runs 5] [--dir build]
 *   --no-build         measure the existing build (in --dir) instead of building twice
 *   --no-lighthouse    skip the Lighthouse runs (they need nginx)
 *   --no-search        skip the search figures
 *   --lighthouse-runs  runs per page and form factor (default 5); the median is the figure
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

import {
  BUDGET_PAGES,
  chromiumPath,
  CHROMIUM_ARGS,
  formatKB,
  measureFirstVisit,
  searchIndexes,
  TARGETS,
} from './budgets.ts';
import { benchSearch } from './bench/search.mts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-search': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    dir: { type: 'string', default: 'build' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, values.dir);
const LIGHTHOUSE_PAGES = ['/', '/development/api/', '/search/?q=install'];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const lighthouseRuns = Math.max(1, Number.parseInt(values['lighthouse-runs'], 10) || 1);

/** The middle score of an odd number of runs; the lower middle one of an even number. */
function median(scores: number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

interface Row {
  figure: string;
  value: string;
  target: string;
  status: 'OK' | 'OVER' | 'n/a';
}
const rows: Row[] = [];

function row(figure: string, value: string, target: string, ok: boolean | null): void {
  rows.push({ figure, value, target, status: ok === null ? 'n/a' : ok ? 'OK' : 'OVER' });
  console.error(`  ${figure}: ${value}`);
}

function failed(figure: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  rows.push({ figure, value: `failed: ${message.split('\n')[0].slice(0, 60)}`, target: '', status: 'n/a' });
  console.error(`  ${figure} failed:\n${message}`);
}

/** Runs an npm script in the project and returns its wall time in seconds. */
function timedNpm(args: string[], env: NodeJS.ProcessEnv = {}): number {
  const start = process.hrtime.bigint();
  const result = spawnSync('npm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`npm ${args.join(' ')} exited with ${result.status ?? result.signal}\n${output}`);
  }
  return seconds;
}

function coldBuild(script: 'build' | 'build:webpack'): number {
  timedNpm(['run', 'clear']);
  return timedNpm(['run', script]);
}

function freePort(): Promise<number> {
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

/** Starts a server process of this project, waits until it answers, and returns a stop function. */
async function startServer(args: string[], url: string): Promise<() => Promise<void>> {
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

/** Serves the build with scripts/serve.mjs on a free loopback port. */
async function serveBuild(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    [path.join(root, 'scripts', 'serve.mjs'), '--dir', buildDir, '--port', String(port)],
    `${base}/`,
  );
  return { base, stop };
}

async function benchBuilds(): Promise<void> {
  console.error('Cold builds (plain webpack first, so that build/ ends up with the faster build)…');
  let webpack: number | null = null;
  let faster: number | null = null;
  try {
    webpack = coldBuild('build:webpack');
    row('Cold build, plain webpack', `${webpack.toFixed(1)} s`, '', null);
  } catch (error) {
    failed('Cold build, plain webpack', error);
  }
  try {
    faster = coldBuild('build');
    row('Cold build, @docusaurus/faster', `${faster.toFixed(1)} s`, '', null);
  } catch (error) {
    failed('Cold build, @docusaurus/faster', error);
  }
  if (webpack !== null && faster !== null) {
    const ratio = faster / webpack;
    row(
      'Build time ratio, faster / webpack',
      ratio.toFixed(2),
      `≤ ${TARGETS.buildTimeRatio}`,
      ratio <= TARGETS.buildTimeRatio,
    );
  }
}

async function benchFirstVisit(): Promise<void> {
  console.error('First-visit JavaScript…');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    [path.join(root, 'scripts', 'serve.mjs'), '--dir', buildDir, '--port', String(port)],
    `${base}/`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const [page, label] of [
      [BUDGET_PAGES.docWithoutDiagrams, 'doc page without diagrams'],
      [BUDGET_PAGES.home, 'home page'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const visit = await measureFirstVisit(await context.newPage(), `${base}${page}`);
        const biggest = visit.scripts[0];
        row(
          `First-visit JS gzip, ${page} (${label})`,
          `${formatKB(visit.gzip)} in ${visit.scripts.length} files` +
            (biggest ? `, largest ${path.basename(new URL(biggest.url).pathname)} ${formatKB(biggest.gzip)}` : ''),
          `≤ ${formatKB(TARGETS.firstVisitJsGzip)}`,
          visit.gzip <= TARGETS.firstVisitJsGzip,
        );
      } catch (error) {
        failed(`First-visit JS gzip, ${page}`, error);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

function benchSearchIndexes(): void {
  console.error('Search indexes…');
  for (const index of searchIndexes(buildDir)) {
    if (index.files.length === 0) {
      row(
        `Search index gzip, ${index.version}`,
        'no index file found',
        `≤ ${formatKB(TARGETS.searchIndexGzip)}`,
        false,
      );
      continue;
    }
    row(
      `Search index gzip, ${index.version} (${index.files.join(', ')})`,
      formatKB(index.gzip),
      `≤ ${formatKB(TARGETS.searchIndexGzip)}`,
      index.gzip <= TARGETS.searchIndexGzip,
    );
  }
}

async function benchLighthouse(): Promise<void> {
  console.error(
    `Lighthouse (nginx with the production configuration), ${lighthouseRuns} runs per page and form factor…`,
  );
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = await startServer(
    ['--import', 'tsx', path.join(root, 'scripts', 'nginx-serve.mts'), '--port', String(port), '--build', buildDir],
    `${base}/`,
  );
  /** One Lighthouse run; a run whose trace failed (a known, occasional Lighthouse error) is repeated once. */
  const runLighthouse = async (url: string, port: number, config: typeof desktopConfig | undefined) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
        config,
      );
      if (!result) throw new Error('no result');
      if (!result.lhr.runtimeError) return result;
      if (attempt === 2) throw new Error(result.lhr.runtimeError.message);
    }
  };
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    for (const page of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const figure = `Lighthouse ${formFactor}, ${page}`;
        try {
          const results = [];
          for (let run = 0; run < lighthouseRuns; run++) {
            results.push(
              await runLighthouse(`${base}${page}`, chrome.port, formFactor === 'desktop' ? desktopConfig : undefined),
            );
          }
          for (const category of LIGHTHOUSE_CATEGORIES) {
            const scores = results.map((result) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
            const score = median(scores);
            const target = TARGETS.lighthouse[category];
            // Below target: name the weighted audits that cost points in the median run, worst first.
            const { audits, categories } = results[scores.indexOf(score)].lhr;
            const losing = (categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
              .sort((a, b) => b.weight * (1 - (audits[b.id]?.score ?? 1)) - a.weight * (1 - (audits[a.id]?.score ?? 1)))
              .slice(0, 3)
              .map((ref) => ref.id);
            const spread =
              Math.min(...scores) === Math.max(...scores)
                ? ''
                : ` (runs ${Math.min(...scores)}–${Math.max(...scores)})`;
            const value =
              score < target && losing.length ? `${score}${spread}: ${losing.join(', ')}` : `${score}${spread}`;
            row(`${figure}, ${category}`, value, `≥ ${target}`, score >= target);
          }
        } catch (error) {
          failed(figure, error);
        }
      }
    }
  } finally {
    chrome?.kill();
    await stop();
  }
}

function printTable(): void {
  const headers: Row = { figure: 'Figure', value: 'Measured', target: 'Target', status: 'n/a' };
  const widths = {
    figure: Math.max(headers.figure.length, ...rows.map((r) => r.figure.length)),
    value: Math.max(headers.value.length, ...rows.map((r) => r.value.length)),
    target: Math.max(headers.target.length, ...rows.map((r) => r.target.length)),
  };
  const line = (r: Row, status: string) =>
    `${r.figure.padEnd(widths.figure)}  ${r.value.padEnd(widths.value)}  ${r.target.padEnd(widths.target)}  ${status}`;
  console.log('');
  console.log(line(headers, 'Status'));
  console.log(
    line(
      {
        figure: '-'.repeat(widths.figure),
        value: '-'.repeat(widths.value),
        target: '-'.repeat(widths.target),
        status: 'n/a',
      },
      '------',
    ),
  );
  for (const r of rows) console.log(line(r, r.status === 'n/a' ? '' : r.status));
  const over = rows.filter((r) => r.status === 'OVER').length;
  console.log('');
  console.log(over ? `${over} figure(s) miss their target.` : 'Every figure meets its target.');
}

async function main(): Promise<void> {
  if (!values['no-build']) await benchBuilds();
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    failed('Built site', new Error(`no site in ${path.relative(root, buildDir) || '.'}: run "npm run build" first`));
  } else {
    try {
      await benchFirstVisit();
    } catch (error) {
      failed('First-visit JS gzip', error);
    }
    benchSearchIndexes();
    if (!values['no-search']) {
      try {
        await benchSearch({ buildDir, row, failed, serveBuild });
      } catch (error) {
        failed('Search', error);
      }
    }
    if (!values['no-lighthouse']) {
      try {
        await benchLighthouse();
      } catch (error) {
        failed('Lighthouse', error);
      }
    }
  }
  printTable();
}

await main();
process.exit(0);
