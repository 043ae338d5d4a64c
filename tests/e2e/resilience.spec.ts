import { test as plain } from '@playwright/test';

import { expect, gotoHydrated, HYDRATED, test } from './fixtures';

test.describe('browser storage unavailable (docs/requirements.md#errors)', () => {
  test('localStorage that throws: pages work and the colour toggle still switches', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, '/administration/install/');
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav.navbar').getByRole('link', { name: 'Development' }).click();
    await expect(page).toHaveURL(/\/development\/guide\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

// This test provokes failed requests on purpose, so it does not use the console watch.
plain(
  'a route chunk that fails to load makes a full reload to the target page (docs/requirements.md#errors)',
  async ({ page }) => {
    let blocking = false;
    // Prefetches (`<link rel="prefetch">`, request type "other") are refused from the start: a prefetch
    // of the target page's chunks that ran before the block would let the navigation succeed without them.
    await page.route('**/assets/js/*.js', (route) =>
      blocking || route.request().resourceType() === 'other' ? route.abort('failed') : route.continue(),
    );
    page.on('request', (request) => {
      if (request.isNavigationRequest()) blocking = false;
    });
    await page.goto('/administration/install/');
    await page.waitForSelector(HYDRATED);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    blocking = true;
    await page.locator('nav.navbar').getByRole('link', { name: 'Greenlight' }).click();
    await page.waitForURL((url) => url.pathname === '/greenlight/v3/install/');
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  },
);

test('localStorage that is full: writes fail, the page keeps working', async ({ page, consoleWatch }) => {
  // Docusaurus reports each failed write with console.error and carries on (docs/requirements.md#errors: writes do nothing).
  consoleWatch.allow(/Docusaurus storage error, can't set/);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await gotoHydrated(page, '/2.6/administration/install/');
  await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('nav.navbar').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/2\.6\/support\/getting-help\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test.describe('unknown versions and paths never give a blank page', () => {
  for (const url of [
    '/9.9/administration/install/',
    '/2.6/nope/',
    '/3.1/development/nope/',
    '/%E2%9C%93/',
    '/a/b/c/d/e/f/',
  ]) {
    test(url, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await page.waitForSelector(HYDRATED);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }
});

test.describe('script and markup in URL parameters are shown as text', () => {
  test('in the search page and a doc page query string', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(payload)}&version=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await gotoHydrated(
      page,
      `/administration/install/?_highlight=${encodeURIComponent(payload)}#${encodeURIComponent(payload)}`,
    );
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

// These tests make scripts fail on purpose, so they do not use the console watch.
plain.describe('a script that fails at first load leaves the HTML readable and reloads at most once', () => {
  const cases: ReadonlyArray<[string, (url: string) => boolean]> = [
    ['a route chunk', (url) => /\/assets\/js\//.test(url) && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url)],
    ['the main bundle', (url) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url)],
  ];
  for (const [what, blocked] of cases) {
    plain(what, async ({ page }) => {
      let loads = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loads += 1;
      });
      let aborted = 0;
      await page.route('**/assets/js/*.js', (route) => {
        if (!blocked(route.request().url())) return route.continue();
        aborted += 1;
        return route.abort('failed');
      });
      await page.goto('/administration/install/');
      await page.waitForLoadState('networkidle');
      expect(aborted).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article .markdown > p').first()).toBeVisible();
      await expect(page.locator('nav.navbar').getByRole('link', { name: 'Development' })).toBeVisible();
      expect(loads).toBeLessThanOrEqual(2);
    });
  }
});
