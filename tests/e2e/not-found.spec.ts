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

test('a 7.8 KB unknown path gets the not-found page, whose suggestions read only its first words', async ({ page }) => {
  const path = `/administraton/instal/${'zzzz/'.repeat(1560)}`;
  expect(path.length).toBeGreaterThan(7800);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await page.waitForSelector(HYDRATED);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  // The search box holds the path's first words, not 1,560 of them.
  const words = (await page.getByLabel('Search for').inputValue()).split(' ');
  expect(words.slice(0, 2)).toEqual(['administraton', 'instal']);
  expect(words.length).toBeLessThanOrEqual(8);
  // The suggestions come from those words.
  await expect(page.locator('main a[href="/administration/install/"]')).toBeVisible();
});

test('the version-switch notice drops a link back that would leave the site', async ({ page }) => {
  await page.goto('/2.6/administration/install/');
  await page.waitForSelector(HYDRATED);
  // A note as another script of the origin could have written it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'bbb-docs-version-switch',
      JSON.stringify({ title: 'Install', fromPath: '//evil.example/', fromVersion: '2.6', toVersion: '3.0' }),
    ),
  );
  await page.goto('/administration/install/');
  await page.waitForSelector(HYDRATED);
  await expect(page.getByText('does not exist in BigBlueButton')).toHaveCount(0);
  expect(await page.locator('a[href^="//"], a[href^="/\\\\"]').count()).toBe(0);
  // A note with a path of the site shows, with its link back.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'bbb-docs-version-switch',
      JSON.stringify({
        title: 'Install',
        fromPath: '/2.6/administration/install/',
        fromVersion: '2.6',
        toVersion: '3.0',
      }),
    ),
  );
  await page.goto('/administration/install/');
  await page.waitForSelector(HYDRATED);
  await expect(page.getByRole('link', { name: 'Go back to Install in 2.6' })).toHaveAttribute(
    'href',
    '/2.6/administration/install/',
  );
});
