import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { expect, gotoHydrated, HYDRATED, test, type ConsoleWatch } from './fixtures';

/**
 * Each part whose code loads on demand (src/components/LazyPart) fails alone:
 * with its chunk blocked, the page keeps its heading and text, and the part
 * shows its text form with a note and a Retry button that works once the
 * chunk can be fetched again.
 */
const ASSETS = path.resolve(__dirname, '..', '..', 'build', 'assets', 'js');

/** The URL of a named chunk of the build (the `webpackChunkName` of its import). */
function chunkUrl(name: string): string {
  const files = readdirSync(ASSETS).filter((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
  expect(files, `one chunk named ${name} in the build`).toHaveLength(1);
  return `**/assets/js/${files[0]}`;
}

/** Blocks the chunk; the browser's and React's reports of the failure are expected. */
async function blockChunk(page: Page, consoleWatch: ConsoleWatch, name: string): Promise<string> {
  consoleWatch.allow(/Failed to load resource|Loading chunk .* failed|ChunkLoadError|The above error occurred/);
  const url = chunkUrl(name);
  await page.route(url, (route) => route.abort('failed'));
  return url;
}

async function expectPageKept(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.locator('article h1')).toHaveText(heading);
  await expect(page.locator('article .markdown > p').first()).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

test('a diagram whose drawing cannot be fetched keeps its text alternative and its source', async ({
  page,
  consoleWatch,
}) => {
  // Diagrams are drawn ahead of time (plugins/mermaid-prerender): the part that can fail is the image.
  consoleWatch.allow(/Failed to load resource/);
  await page.route('**/diagrams/*.svg', (route) => route.abort('failed'));
  await gotoHydrated(page, '/administration/firewall-configuration/');
  const figure = page.locator('article figure[data-diagram]').first();
  const image = figure.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
  await figure.locator('summary').click();
  await expect(figure.locator('pre code')).toContainText('flowchart LR');
  await expectPageKept(page, /Firewall/);
});

test('the API call builder whose code cannot be fetched keeps its stand-in, a note and Retry', async ({
  page,
  consoleWatch,
}) => {
  const url = await blockChunk(page, consoleWatch, 'api-call-builder');
  await gotoHydrated(page, '/development/api/');
  await page.getByRole('heading', { name: 'Try calls in the browser' }).scrollIntoViewIfNeeded();
  const builder = page.locator('section[aria-label="API call builder"]');
  await expect(builder.getByRole('status')).toContainText('The builder could not be loaded');
  await expect(builder).toContainText('API call builder for BigBlueButton 3.0');
  await expectPageKept(page, /API/);

  await page.unroute(url);
  await builder.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Build the request URL' })).toBeVisible();
});

test('code whose highlighting cannot be fetched stays plain text, with a note and Retry', async ({
  page,
  consoleWatch,
}) => {
  const url = await blockChunk(page, consoleWatch, 'prism-highlighting');
  // Code in the HTML is highlighted already; code rendered in the browser (a page reached by a link) needs Prism.
  await gotoHydrated(page, '/');
  await page.locator('nav.navbar').getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/administration\/install\/$/);
  const blocks = page.locator('article pre.prism-code');
  const block = blocks.first();
  await expect(block.getByRole('status')).toContainText('The colours of this code could not be loaded');
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(await page.locator('article pre.prism-code .token:not(.plain)').count()).toBe(0);
  await expectPageKept(page, /Install/);
  // One note for the page, however many blocks failed, and it says how many more.
  const count = await blocks.count();
  expect(count).toBeGreaterThan(3);
  const notes = page.getByRole('status').filter({ hasText: 'could not be loaded' });
  await expect(notes).toHaveCount(1);
  await expect(notes).toContainText(/The same for \d+ more on this page/);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);

  // Its Retry colours every block.
  await page.unroute(url);
  await block.getByRole('button', { name: 'Retry' }).click();
  await expect(notes).toHaveCount(0);
  await expect(block.locator('.token:not(.plain)').first()).toBeAttached();
  await expect
    .poll(() => page.locator('article pre.prism-code:has(.token:not(.plain))').count(), 'blocks coloured again')
    .toBeGreaterThan(count / 2);
});

test('a table whose chunk cannot be fetched says so, with Retry, and the page stays', async ({
  page,
  consoleWatch,
}) => {
  // The install page's tables are static islands (src/components/StaticIsland): kept from the HTML on a first
  // visit, fetched as a chunk of their own only when the page is reached by a link.
  const url = await blockChunk(page, consoleWatch, 'island-install-options');
  await gotoHydrated(page, '/');
  await page.locator('nav.navbar').getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/administration\/install\/$/);
  const note = page.getByRole('status').filter({ hasText: 'This table could not be loaded' });
  await expect(note).toBeVisible();
  await expectPageKept(page, /Install/);
  // The other tables of the page, in chunks of their own, are there.
  await expect(page.locator('caption', { hasText: 'Minimum production server' })).toBeVisible();

  await page.unroute(url);
  await note.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('caption', { hasText: /Options of bbb-install/ })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test("the not-found page's suggestions whose code cannot be fetched leave the search form, a note and Retry", async ({
  page,
  consoleWatch,
}) => {
  const url = await blockChunk(page, consoleWatch, 'page-suggestions');
  const response = await page.goto('/administraton/instal/');
  expect(response?.status()).toBe(404);
  await page.waitForSelector(HYDRATED);
  const note = page.getByRole('status').filter({ hasText: 'Suggestions of pages could not be loaded' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByLabel('Search for')).toHaveValue('administraton instal');

  await page.unroute(url);
  await note.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
  await expect(page.locator('main a[href="/administration/install/"]')).toBeVisible();
  await expect(note).toHaveCount(0);
});
