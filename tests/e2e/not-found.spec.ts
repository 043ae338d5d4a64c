import { expect, HYDRATED, test } from './fixtures';

/**
 * The not-found page is written once per docs version (plugins/version-not-found)
 * and hydrated at every unknown URL of that version: no hydration mismatch
 * ("Docusaurus React Root onRecoverableError", which the console watch would
 * report) and links computed for the URL the reader asked for.
 */
const UNKNOWN = [
  '/no-such-page/',
  '/administration/no-such-page/',
  '/9.9/administration/install/',
  '/3.1/no-such-page/',
  '/2.7/development/no-such-page/',
  '/2.6/no-such-page/',
  '/2.5-legacy/a/b/',
];

for (const url of UNKNOWN) {
  test(`${url}: hydrates without a mismatch, in its version`, async ({ page }) => {
    const response = await page.goto(`${url}?from=old-link#part`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const version = /^\/(3\.1|2\.7|2\.6|2\.5-legacy)\//.exec(url)?.[1];
    await expect(page.locator('nav.navbar a.navbar__link', { hasText: 'Administration' })).toHaveAttribute(
      'href',
      `${version ? `/${version}` : ''}/administration/install/`,
    );
    // The language menu's "English" keeps the requested path, query and hash.
    await expect(page.locator('nav.navbar a.dropdown__link[lang="en"]')).toHaveAttribute(
      'href',
      `${url}?from=old-link#part`,
    );
  });
}

test('a page reached by a link after the not-found page is whole', async ({ page }) => {
  await page.goto('/2.6/no-such-page/');
  await page.waitForSelector(HYDRATED);
  await page.locator('nav.navbar').getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/2\.6\/administration\/install\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});
