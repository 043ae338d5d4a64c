/**
 * Search figures for `npm run bench` (called from scripts/bench.mts):
 * - hit@1 and hit@3 of the site's search on each set of tests/search: the
 *   relevance set, the keyword set, and the real-users set (its tuned and
 *   held-out halves and the whole), with the engine the browser's search
 *   worker runs (plugins/search-local/engine.ts) on the build's index and
 *   symbol files;
 * - the same for Pagefind, indexing the same build (`rootSelector: 'main'`)
 *   and searched in Chromium with its own client, keeping the results of the
 *   version each query is asked in;
 * - the time from the last keypress to the navbar dropdown's results, median
 *   and p95 over the set, once each version's index has loaded.
 * The targets are those of the search issues: hit@3 ≥ 95 % on the relevance
 * set and 8 points above Pagefind's; on the real-users set hit@3 ≥ 90 % on
 * the held-out half, within 5 points of the tuned half, and 30 points above
 * Pagefind; dropdown p95 ≤ 50 ms.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as pagefind from 'pagefind';

import { prepareIndex, searchIndex, type PreparedIndex } from '../../plugins/search-local/engine.ts';
import { assertShippedIndex, unpackSearchIndex } from '../../plugins/search-local/format.ts';
import { assertSymbolFile } from '../../plugins/search-local/symbols.ts';
import { CONTENT_FILE, HEAD_FILE, SYMBOL_FILE } from '../../plugins/search-local/files.ts';
import { KEYWORD_SET } from '../../tests/search/keywordSet.ts';
import { REAL_HELD_OUT, REAL_SET, REAL_TUNED } from '../../tests/search/realSet.ts';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions.ts';
import { scoreRelevance, type RelevanceScore } from '../../tests/search/relevance.ts';
import { RELEVANCE_SET, type RelevanceCase } from '../../tests/search/relevanceSet.ts';
import { chromiumPath, CHROMIUM_ARGS } from '../budgets.ts';
import { coldLatency, COLD_TARGET_MS, describeLatency, median } from './search-latency.mts';

export const SEARCH_TARGETS = {
  hitAt3: 0.95,
  /** Points of hit@3 above Pagefind's. */
  aheadOfPagefind: 8,
  /** Real-users set: hit@3 of the held-out half, its gap to the tuned half, points above Pagefind. */
  realHeldOutHitAt3: 0.9,
  realHalvesGap: 5,
  realAheadOfPagefind: 30,
  dropdownP95Ms: 50,
} as const;

/** The sets scored, with the figure names they are printed under. */
const SETS: readonly { name: string; cases: readonly RelevanceCase[] }[] = [
  { name: 'relevance set', cases: RELEVANCE_SET },
  { name: 'keyword set', cases: KEYWORD_SET },
  { name: 'real-users set, tuned half', cases: REAL_TUNED },
  { name: 'real-users set, held-out half', cases: REAL_HELD_OUT },
  { name: 'real-users set', cases: REAL_SET },
];

/** What scripts/bench.mts lends: its figure table and a server for the build. */
export interface BenchHooks {
  buildDir: string;
  row(figure: string, value: string, target: string, ok: boolean | null): void;
  failed(figure: string, error: unknown): void;
  /** Serves the build on a loopback port; resolves to its base URL and a stop function. */
  serveBuild(): Promise<{ base: string; stop: () => Promise<void> }>;
}

/** As many results as the navbar dropdown shows (config/search.ts). */
const DROPDOWN_RESULTS = 8;
/** Pagefind results read per query before keeping those of the query's version. */
const PAGEFIND_RESULTS = 40;
const PAGEFIND_DIR = 'pagefind';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The version a path belongs to. */
function versionOf(pathname: string): DocVersion {
  const prefixed = DOC_VERSIONS.find(
    (v) => RELEASES[v].pathPrefix && pathname.startsWith(`${RELEASES[v].pathPrefix}/`),
  );
  return prefixed ?? DOC_VERSIONS.find((v) => !RELEASES[v].pathPrefix)!;
}

