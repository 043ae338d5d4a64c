/**
 * Performance figures of the site, each next to its target (scripts/budgets.ts):
 * - cold build time with @docusaurus/faster (`npm run build`) and with plain
 *   webpack (`npm run build:webpack`), each after `docusaurus clear`, and their ratio;
 * - first-visit JavaScript (gzip bytes) of a doc page without diagrams and of
 *   the home page, loaded in Chromium until the network is idle;
 * - gzip bytes of each version's search index;
 * - search relevance against Pagefind and the dropdown's latency (scripts/bench/search.mts);
 * - Lighthouse mobile scores and total blocking time of the pages in
 *   LIGHTHOUSE_PAGES, served by nginx with the production configuration: the
 *   median of several runs (Lighthouse's advice for scores that vary between
 *   runs), with their range (scripts/lighthouse.mts);
 * - a bounded load test of that nginx on loopback (scripts/bench/load.mts).
 *
 * It reports and exits 0; the byte budgets are enforced by tests/e2e/budgets.spec.ts.
 * Timings and scores vary with the machine's load: compare runs on one machine.
 *
 * Usage: tsx scripts/bench.mts [--no-build] [--no-lighthouse] [--no-search] [--no-load] [--lighthouse-runs 5] [--dir build]
 *   --no-build         measure the existing build (in --dir) instead of building twice
 *   --no-lighthouse    skip the Lighthouse runs (they need nginx)
 *   --no-search        skip the search figures
 *   --no-load          skip the load test (it needs nginx and takes 30 s)
 *   --lighthouse-runs  runs per page and form factor (default 5); the median is the figure
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

import { benchLoad } from './bench/load.mts';
import {
  BUDGET_PAGES,
  chromiumPath,
  CHROMIUM_ARGS,
  formatKB,
  measureFirstVisit,
  searchIndexes,
  TARGETS,
} from './budgets.ts';
import {
  freePort,
  LIGHTHOUSE_CATEGORIES,
  type LighthouseRun,
  median,
  startLighthouse,
  startNginx,
  startServer,
  withRange,
} from './lighthouse.mts';
import { benchSearch } from './bench/search.mts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-search': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    'no-load': { type: 'boolean', default: false },
    dir: { type: 'string', default: 'build' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, values.dir);
/** An ordinary page of each kind, and the API reference, the heaviest page, of every version. */
const LIGHTHOUSE_PAGES = [
  '/',
  '/administration/install/',
  '/greenlight/v3/install/',
  '/search/?q=install',
  '/2.6/administration/bbb-conf/',
  '/development/api/',
  '/3.1/development/api/',
  '/2.7/development/api/',
  '/2.6/development/api/',
  '/2.5-legacy/development/api/',
];
const lighthouseRuns = Math.max(1, Number.parseInt(values['lighthouse-runs'], 10) || 1);

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
    if (index.missing.length > 0) {
      row(
        `Search index gzip, ${index.version}`,
        `missing: ${index.missing.join(', ')}`,
        `≤ ${formatKB(TARGETS.searchIndexGzip)}`,
        false,
      );
      continue;
    }
    row(
      `Search index head gzip, ${index.version}`,
      formatKB(index.headGzip),
      `≤ ${formatKB(TARGETS.searchHeadGzip)}`,
      index.headGzip <= TARGETS.searchHeadGzip,
    );
    row(
      `Search index gzip, ${index.version} (${index.files.join(', ')})`,
      formatKB(index.gzip),
      `≤ ${formatKB(TARGETS.searchIndexGzip)}`,
      index.gzip <= TARGETS.searchIndexGzip,
    );
  }
}

async function benchLighthouse(): Promise<void> {
  console.error(`Lighthouse mobile (nginx with the production configuration), ${lighthouseRuns} runs per page…`);
  const server = await startNginx(buildDir);
  const lighthouse = await startLighthouse();
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const figure = `Lighthouse mobile, ${page}`;
      try {
        const runs: LighthouseRun[] = [];
        for (let run = 0; run < lighthouseRuns; run++)
          runs.push(await lighthouse.run(`${server.base}${page}`, 'mobile'));
        for (const category of LIGHTHOUSE_CATEGORIES) {
          const scores = runs.map((run) => run.scores[category]);
          const score = median(scores);
          const target = TARGETS.lighthouse[category];
          // Below target: name the weighted audits that cost points in the median run, worst first.
          const losing = runs[scores.indexOf(score)].losing[category];
          const value =
            score < target && losing.length ? `${withRange(scores)}: ${losing.join(', ')}` : withRange(scores);
          row(`${figure}, ${category}`, value, `≥ ${target}`, score >= target);
        }
        const blocking = runs.map((run) => run.totalBlockingTimeMs);
        row(
          `${figure}, total blocking time`,
          withRange(blocking, ' ms'),
          `≤ ${TARGETS.totalBlockingTimeMs} ms`,
          median(blocking) <= TARGETS.totalBlockingTimeMs,
        );
      } catch (error) {
        failed(figure, error);
      }
    }
  } finally {
    lighthouse.close();
    await server.stop();
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
    if (!values['no-load']) {
      try {
        await benchLoad({ buildDir, report: row, freePort, startServer });
      } catch (error) {
        failed('Load test', error);
      }
    }
  }
  printTable();
}

await main();
process.exit(0);
