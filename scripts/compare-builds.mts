/**
 * Compares two builds of the site side by side: Lighthouse mobile
 * performance and total blocking time of the same pages, runs interleaved
 * (A, B, B, A, A, B…) so that the machine's load and the order weigh on both alike, each figure
 * the median of the runs with their range.
 *
 * This is how a change that claims to make pages faster (a patch of theme
 * internals, a client module) earns its place: build with and without it,
 * then compare (UPGRADING.md records the figures).
 *
 * Usage: tsx scripts/compare-builds.mts --a build-with --b build-without [--runs 5] [--page /development/api/]...
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { type LighthouseRun, median, startLighthouse, startNginx, withRange } from './lighthouse.mts';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
  },
});

if (!values.a || !values.b) {
  console.error('Usage: tsx scripts/compare-builds.mts --a <build dir> --b <build dir> [--runs 5] [--page /path/]...');
  process.exit(2);
}
const builds = { A: path.resolve(values.a), B: path.resolve(values.b) };
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const pages = values.page?.length ? values.page : ['/development/api/'];

const servers = { A: await startNginx(builds.A), B: await startNginx(builds.B) };
const lighthouse = await startLighthouse();
try {
  console.log(`A = ${builds.A}\nB = ${builds.B}\n${runs} mobile runs per build and page, interleaved (A B, B A, …)\n`);
  for (const page of pages) {
    const results: Record<'A' | 'B', LighthouseRun[]> = { A: [], B: [] };
    for (let i = 0; i < runs; i++) {
      // A, B then B, A: whichever build runs first in a pair may be favoured or penalised (a
      // cold cache, the previous page's leftovers), so the order alternates and weighs on both alike.
      for (const key of i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
        results[key].push(await lighthouse.run(`${servers[key].base}${page}`, 'mobile'));
      }
    }
    for (const key of ['A', 'B'] as const) {
      const perf = results[key].map((run) => run.scores.performance);
      const tbt = results[key].map((run) => run.totalBlockingTimeMs);
      console.log(`${page}  ${key}: performance ${withRange(perf)}, TBT ${withRange(tbt, ' ms')}`);
    }
    const delta = (pick: (run: LighthouseRun) => number) => median(results.A.map(pick)) - median(results.B.map(pick));
    console.log(
      `${page}  A − B: performance ${delta((run) => run.scores.performance)}, TBT ${delta((run) => run.totalBlockingTimeMs)} ms\n`,
    );
  }
} finally {
  lighthouse.close();
  await servers.A.stop();
  await servers.B.stop();
}
process.exit(0);
