import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { expect, gotoHydrated, HYDRATED, test } from './fixtures';
import { VERSION_HOMES } from './folders';

/** Every doc of every version (docs/requirements.md#doc-pages) answers 200 with its title as the only h1. */
for (const version of DOC_VERSIONS) {
  test.describe(`version ${version}`, () => {
    for (const id of DOC_IDS[version]) {
      const url = docPath(version, id);
      test(`${url} renders`, async ({ page }) => {
        const response = await gotoHydrated(page, url);
        expect(response?.status()).toBe(200);
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        const heading = (await h1.textContent())?.trim() ?? '';
        expect(heading.length).toBeGreaterThan(2);
        await expect(page).toHaveTitle(`${heading} | BigBlueButton`);
        // No version banner or badge (docs/requirements.md#versions).
        await expect(page.locator('.theme-doc-version-banner, .theme-doc-version-badge')).toHaveCount(0);
      });
    }
  });
}

test.describe('top-level pages', () => {
  test('landing page', async ({ page }) => {
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('BigBlueButton documentation');
    await expect(page).toHaveTitle(/BigBlueButton/);
    for (const href of [
      '/teaching/',
      '/administration/install/',
      '/development/api/',
      '/greenlight/v3/install/',
      '/plugins/',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('markdown page', async ({ page }) => {
    const response = await gotoHydrated(page, '/markdown-page/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('About these docs');
  });

  test('search page', async ({ page }) => {
    const response = await gotoHydrated(page, '/search/');
    expect(response?.status()).toBe(200);
  });

  test('the sitemap lists exactly the docs of the route table, plus the free pages and version homes', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set([...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]));
    const expected = new Set(DOC_VERSIONS.flatMap((v) => DOC_IDS[v].map((id) => docPath(v, id))));
    for (const url of expected) expect(listed, `sitemap lacks ${url}`).toContain(url);
    const extra = [...listed].filter(
      (url) =>
        !expected.has(url) &&
        !['/', '/markdown-page/', '/search/', ...VERSION_HOMES.map((home) => home.url)].includes(url),
    );
    expect(extra, 'routes the spec does not list').toEqual([]);
  });
});

test.describe('not found', () => {
  for (const url of ['/no-such-page/', '/2.6/administration/no-such-page/', '/4.0/administration/install/']) {
    test(`${url} answers 404 with the not-found page`, async ({ page }) => {
      // Under a version prefix the server sends that version's not-found page (plugins/version-not-found),
      // so hydration matches: no "Docusaurus React Root onRecoverableError" (docs/requirements.md#errors) reaches the console.
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await page.waitForSelector(HYDRATED);
      await expect(page.locator('h1')).toContainText(/not found/i);
    });
  }
});
