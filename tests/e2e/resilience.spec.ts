import { test as plain } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

test.describe('browser storage unavailable (SPEC §8)', () => {
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
plain('a route chunk that fails to load makes a full reload to the target page (SPEC §8)', async ({ page }) => {
  let blocking = false;
  await page.route('**/assets/js/*.js', (route) => (blocking ? route.abort('failed') : route.continue()));
  page.on('request', (request) => {
    if (request.isNavigationRequest()) blocking = false;
  });
  await page.goto('/administration/install/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  blocking = true;
  await page.locator('nav.navbar').getByRole('link', { name: 'Greenlight' }).click();
  await page.waitForURL((url) => url.pathname === '/greenlight/v3/install/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
});
