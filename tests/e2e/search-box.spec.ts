/**
 * The navbar search box (src/theme/SearchBar): the combobox pattern and its
 * keyboard, what the reader types before its code arrives, the footer links,
 * highlighting on the opened page, accessibility in both colour modes, and
 * every failure (its code, the worker, the index, a deploy that renamed the
 * files) ending in a message with a retry that works.
 */
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/** The first answer of a page waits for the version's index to be built in the browser. */
const FIRST_ANSWER = { timeout: 30_000 };
const DOC = '/administration/install/';

function box(page: Page) {
  return page.getByRole('combobox', { name: 'Search' });
}

/** The listbox once it answers `query` completely (it names the query its results answer; busy while partial). */
function answered(page: Page, query: string) {
  return page.locator(`[role="listbox"][data-query="${query}"][aria-busy="false"]`);
}

/** Built script files that contain `marker`. */
function chunksWith(marker: string): string[] {
  const dir = path.resolve('build/assets/js');
  const chunks = readdirSync(dir).filter((name) => readFileSync(path.join(dir, name), 'utf8').includes(marker));
  expect(chunks.length, `a built script with "${marker}"`).toBeGreaterThan(0);
  return chunks;
}

/** The dropdown's code (./Dropdown.tsx) and the search worker. */
const dropdownChunks = () => chunksWith('See results outside');
const workerChunks = () => chunksWith('the search index is on another site');

function isOneOf(route: Route, chunks: string[]): boolean {
  return chunks.some((c) => route.request().url().split('?')[0].endsWith(`/${c}`));
}

test.describe('combobox', () => {
  test('the input is in the server HTML, in a form that opens the search page', async ({ request }) => {
    const html = await (await request.get(DOC)).text();
    // The HTML is minified: attribute values go without quotes where they can.
    expect(html).toMatch(/<form[^>]*role="?search"?[^>]*action="?\/search\/"?/);
    expect(html).toMatch(/<input[^>]*role="?combobox"?[^>]*aria-expanded="?false"?[^>]*name="?q"?/);
  });

  test('keyboard: arrows wrap, Home/End, Enter opens the active option, Escape closes then clears', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    const input = box(page);
    await expect(input).toBeFocused();
    await page.keyboard.type('firewall');
    const listbox = answered(page, 'firewall');
    await expect(listbox.getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const activeId = () => input.getAttribute('aria-activedescendant');

    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(await options.nth(count - 1).getAttribute('id'));
    await expect(options.nth(count - 1)).toHaveText('See all results');
    await page.keyboard.press('Home');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('End');
    expect(await activeId()).toBe(await options.nth(count - 1).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));

    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('firewall');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    await page.keyboard.type('firewall');
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await answered(page, 'firewall').getByRole('option').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
  });

  test('Enter without an active option opens the search page of the version being read', async ({ page }) => {
    await gotoHydrated(page, '/2.6/administration/install/');
    await box(page).click();
    await page.keyboard.type('coturn');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\?q=coturn&version=2\.6%2F$/);
    await expect(page.getByRole('status')).toHaveText(/results? in BigBlueButton 2\.6/, FIRST_ANSWER);
  });

  test('the clear button empties the box and keeps the focus in it', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('turn');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('"See all results" leads to the search page; on a Greenlight page, in and outside Greenlight', async ({
    page,
  }) => {
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('install');
    await expect(answered(page, 'install').getByRole('option', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search/?q=install&version=',
      FIRST_ANSWER,
    );
    await gotoHydrated(page, '/2.7/greenlight/v3/install/');
    await box(page).click();
    await page.keyboard.type('install');
    const listbox = answered(page, 'install');
    await expect(listbox.getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await expect(listbox.getByRole('option', { name: 'See all results in Greenlight' })).toHaveAttribute(
      'href',
      '/search/?q=install&version=2.7%2F&ctx=greenlight',
    );
    await expect(listbox.getByRole('option', { name: 'See results outside Greenlight' })).toHaveAttribute(
      'href',
      '/search/?q=install&version=2.7%2F',
    );
    // The results are the Greenlight pages of 2.7.
    const hrefs = await listbox
      .getByRole('option')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => !h.startsWith('/search/')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(
      hrefs.every((h) => h.startsWith('/2.7/greenlight/')),
      hrefs.join(', '),
    ).toBe(true);
    await listbox.getByRole('option', { name: 'See all results in Greenlight' }).click();
    await expect(page.getByRole('status')).toHaveText(/results? in BigBlueButton 2\.7/, FIRST_ANSWER);
    const paths = await page
      .locator('main article h2 a')
      .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href') ?? '', 'http://x').pathname));
    expect(
      paths.every((p) => p.startsWith('/2.7/greenlight/')),
      paths.join(', '),
    ).toBe(true);
  });

  test('a query with no match says "No results"', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('zzqxjvkw');
    await expect(answered(page, 'zzqxjvkw').locator('..').getByText('No results')).toBeVisible(FIRST_ANSWER);
  });

  test('the words of the query are highlighted on the page a result opens', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('coturn');
    const option = answered(page, 'coturn').getByRole('option').first();
    await expect(option).toBeVisible(FIRST_ANSWER);
    await option.click();
    await page.waitForURL(/_highlight=coturn/);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
          return registry.get('search-term')?.size ?? 0;
        }),
      )
      .toBeGreaterThan(0);
  });
});

