import type { Page } from '@playwright/test';

import type { PrismTheme } from 'prism-react-renderer';

import { darkCodeTheme, lightCodeTheme } from '../../config/prism';
import { expect, gotoHydrated, HYDRATED, test } from './fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** A token type's colour in a code theme, as the browser reports it. */
function tokenRgb(codeTheme: PrismTheme, type: string): string {
  const hex = String(codeTheme.styles.find((entry) => entry.types.includes(type))?.style.color);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('colour mode (docs/requirements.md#states)', () => {
  test('light by default, even when the OS prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/administration/install/');
    expect(await theme(page)).toBe('light');
  });

  test('the toggle saves the choice under "theme" and it survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.waitForSelector(HYDRATED);
    expect(await theme(page)).toBe('dark');
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a change in one tab reaches another', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/administration/install/');
    await first.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('removing the stored key resets to light', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    await page.waitForSelector(HYDRATED);
    expect(await theme(page)).toBe('light');
  });
});

test.describe('preferred docs version (docs/requirements.md#states)', () => {
  test('is stored under docs-preferred-version-default when a version is chosen', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.0' }).first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').getByRole('link', { name: '2.7', exact: true }).click();
    await expect(page).toHaveURL(/\/2\.7\//);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.7');
  });
});

test.describe('announcement bar (docs/requirements.md#states)', () => {
  test('dismissal sticks until the configured id changes', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({ hasText: 'current release' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await page.waitForSelector(HYDRATED);
    await expect(page.getByText('is the current release')).toBeHidden();
    // A stored id from an older announcement: the current one shows again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await page.waitForSelector(HYDRATED);
    await expect(page.getByText('is the current release')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });

  test('code colours follow the mode, in the HTML as built and after a switch', async ({ page }) => {
    const token = page.locator('.prism-code .token.function').first();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, '/administration/install/');
    await expect(token).toHaveCSS('color', tokenRgb(darkCodeTheme, 'function'));
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(token).toHaveCSS('color', tokenRgb(lightCodeTheme, 'function'));
  });
});