function ourScores(buildDir: string): Promise<RelevanceScore[]> {
  const indexes = new Map<DocVersion, PreparedIndex>();
  const index = (version: DocVersion) => {
    let found = indexes.get(version);
    if (!found) {
      const dir = path.join(buildDir, RELEASES[version].pathPrefix);
      // The head and the section texts together: the complete index the worker answers from.
      const parts = [HEAD_FILE, CONTENT_FILE].flatMap((name) => {
        const file: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
        assertShippedIndex(file);
        return file;
      });
      const symbols: unknown = JSON.parse(readFileSync(path.join(dir, SYMBOL_FILE), 'utf8'));
      assertSymbolFile(symbols);
      found = prepareIndex(unpackSearchIndex(parts), symbols);
      indexes.set(version, found);
    }
    return found;
  };
  return Promise.all(
    SETS.map(({ cases }) =>
      scoreRelevance(cases, (c) =>
        searchIndex(index(c.version), c.query, DROPDOWN_RESULTS).map((hit) => hit.document.u),
      ),
    ),
  );
}

async function writePagefindIndex(buildDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: buildDir });
  if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: path.join(buildDir, PAGEFIND_DIR) });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
}

async function pagefindScore(page: Page, base: string, cases: readonly RelevanceCase[]): Promise<RelevanceScore> {
  await page.goto(`${base}/`);
  await page.evaluate(async (url) => {
    const module = (await import(url)) as { init(): Promise<void> };
    await module.init();
    (window as unknown as { pagefind: unknown }).pagefind = module;
  }, `${base}/${PAGEFIND_DIR}/pagefind.js`);
  return scoreRelevance(cases, async (c: RelevanceCase) => {
    const urls = await page.evaluate(
      async ({ query, count }) => {
        const module = (
          window as unknown as {
            pagefind: {
              search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] } | null>;
            };
          }
        ).pagefind;
        const found = await module.search(query);
        return Promise.all((found?.results ?? []).slice(0, count).map(async (r) => (await r.data()).url));
      },
      { query: c.query, count: PAGEFIND_RESULTS },
    );
    // Pagefind indexes every version at once: the reader asked in one.
    return urls.filter((url) => versionOf(new URL(url, base).pathname) === c.version);
  });
}

/** A page of each version to search from (the dropdown searches the version being read). */
function searchFrom(version: DocVersion): string {
  return `${RELEASES[version].pathPrefix}/administration/install/`;
}

