import type { Page } from '@playwright/test';

import { expect, gotoHydrated, HYDRATED, test } from './fixtures';

async function chooseVersion(page: Page, current: string, target: string) {
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: current }).first();
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', { name: target, exact: true }).click();
}

test.describe('version switch keeps the reader’s place', () => {
  test('same page, query and hash in the chosen version', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/?ref=docs#top');
    await chooseVersion(page, '3.0', '2.6');
    await page.waitForURL((url) => url.pathname === '/2.6/administration/install/');
    expect(new URL(page.url()).search).toBe('?ref=docs');
    expect(new URL(page.url()).hash).toBe('#top');
    await expect(page.getByRole('status').filter({ hasText: 'does not exist' })).toHaveCount(0);
  });

  test('accessibility maps to the misspelt accessiblity id and back', async ({ page }) => {
    await gotoHydrated(page, '/accessibility/');
    await chooseVersion(page, '3.0', '2.7');
    await page.waitForURL((url) => url.pathname === '/2.7/accessiblity/');
    await chooseVersion(page, '2.7', '3.1');
    await page.waitForURL((url) => url.pathname === '/3.1/accessibility/');
  });

  test('teaching maps to teaching/index in 2.5-legacy', async ({ page }) => {
    await gotoHydrated(page, '/2.6/teaching/');
    await chooseVersion(page, '2.6', '2.5-legacy');
    await page.waitForURL((url) => url.pathname === '/2.5-legacy/teaching/');
  });

  test('a page missing in the chosen version lands on its main page with a dismissible notice', async ({ page }) => {
    await gotoHydrated(page, '/plugins/');
    const title = (await page.locator('article h1').textContent())?.trim() ?? '';
    await chooseVersion(page, '3.0', '2.7');
    await page.waitForURL((url) => url.pathname === '/2.7/administration/install/');
    const notice = page.getByRole('status').filter({ hasText: 'does not exist in BigBlueButton 2.7' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(title);
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/plugins/');
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notice).toBeHidden();
    // Shown once: not after a reload.
    await page.reload();
    await page.waitForSelector(HYDRATED);
    await expect(page.getByRole('status').filter({ hasText: 'does not exist' })).toHaveCount(0);
  });
});

test.describe('the not-found page finds the page', () => {
  test('a misspelt path offers the closest page and a pre-filled search', async ({ page }) => {
    const response = await page.goto('/administraton/instal/');
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED);
    await expect(page.getByRole('heading', { name: 'Did you mean' })).toBeVisible();
    await expect(page.locator('main a[href="/administration/install/"]')).toBeVisible();
    await expect(page.getByLabel('Search for')).toHaveValue('administraton instal');
  });

  test('an unknown release offers the page in the versions that have it', async ({ page }) => {
    const response = await page.goto('/2.8/development/api/');
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED);
    const same = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'This page in other versions' }) });
    await expect(same.locator('a[href="/development/api/"]')).toBeVisible();
    await expect(same.locator('a[href="/3.1/development/api/"]')).toBeVisible();
  });

  test('the search form opens the search page with the path words', async ({ page }) => {
    await page.goto('/greenlight/v3/keycloak-setup/');
    await page.waitForSelector(HYDRATED);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search/');
    expect(new URL(page.url()).searchParams.get('q')).toBe('greenlight keycloak setup');
  });
});
