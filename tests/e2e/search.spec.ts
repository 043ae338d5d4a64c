import type { Page } from '@playwright/test';

import { WORKED_EXAMPLES } from '../../src/data/api';

import { expect, gotoHydrated, test } from './fixtures';

const VERSION_PREFIX = /^\/(3\.1|2\.7|2\.6|2\.5-legacy)\//;

/** For the first answer of a page: the browser builds the version's index first, which takes seconds on a busy machine. */
const FIRST_ANSWER = { timeout: 30_000 };

async function typeInSearchBar(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search' });
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
      await expect(tab.locator('[role="listbox"][data-query="firewall"][aria-busy="false"]')).toBeVisible(FIRST_ANSWER);
      // The first result, as the combobox pattern reaches it: ArrowDown, then Enter.
      await tab.keyboard.press('ArrowDown');
      await tab.keyboard.press('Enter');
      await tab.waitForURL((url) => url.pathname !== page);
      expect(pattern(new URL(tab.url()).pathname), tab.url()).toBe(true);
    });
  }

  test('a query with no match says "No results"', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await typeInSearchBar(page, 'zzqxjvkw');
    await expect(page.locator('form.navbar__search').getByText('No results')).toBeVisible(FIRST_ANSWER);
  });

  test('markup typed into the search bar is shown as text and never runs', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await gotoHydrated(page, '/administration/install/');
    const input = await typeInSearchBar(page, '<img src=x onerror=alert(1)>');
    await expect(page.getByRole('listbox')).toBeVisible(FIRST_ANSWER);
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

  test("in all versions, a query that names a release has that release's results first", async ({ page }) => {
    // Without a release named, the versions' results alternate: the first is not a 2.7 page.
    await gotoHydrated(page, '/search/?q=firewall&version=all');
    expect((await resultPaths(page))[0]).not.toMatch(/^\/2\.7\//);
    for (const query of ['bbb-install focal-270 firewall', 'firewall 2.7']) {
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}&version=all`);
      await expect(page.getByRole('status').filter({ hasText: 'in all versions' })).toBeVisible();
      const paths = await resultPaths(page);
      const twoSeven = paths.filter((p) => p.startsWith('/2.7/')).length;
      expect(twoSeven, `${query}: ${paths.join(', ')}`).toBeGreaterThan(0);
      expect(
        paths.slice(0, twoSeven).every((p) => p.startsWith('/2.7/')),
        `${query}: 2.7 results first in ${paths.join(', ')}`,
      ).toBe(true);
    }
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

test('a search index that fails to load gives a clear message and a Retry that works once it loads', async ({
  page,
  consoleWatch,
}) => {
  // The index is broken on purpose.
  consoleWatch.allow(/search-index|Failed to load resource/i);
  consoleWatch.allowFailedResponse(/search-index/);
  await page.route('**/search-index*.json*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await gotoHydrated(page, '/search/?q=install');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be loaded: the server answered 503');
  await expect(page.getByRole('status')).not.toHaveText('Searching…');
  await page.unroute('**/search-index*.json*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? in BigBlueButton 3\.0$/, FIRST_ANSWER);
  await expect(alert).toHaveCount(0);
});

test('a search index that cannot be reached is searched again when the connection is back', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/search-index|Failed to load resource/i);
  consoleWatch.allowFailedResponse(/search-index/);
  await page.route('**/search-index*.json*', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, '/search/?q=install');
  await expect(page.getByRole('alert')).toContainText('Check your connection');
  await page.unroute('**/search-index*.json*');
  // The browser says it is online again: the page does not wait for a click.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? in BigBlueButton 3\.0$/, FIRST_ANSWER);
});

test('a search index that is slow to arrive: "Searching…", then the results when it does', async ({ page }) => {
  // Hold the index download back, as a stalled connection would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index*.json*', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/search/?q=install');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Searching…');
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
  const head = await request.get('/search-index.json');
  const content = await request.get('/search-index.content.json');
  expect(head.ok()).toBe(true);
  expect(content.ok()).toBe(true);
  const headParts = JSON.parse(await head.text()) as unknown[];
  const contentParts = JSON.parse(await content.text()) as unknown[];
  // Titles, headings, descriptions and keywords; then the section texts.
  expect(headParts).toHaveLength(4);
  expect(contentParts).toHaveLength(1);
  const text = `${await head.text()}${await content.text()}`;
  const parts = [...headParts, ...contentParts] as {
    documents: { keys: string[]; columns: unknown[][] };
    index: object;
  }[];
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

test.describe('one engine for the dropdown and the search page', () => {
  /** Where the dropdown's first results lead: path and hash, without the highlight query. */
  async function dropdownTargets(page: Page, query: string, count: number): Promise<string[]> {
    const from = '/administration/install/';
    await gotoHydrated(page, from);
    const targets: string[] = [];
    for (let n = 0; n < count; n += 1) {
      await typeInSearchBar(page, query);
      await expect(page.locator(`[role="listbox"][data-query="${query}"][aria-busy="false"]`)).toBeVisible(
        FIRST_ANSWER,
      );
      // ArrowDown reaches the first result, each further one the next.
      for (let i = 0; i <= n; i += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== from || url.hash !== '');
      const url = new URL(page.url());
      targets.push(`${url.pathname}${url.hash}`);
      // Back in the page, without a reload: the bar and the index stay loaded.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === from && !url.hash);
    }
    return targets;
  }

  for (const query of ['firewal ports', 'greenlight email setup']) {
    test(`"${query}" gives the same top results in the same order`, async ({ page }) => {
      test.setTimeout(120_000);
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}`);
      const links = page.locator('main article h2 a');
      await expect(links.first()).toBeVisible(FIRST_ANSWER);
      const onPage = (await links.evaluateAll((as) => as.slice(0, 4).map((a) => a.getAttribute('href') ?? ''))).map(
        (href) => {
          const url = new URL(href, 'http://x');
          return `${url.pathname}${url.hash}`;
        },
      );
      expect(onPage).toHaveLength(4);
      expect(await dropdownTargets(page, query, onPage.length)).toEqual(onPage);
    });
  }
});

