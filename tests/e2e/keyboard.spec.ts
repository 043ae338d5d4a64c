import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/** Presses Tab until the focused element matches, or fails after `limit` presses. */
async function tabTo(page: Page, matches: (el: { text: string; label: string | null }) => boolean, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') ?? null };
    });
    if (matches(focused)) return;
  }
  throw new Error('the element was not reached with the Tab key');
}

test.describe('keyboard only', () => {
  test('the navbar links are reachable in order and work with Enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    await tabTo(page, ({ text }) => text === 'Administration');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administration\/install\/$/);
  });

  test('the version dropdown opens with Enter and switches version', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await tabTo(page, ({ text }) => text === '3.0');
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar__items--right .dropdown--show .dropdown__menu');
    await expect(menu).toBeVisible();
    await tabTo(page, ({ text }) => text === '2.6', 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2\.6\/administration\/install\/$/);
  });

  test('search: Ctrl+K, type, arrow down, Enter opens a result', async ({ page }) => {
    await gotoHydrated(page, '/2.7/administration/install/');
    await page.keyboard.press('Control+k');
    await expect(page.locator('input.navbar__search-input').filter({ visible: true })).toBeFocused();
    await page.keyboard.type('coturn');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/2.7/administration/install/');
    expect(new URL(page.url()).pathname.startsWith('/2.7/')).toBe(true);
  });

  test('mobile menu: open with Enter, follow a link, the menu closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    await tabTo(page, ({ label }) => label === 'Toggle navigation bar');
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await tabTo(page, ({ text }) => text === 'Greenlight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/greenlight\/v3\/install\/$/);
    await expect(sidebar).toBeHidden();
  });
});
