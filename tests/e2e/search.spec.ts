import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

const VERSION_PREFIX = /^\/(3\.1|2\.7|2\.6|2\.5-legacy)\//;

async function typeInSearchBar(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('input.navbar__search-input');
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
    expect(paths.every((p) => !VERSION_PREFIX.test(p)), paths.join(', ')).toBe(true);
  });

  for (const version of ['2.6', '3.1', '2.5-legacy']) {
    test(`&version=${version}/ searches that version`, async ({ page }) => {
      await gotoHydrated(page, `/search/?q=firewall&version=${encodeURIComponent(`${version}/`)}`);
      const paths = await resultPaths(page);
      expect(paths.every((p) => p.startsWith(`/${version}/`)), paths.join(', ')).toBe(true);
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
