import type { Page } from '@playwright/test';

import { WORKED_EXAMPLES } from '../../src/data/api';

import { expect, gotoHydrated, test } from './fixtures';

const VERSION_PREFIX = /^\/(3\.1|2\.7|2\.6|2\.5-legacy)\//;

async function typeInSearchBar(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  // The visible one: while the search bar's code takes over, its own input sits hidden next to the stand-in.
  const input = page.locator('input.navbar__search-input').filter({ visible: true });
  await expect(input).toBeFocused();
  await input.fill(query);
  return input;
}

/** Result links of the full search page, as paths without the highlight query. */
async function resultPaths(page: Page): Promise<string[]> {
  const links = page.locator('main article h2 a, .main-wrapper article h2 a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').pathname);
}

test.describe('search bar', () => {
  for (const [version, page, pattern] of [
    ['3.0', '/administration/install/', (path: string) => !VERSION_PREFIX.test(path)],
    ['2.6', '/2.6/administration/install/', (path: string) => path.startsWith('/2.6/')],
    ['3.1', '/3.1/administration/install/', (path: string) => path.startsWith('/3.1/')],
  ] as const) {
    test(`a query typed on a ${version} page opens a ${version} page`, async ({ page: tab }) => {
      await gotoHydrated(tab, page);
      await typeInSearchBar(tab, 'firewall');
      await expect(tab.locator('[role="option"]').first()).toBeVisible();
      await tab.keyboard.press('Enter');
      await tab.waitForURL((url) => url.pathname !== page);
      expect(pattern(new URL(tab.url()).pathname), tab.url()).toBe(true);
    });
  }

  test('a query with no match says "No results"', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await typeInSearchBar(page, 'zzqxjvkw');
    await expect(page.getByRole('listbox').getByText('No results')).toBeVisible();
  });

  test('markup typed into the search bar is shown as text and never runs', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await gotoHydrated(page, '/administration/install/');
    const input = await typeInSearchBar(page, '<img src=x onerror=alert(1)>');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(input).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('search page', () => {
  test('?q= searches the latest version by default', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=firewall');
    const paths = await resultPaths(page);
    expect(
      paths.every((p) => !VERSION_PREFIX.test(p)),
      paths.join(', '),
    ).toBe(true);
  });

  for (const version of ['2.6', '3.1', '2.5-legacy']) {
    test(`&version=${version}/ searches that version`, async ({ page }) => {
      await gotoHydrated(page, `/search/?q=firewall&version=${encodeURIComponent(`${version}/`)}`);
      const paths = await resultPaths(page);
      expect(
        paths.every((p) => p.startsWith(`/${version}/`)),
        paths.join(', '),
      ).toBe(true);
    });
  }

  test('markup in ?q= is shown as text and never runs', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const query = '<img src=x onerror=alert(1)>';
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}`);
    await expect(page.locator('h1')).toContainText(query);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('search page across versions', () => {
  test('the version selector lists every version and "All versions"', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=firewall');
    const select = page.getByLabel('In version');
    await expect(select.locator('option')).toHaveText([
      'BigBlueButton 3.1',
      'BigBlueButton 3.0',
      'BigBlueButton 2.7',
      'BigBlueButton 2.6',
      'BigBlueButton 2.5-legacy',
      'All versions',
    ]);
    await expect(select).toHaveValue('');
  });

  test('the version being read is the default', async ({ page }) => {
    await gotoHydrated(page, '/2.7/administration/install/');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '2.7'));
    await gotoHydrated(page, '/search/?q=firewall');
    await expect(page.getByLabel('In version')).toHaveValue('2.7/');
    const paths = await resultPaths(page);
    expect(
      paths.every((p) => p.startsWith('/2.7/')),
      paths.join(', '),
    ).toBe(true);
  });

  test('switching version re-runs the search without a reload, and results name their version', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=firewall');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByLabel('In version').selectOption('2.6/');
    await expect(page.locator('main article').first().getByText('2.6', { exact: true })).toBeVisible();
    let paths = await resultPaths(page);
    expect(
      paths.every((p) => p.startsWith('/2.6/')),
      paths.join(', '),
    ).toBe(true);
    expect(new URL(page.url()).searchParams.get('version')).toBe('2.6/');
    await page.getByLabel('In version').selectOption('all');
    await expect(page.getByRole('status').filter({ hasText: 'in all versions' })).toBeVisible();
    paths = await resultPaths(page);
    for (const prefix of ['/2.6/', '/3.1/', '/2.5-legacy/']) {
      expect(
        paths.some((p) => p.startsWith(prefix)),
        `${prefix} in ${paths.join(', ')}`,
      ).toBe(true);
    }
    expect(
      paths.some((p) => !VERSION_PREFIX.test(p)),
      'a 3.0 result',
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('a query with no match says so', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=zzqxjvkw');
    await expect(page.getByRole('status')).toHaveText('No results');
  });

  test('very long and Unicode queries are answered, not crashed on', async ({ page }) => {
    const long = 'install '.repeat(300).trim();
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(long)}`);
    await expect(page.getByRole('status')).not.toHaveText('Searching…', { timeout: 20_000 });
    for (const query of ['Überprüfung Größe', '日本語 テスト', 'مرحبا', '🎥 webcam']) {
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('h1')).toContainText(query);
      await expect(page.getByRole('status')).toHaveText(/results?|No results/, { timeout: 20_000 });
    }
  });
});

