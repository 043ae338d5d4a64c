/**
 * First results on a phone, for `npm run bench` (called from ./search.mts):
 * on a cold page (new browser context, empty cache) with the CPU slowed 4×
 * and a 4G-like network (150 ms latency, 1.6 Mbit/s down), both served with
 * gzip by scripts/serve.mjs:
 * - this site: Ctrl+K, then `firewall` typed at a reader's pace; the time from
 *   the last keystroke (its input event) to the first result of `firewall` in
 *   the navbar dropdown;
 * - Pagefind, indexing the same build: the time from the call (loading its
 *   script, `init()`, `search('firewall')` and the first result's data) to
 *   that result, as a search box built on it would run them once asked.
 * Median of RUNS cold runs each. Target: ≤ 1.5 s for this site.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import * as pagefind from 'pagefind';

export const COLD_TARGET_MS = 1500;
const RUNS = 5;
const QUERY = 'firewall';
/** Milliseconds between keys: a reader's pace (Ctrl+K is about a second before the last key). */
const KEY_DELAY_MS = 110;
const FROM = '/administration/install/';
const PAGEFIND_DIR = 'pagefind-latency';

/** The phone: CPU 4× slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold run of the navbar search: milliseconds from the last keystroke to the first result. */
async function oursOnce(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${base}${FROM}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
    const result = `[role="listbox"][data-query="${QUERY}"] [role="option"][id$="-r0"]`;
    // In the page's clock: the time of each input event, and of the first frame that shows a result.
    await page.evaluate((selector) => {
      const w = window as unknown as { inputTimes: number[]; firstShown?: number };
      w.inputTimes = [];
      document.addEventListener('input', (event) => w.inputTimes.push(event.timeStamp), true);
      const check = () => {
        if (document.querySelector(selector)) w.firstShown = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, result);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
    await page.waitForFunction(() => (window as unknown as { firstShown?: number }).firstShown !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => {
      const w = window as unknown as { inputTimes: number[]; firstShown: number };
      return w.firstShown - w.inputTimes[w.inputTimes.length - 1];
    });
  } finally {
    await context.close();
  }
}

/** One cold run of Pagefind: milliseconds from the call to the first result's data. */
async function pagefindOnce(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${base}${FROM}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
    return await page.evaluate(
      async ({ url, query }) => {
        const start = performance.now();
        const module = (await import(url)) as {
          init(): Promise<void>;
          search(q: string): Promise<{ results: { data(): Promise<unknown> }[] } | null>;
        };
        await module.init();
        const found = await module.search(query);
        await found?.results[0]?.data();
        return performance.now() - start;
      },
      { url: `${base}/${PAGEFIND_DIR}/pagefind.js`, query: QUERY },
    );
  } finally {
    await context.close();
  }
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

export interface ColdLatency {
  ours: number[];
  pagefind: number[] | null;
}

/** Median-of-five cold latencies of this site's navbar search and of Pagefind on the same build. */
export async function coldLatency(browser: Browser, base: string, buildDir: string): Promise<ColdLatency> {
  const ours: number[] = [];
  for (let run = 0; run < RUNS; run++) ours.push(await oursOnce(browser, base));
  let theirs: number[] | null = null;
  const dir = path.join(buildDir, PAGEFIND_DIR);
  try {
    await writePagefindIndex(buildDir);
    theirs = [];
    for (let run = 0; run < RUNS; run++) theirs.push(await pagefindOnce(browser, base));
  } finally {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
  return { ours, pagefind: theirs };
}

export function describeLatency(values: number[]): string {
  return `${(median(values) / 1000).toFixed(2)} s (runs ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
}

export { median };