test.describe('nothing typed is lost', () => {
  test('what is typed while the code and the index load stays in the same input and is answered', async ({ page }) => {
    const chunks = dropdownChunks();
    await page.route('**/assets/js/*.js', async (route) => {
      if (isOneOf(route, chunks)) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, DOC);
    const handle = await box(page).elementHandle();
    await box(page).focus();
    await page.keyboard.type('firewall', { delay: 30 });
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await expect(box(page)).toHaveValue('firewall');
    // The very element the reader typed in.
    expect(await handle?.evaluate((el) => el === document.querySelector('input[role="combobox"]'))).toBe(true);
  });

  test('after a search and a version switch, Ctrl+K then typing keeps every letter', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('turn');
    await expect(answered(page, 'turn').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    // The navbar's version menu.
    await page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.0' }).first().hover();
    await page.locator('.navbar__items--right .dropdown__menu').getByRole('link', { name: '2.7', exact: true }).click();
    await page.waitForURL(/\/2\.7\//);
    for (let run = 0; run < 3; run += 1) {
      await page.keyboard.press('Control+k');
      await expect(box(page)).toBeFocused();
      await page.keyboard.type('firewall', { delay: 20 });
      await expect(box(page)).toHaveValue('firewall');
      await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('failures end in a message with a retry that works', () => {
  test('code that cannot be fetched: a note, Ctrl+K keeps focus and text, Enter opens the search page', async ({
    page,
    consoleWatch,
  }) => {
    const chunks = dropdownChunks();
    consoleWatch.allow(/Failed to load resource|ChunkLoadError|Loading chunk/i);
    consoleWatch.allowFailedResponse(/\/assets\/js\//);
    await page.route('**/assets/js/*.js', (route) =>
      isOneOf(route, chunks) ? route.abort('failed') : route.continue(),
    );
    await gotoHydrated(page, DOC);
    const heading = await page.locator('article h1').textContent();
    await page.keyboard.press('Control+k');
    await expect(page.getByText('Search suggestions did not load')).toBeVisible();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('coturn');
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('coturn');
    await expect(page.locator('article h1')).toHaveText(heading ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/\?q=coturn&version=$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(/results? in BigBlueButton 3\.0/, FIRST_ANSWER);
  });

  test('code that failed once: Retry fetches it and the box answers', async ({ page, consoleWatch }) => {
    const chunks = dropdownChunks();
    consoleWatch.allow(/Failed to load resource|ChunkLoadError|Loading chunk/i);
    consoleWatch.allowFailedResponse(/\/assets\/js\//);
    let blocking = true;
    await page.route('**/assets/js/*.js', (route) =>
      blocking && isOneOf(route, chunks) ? route.abort('failed') : route.continue(),
    );
    await gotoHydrated(page, DOC);
    await box(page).hover();
    const note = page.getByRole('status').filter({ hasText: 'Search suggestions did not load' });
    await expect(note).toBeVisible();
    await box(page).fill('firewall');
    blocking = false;
    await note.getByRole('button', { name: 'Retry' }).click();
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await expect(box(page)).toHaveValue('firewall');
  });

  test('a tab older than the deploy (its chunk names are gone): Retry reloads the page and search works', async ({
    page,
    consoleWatch,
  }) => {
    const chunks = dropdownChunks();
    consoleWatch.allow(/Failed to load resource|ChunkLoadError|Loading chunk/i);
    consoleWatch.allowFailedResponse(/\/assets\/js\//);
    // Until the page is loaded again, the files it names are missing (404), as after a deploy.
    let stale = true;
    await page.route('**/assets/js/*.js', (route) =>
      stale && isOneOf(route, chunks) ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await gotoHydrated(page, DOC);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await box(page).hover();
    const note = page.getByRole('status').filter({ hasText: 'Search suggestions did not load' });
    await expect(note).toBeVisible();
    // A new load of the page names the new files.
    const reloaded = page.waitForEvent('load').then(() => (stale = false));
    await note.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await box(page).click();
    await page.keyboard.type('firewall');
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
  });

  test('an index that fails: a message with Retry, which answers once the index loads', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/search-index|Failed to load resource/i);
    consoleWatch.allowFailedResponse(/search-index/);
    await page.route('**/search-index*.json*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('firewall');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alert).toBeVisible(FIRST_ANSWER);
    await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
    await page.unroute('**/search-index*.json*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
    await expect(alert).toHaveCount(0);
  });

  test('a worker that cannot be fetched: a message with Retry, which answers once it can', async ({
    page,
    consoleWatch,
  }) => {
    const chunks = workerChunks();
    consoleWatch.allow(/Failed to load resource|worker/i);
    consoleWatch.allowFailedResponse(/\/assets\/js\//);
    let blocking = true;
    await page.route('**/assets/js/*.js', (route) =>
      blocking && isOneOf(route, chunks) ? route.abort('failed') : route.continue(),
    );
    await gotoHydrated(page, DOC);
    await box(page).click();
    await page.keyboard.type('firewall');
    const alert = page.getByRole('alert').filter({ hasText: 'search code could not be loaded' });
    await expect(alert).toBeVisible(FIRST_ANSWER);
    blocking = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    // The site answers, so the page is loaded again with the files it names now.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await box(page).click();
    await page.keyboard.type('firewall');
    await expect(answered(page, 'firewall').getByRole('option').first()).toBeVisible(FIRST_ANSWER);
  });
});

test.describe('accessibility of the open dropdown', () => {
  const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

  for (const mode of ['light', 'dark'] as const) {
    test(`axe in ${mode} mode: no critical failure, text contrast at least 4.5:1`, async ({ page }) => {
      await gotoHydrated(page, DOC);
      await page.addStyleTag({ content: NO_MOTION });
      if (mode === 'dark') {
        await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      await box(page).click();
      await page.keyboard.type('firewall');
      const listbox = answered(page, 'firewall');
      await expect(listbox.getByRole('option').first()).toBeVisible(FIRST_ANSWER);
      await page.keyboard.press('ArrowDown');
      const results = await new AxeBuilder({ page })
        .include('form[role="search"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const problems = results.violations
        .filter((v) => v.impact === 'critical' || v.id === 'color-contrast')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(problems).toEqual([]);
    });
  }
});