/** Milliseconds from the input of a query to the dropdown showing its results, per query of the set. */
async function dropdownLatencies(page: Page, base: string): Promise<{ query: string; ms: number }[]> {
  const times: { query: string; ms: number }[] = [];
  for (const version of DOC_VERSIONS) {
    const cases = RELEVANCE_SET.filter((c) => c.version === version);
    if (!cases.length) continue;
    await page.goto(`${base}${searchFrom(version)}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    // The first query loads the index; it is not timed.
    await input.fill('install');
    await page.locator('[role="listbox"][data-query="install"][aria-busy="false"]').waitFor({ timeout: 60_000 });
    for (const { query } of cases) {
      await input.fill('');
      times.push({
        query,
        ms: await page.evaluate((text) => {
          const field = document.querySelector<HTMLInputElement>('input[role="combobox"]');
          if (!field) throw new Error('no search input');
          const answered = `[role="listbox"][data-query="${CSS.escape(text.trim())}"]`;
          // No named functions in here: the bundler that runs this script would wrap them in a helper the page lacks.
          return new Promise<number>((resolve) => {
            const start = performance.now();
            const check = () => {
              const box = document.querySelector(answered);
              if (box && box.getAttribute('aria-busy') !== 'true') resolve(performance.now() - start);
              else setTimeout(check, 1);
            };
            // The whole query at once, as its last key completes it.
            field.value = text;
            field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
            check();
          });
        }, query),
      });
    }
  }
  return times;
}

export async function benchSearch(hooks: BenchHooks): Promise<void> {
  const { buildDir, row, failed } = hooks;
  console.error(`Search: ${SETS.map((set) => `${set.name} (${set.cases.length})`).join(', ')}…`);
  let ours: RelevanceScore[] | null = null;
  try {
    ours = await ourScores(buildDir);
    SETS.forEach((set, i) => {
      row(`Search hit@1, this site, ${set.name}`, percent(ours![i].hitAt1), '', null);
      const target =
        set.cases === RELEVANCE_SET
          ? SEARCH_TARGETS.hitAt3
          : set.cases === REAL_HELD_OUT
            ? SEARCH_TARGETS.realHeldOutHitAt3
            : null;
      row(
        `Search hit@3, this site, ${set.name}`,
        percent(ours![i].hitAt3),
        target === null ? '' : `≥ ${percent(target)}`,
        target === null ? null : ours![i].hitAt3 >= target,
      );
    });
    const tuned = ours[SETS.findIndex((set) => set.cases === REAL_TUNED)].hitAt3;
    const heldOut = ours[SETS.findIndex((set) => set.cases === REAL_HELD_OUT)].hitAt3;
    const gap = Math.abs(tuned - heldOut) * 100;
    row(
      'Search hit@3, real-users set, tuned minus held-out half',
      `${((tuned - heldOut) * 100).toFixed(1)} points`,
      `within ${SEARCH_TARGETS.realHalvesGap} points`,
      gap <= SEARCH_TARGETS.realHalvesGap,
    );
  } catch (error) {
    failed('Search relevance, this site', error);
  }

  const { base, stop } = await hooks.serveBuild();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    try {
      console.error('Search: Pagefind index of the same build…');
      await writePagefindIndex(buildDir);
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const [i, set] of SETS.entries()) {
        const theirs = await pagefindScore(page, base, set.cases);
        row(`Search hit@1, Pagefind, ${set.name}`, percent(theirs.hitAt1), '', null);
        row(`Search hit@3, Pagefind, ${set.name}`, percent(theirs.hitAt3), '', null);
        const ahead = ours ? (ours[i].hitAt3 - theirs.hitAt3) * 100 : null;
        const target =
          set.cases === RELEVANCE_SET
            ? SEARCH_TARGETS.aheadOfPagefind
            : set.cases === REAL_SET
              ? SEARCH_TARGETS.realAheadOfPagefind
              : null;
        if (ahead !== null) {
          row(
            `Search hit@3, this site minus Pagefind, ${set.name}`,
            `${ahead.toFixed(1)} points`,
            target === null ? '' : `≥ ${target} points`,
            target === null ? null : ahead >= target,
          );
        }
      }
      await context.close();
    } catch (error) {
      failed('Search relevance, Pagefind', error);
    } finally {
      rmSync(path.join(buildDir, PAGEFIND_DIR), { recursive: true, force: true });
    }

    try {
      console.error('Search: dropdown latency…');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const measured = await dropdownLatencies(await context.newPage(), base);
      await context.close();
      const times = measured.map((m) => m.ms);
      const slowest = [...measured].sort((a, b) => b.ms - a.ms).slice(0, 5);
      console.error(`  slowest: ${slowest.map((m) => `"${m.query}" ${m.ms.toFixed(0)} ms`).join(', ')}`);
      const p95 = percentile(times, 95);
      row(
        `Search dropdown, input to results (${times.length} queries), median`,
        `${percentile(times, 50).toFixed(1)} ms`,
        '',
        null,
      );
      row(
        'Search dropdown, input to results, p95',
        `${p95.toFixed(1)} ms`,
        `≤ ${SEARCH_TARGETS.dropdownP95Ms} ms`,
        p95 <= SEARCH_TARGETS.dropdownP95Ms,
      );
    } catch (error) {
      failed('Search dropdown latency', error);
    }

    try {
      console.error('Search: first results on a cold page, phone CPU and network…');
      const cold = await coldLatency(browser, base, buildDir);
      row(
        'Search dropdown, cold page, last key of "firewall" to first result, median of 5',
        describeLatency(cold.ours),
        `≤ ${(COLD_TARGET_MS / 1000).toFixed(1)} s`,
        median(cold.ours) <= COLD_TARGET_MS,
      );
      if (cold.pagefind)
        row('Pagefind, cold page, call to first result, median of 5', describeLatency(cold.pagefind), '', null);
    } catch (error) {
      failed('Search cold latency', error);
    }
  } finally {
    await browser.close();
    await stop();
  }
}
