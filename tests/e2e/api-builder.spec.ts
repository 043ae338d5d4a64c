import { createHash } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

const SERVER = 'https://bbb.example.com/bigbluebutton/';
const SECRET = 'b7fe3c15f0a94b8d9a7c06b1c2e5d4f3';

/** The builder on the API page; its fields are labelled by the parameter name. */
function builder(page: Page) {
  return page.locator('section').filter({ has: page.getByRole('button', { name: 'Build the request URL' }) });
}

/** Opens an API page at the builder's section, which puts the builder in place, and waits for it. */
async function openBuilder(page: Page, path: string) {
  await gotoHydrated(page, `${path}#api-call-builder`);
  await expect(builder(page)).toBeVisible();
}

async function build(page: Page, call: string, fields: Record<string, string>) {
  const form = builder(page);
  await form.getByLabel('Call', { exact: true }).selectOption(call);
  await form.getByLabel('Server address').fill(SERVER);
  await form.getByLabel('Shared secret').fill(SECRET);
  for (const [name, value] of Object.entries(fields)) {
    const control = form.getByLabel(new RegExp(`^${name}( \\(required\\))?( \\(deprecated\\))?$`));
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.getByRole('button', { name: 'Build the request URL' }).click();
  const url = (await form.locator('dt:has-text("Request URL") + dd code').textContent()) ?? '';
  return new URL(url);
}

/** Recomputes the checksum the way the API checks it: SHA-1 of call name + query string + secret. */
function expectValidChecksum(url: URL, call: string) {
  const query = url.search.slice(1);
  const withoutChecksum = query.replace(/&?checksum=[0-9a-f]+$/, '');
  const expected = createHash('sha1').update(`${call}${withoutChecksum}${SECRET}`).digest('hex');
  expect(url.searchParams.get('checksum')).toBe(expected);
}

test.describe('API call builder', () => {
  test('builds a signed create URL and a join URL in the browser, with no request', async ({ page }) => {
    await openBuilder(page, '/development/api/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await builder(page).getByLabel('Checksum algorithm').selectOption('sha1');
    const create = await build(page, 'create', { name: 'Physics 101', meetingID: 'physics-101' });
    expect(`${create.origin}${create.pathname}`).toBe('https://bbb.example.com/bigbluebutton/api/create');
    expect(create.searchParams.get('name')).toBe('Physics 101');
    expect(create.searchParams.get('meetingID')).toBe('physics-101');
    expectValidChecksum(create, 'create');

    const join = await build(page, 'join', { fullName: 'Ada Lovelace', meetingID: 'physics-101', role: 'MODERATOR' });
    expect(join.pathname).toBe('/bigbluebutton/api/join');
    expect(join.searchParams.get('fullName')).toBe('Ada Lovelace');
    expectValidChecksum(join, 'join');

    // The secret never leaves the page: building made no request at all.
    expect(requests).toEqual([]);
  });

  test('offers only the calls of the release', async ({ page }) => {
    await openBuilder(page, '/2.7/development/api/');
    const options = await builder(page).getByLabel('Call', { exact: true }).locator('option').allTextContents();
    expect(options.join(' ')).toContain('create');
    expect(options.join(' ')).not.toContain('sendChatMessage');
    await openBuilder(page, '/development/api/');
    const latest = await builder(page).getByLabel('Call', { exact: true }).locator('option').allTextContents();
    expect(latest.join(' ')).toContain('sendChatMessage');
  });
});

test.describe('API call builder placement', () => {
  test('is not in the HTML, and is put in place as the reader scrolls towards it', async ({ page, request }) => {
    const html = await (await request.get('/development/api/')).text();
    expect(html).toMatch(/API call builder for BigBlueButton (<!-- -->)?3\.0/);
    expect(html).not.toContain('Build the request URL');
    // Without JavaScript the stand-in says why there is no form.
    expect(html).toMatch(/<noscript[^>]*><p>The builder needs JavaScript to compute checksums\./);

    await gotoHydrated(page, '/development/api/');
    const button = page.getByRole('button', { name: 'Build the request URL' });
    await expect(button).toHaveCount(0);
    await page.getByRole('heading', { name: 'Try calls in the browser' }).scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
  });

  test('says so when its code cannot be fetched', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource|Loading chunk|ChunkLoadError/i);
    consoleWatch.allowFailedResponse(/\.js$/);
    await gotoHydrated(page, '/development/api/');
    // Everything the page needed has loaded; from now on no script can be fetched.
    await page.route('**/*.js', (route) => route.abort());
    await page.getByRole('heading', { name: 'Try calls in the browser' }).scrollIntoViewIfNeeded();
    const note = page.locator('section[aria-label="API call builder"]').getByRole('status');
    await expect(note).toContainText('The builder could not be loaded');
    await expect(page).toHaveURL(/\/development\/api\/$/);
    // Once scripts can be fetched again, Retry puts the form in place without reloading the page.
    await page.unroute('**/*.js');
    await note.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Build the request URL' })).toBeVisible();
  });

  test('has no accessibility violation once in place, in either colour mode', async ({ page }) => {
    const axe = () => new AxeBuilder({ page }).include('[data-testid="api-call-builder"]');
    await openBuilder(page, '/development/api/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await axe().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(light.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await axe().withRules(['color-contrast', 'link-in-text-block']).analyze();
    expect(dark.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('API reference calls (static islands)', () => {
  const createTable = (page: Page) =>
    page.getByTestId('api-call').first().locator('table').filter({ hasText: 'meetingID' }).first();

  test('show their tables after the page hydrates', async ({ page }) => {
    await gotoHydrated(page, '/development/api/');
    await expect(createTable(page)).toBeVisible();
    // The example requests stay interactive: their copy button is hydrated.
    const copy = page.getByTestId('api-call').first().getByRole('button', { name: /copy/i });
    await expect(copy).toBeVisible();
  });

  test('are rendered in the browser when the page is reached by a link', async ({ page }) => {
    await gotoHydrated(page, '/development/guide/');
    await page.locator('a[href="/development/api/"]').first().click();
    await page.waitForURL(/\/development\/api\/$/);
    await expect(createTable(page)).toBeVisible();
  });
});