test.describe('any query is answered within 2 seconds once the index is loaded', () => {
  const BAD_INPUT: Record<string, string> = {
    'a 5,000-character word': 'x'.repeat(5000),
    '500 words': Array.from({ length: 500 }, (_, i) => `install${i % 7 ? '' : i}`).join(' '),
    'lunr operators': '+install -ubuntu ~2 ^10 * title:firewall fire*wall :',
    markup: '<img src=x onerror=alert(1)><script>alert(2)</script>',
    'control characters': '\u0001\u0007\u001b[31mfirewall\u200b\u2028ports\u0000',
  };

  test('on the search page', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await gotoHydrated(page, '/search/?q=install');
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d+ results? in BigBlueButton 3\.0$/, { timeout: 20_000 });
    for (const [name, input] of Object.entries(BAD_INPUT)) {
      await page.getByLabel('Search for').fill(input);
      await expect(status, name).toHaveText(/^(\d+ results? in BigBlueButton 3\.0|No results)$/, { timeout: 2000 });
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('in the navbar dropdown', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await gotoHydrated(page, '/administration/install/');
    const input = await typeInSearchBar(page, 'install');
    const listbox = page.locator('form.navbar__search [role="listbox"]');
    await expect(listbox).toHaveAttribute('data-query', 'install', FIRST_ANSWER);
    await expect(listbox).toHaveAttribute('aria-busy', 'false', FIRST_ANSWER);
    for (const [name, query] of Object.entries(BAD_INPUT)) {
      await input.fill('');
      await input.fill(query);
      // The listbox names the query its complete answer is for.
      const value = (await input.inputValue()).trim();
      await expect(listbox, name).toHaveAttribute('data-query', value, { timeout: 2000 });
      await expect(listbox, name).toHaveAttribute('aria-busy', 'false', { timeout: 2000 });
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test('switching versions quickly back and forth: the status line and the results are those of the version selected', async ({
  page,
}) => {
  await gotoHydrated(page, '/search/?q=install');
  await expect(page.getByRole('status')).toHaveText(/results? in BigBlueButton 3\.0/, { timeout: 20_000 });
  // Every state the page shows on the way: the selector, the status line and the first result.
  await page.evaluate(() => {
    const seen: { select: string; status: string; first: string }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const record = () =>
      seen.push({
        select: document.querySelector<HTMLSelectElement>('#search-page-version')?.value ?? '',
        status: document.querySelector('[role="status"]')?.textContent ?? '',
        first: document.querySelector('main article h2 a')?.getAttribute('href') ?? '',
      });
    new MutationObserver(record).observe(document.querySelector('main')!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const select = page.getByLabel('In version');
  for (const value of ['2.6/', '', '3.1/', '2.6/', '2.5-legacy/', '', '2.7/']) await select.selectOption(value);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? in BigBlueButton 2\.7$/, { timeout: 20_000 });
  expect(
    (await resultPaths(page)).every((p) => p.startsWith('/2.7/')),
    'final results are 2.7 pages',
  ).toBe(true);
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { select: string; status: string; first: string }[] }).seen,
  );
  const prefix = (select: string) => (select ? `/${select}` : '/');
  for (const state of seen) {
    const label = state.status.match(/results? in BigBlueButton (\S+)$/)?.[1];
    if (!label) continue;
    // The status line names the version selected, and the first result is one of its pages.
    expect(label === '3.0' ? '' : `${label}/`, JSON.stringify(state)).toBe(state.select);
    expect(state.first.startsWith(prefix(state.select)), JSON.stringify(state)).toBe(true);
    if (!state.select) expect(VERSION_PREFIX.test(state.first), JSON.stringify(state)).toBe(false);
  }
});

test('the search page keeps every letter typed at reader speed on a slow CPU', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/search/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
  const typed = 'installation guide configuration';
  const field = page.getByLabel('Search for');
  await field.click();
  // 80 ms per key, as a reader types.
  await page.keyboard.type(typed, { delay: 80 });
  await expect(field).toHaveValue(typed);
  await expect(page).toHaveURL(/q=installation\+guide\+configuration$/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toHaveText(/results? in|No results/, { timeout: 20_000 });
  await expect(field).toHaveValue(typed);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test.describe('unknown parameters fall back to the defaults, with a note', () => {
  test('an unknown ctx searches everything and loads no missing index', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('search-index')) indexRequests.push(`${response.status()} ${response.url()}`);
    });
    await gotoHydrated(page, '/search/?q=install&ctx=bogus');
    await expect(page.getByText('There is no search section "bogus": searching all sections.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? in BigBlueButton 3\.0$/, { timeout: 20_000 });
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(
      indexRequests.every((r) => r.startsWith('200 ')),
      indexRequests.join('\n'),
    ).toBe(true);
  });

  test('an unknown version searches the default one', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=firewall&version=9.9%2F');
    await expect(page.getByText('There is no version "9.9/": showing BigBlueButton 3.0.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? in BigBlueButton 3\.0$/, { timeout: 20_000 });
    await expect(page.getByLabel('In version')).toHaveValue('');
    const paths = await resultPaths(page);
    expect(
      paths.every((p) => !VERSION_PREFIX.test(p)),
      paths.join(', '),
    ).toBe(true);
  });
});

test.describe('version values mean what they say', () => {
  for (const [value, label, prefix] of [
    ['2.6', '2.6', '/2.6/'],
    ['2.6/', '2.6', '/2.6/'],
    ['3.0', '3.0', '/'],
    ['2.5-legacy', '2.5-legacy', '/2.5-legacy/'],
  ] as const) {
    test(`version=${value} searches ${label}, without a note`, async ({ page }) => {
      await gotoHydrated(page, `/search/?q=firewall&version=${encodeURIComponent(value)}`);
      await expect(page.getByRole('status')).toHaveText(
        new RegExp(`^\\d+ results? in BigBlueButton ${label.replace('.', '\\.')}$`),
        {
          timeout: 20_000,
        },
      );
      await expect(page.getByText(/There is no version/)).toHaveCount(0);
      const paths = await resultPaths(page);
      expect(
        paths.every((p) => (prefix === '/' ? !VERSION_PREFIX.test(p) : p.startsWith(prefix))),
        paths.join(', '),
      ).toBe(true);
    });
  }
});