test('a search index that fails to load gives a clear message, not an endless spinner', async ({
  page,
  consoleWatch,
}) => {
  // The index is broken on purpose.
  consoleWatch.allow(/search-index|Failed to load resource|SyntaxError|JSON/i);
  consoleWatch.allowFailedResponse(/search-index/);
  await page.route('**/search-index*.json*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await gotoHydrated(page, '/search/?q=install');
  await expect(page.getByRole('status')).toContainText('could not be loaded');
});

test('a search index that does not arrive is explained, then results appear when it does', async ({ page }) => {
  // Hold the index download back, as a stalled connection would, until the page has said why it waits.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index*.json*', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/search/?q=install');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Searching…');
  await expect(status).toContainText('Still loading the search index', { timeout: 15_000 });
  release();
  await expect(status).toHaveText(/\d+ results? in BigBlueButton 3\.0/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});

test('a long result list shows 25 results, then 25 more at a time, and focus moves to the first one added', async ({
  page,
}) => {
  await gotoHydrated(page, '/search/?q=server');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ results in BigBlueButton 3\.0$/, { timeout: 20_000 });
  const total = Number((await status.textContent())?.match(/^\d+/)?.[0]);
  expect(total).toBeGreaterThan(50);
  const articles = page.getByRole('region', { name: 'Search results' }).locator('article');
  await expect(articles).toHaveCount(25);
  const more = page.getByRole('button', { name: /^Show 25 more results/ });
  await expect(more).toContainText(`(${total - 25} not shown)`);
  await more.press('Enter');
  await expect(articles).toHaveCount(50);
  await expect(articles.nth(25).locator('h2 a')).toBeFocused();
});

test('index files hold documents only, without machine values, and search them in the browser', async ({
  page,
  request,
}) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  const parts = JSON.parse(text) as { documents: { keys: string[]; columns: unknown[][] }; index: object }[];
  expect(parts).toHaveLength(5);
  for (const part of parts) {
    expect(part.documents.columns).toHaveLength(part.documents.keys.length);
    // A recipe, not lunr's serialised index.
    expect(part.index).toMatchObject({ ref: 'i', fields: ['t'] });
    expect(part.index).not.toHaveProperty('invertedIndex');
  }
  // The worked example's caption is searchable; its SHA-512 checksum and the call builder's form are not.
  expect(text).toContain('Worked example: signing create');
  // Items laid out side by side read as separate words.
  expect(text).toContain('Methods: GET POST Response: XML Authentication: checksum');
  expect(text).not.toContain(WORKED_EXAMPLES['3.0'].digests.sha512);
  expect(text).not.toContain('Add a parameter');
  // The search worker builds the index from that file and finds the page.
  await gotoHydrated(page, '/search/?q=checksumError');
  expect(await resultPaths(page)).toContain('/development/api/');
});
