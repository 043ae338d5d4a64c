import { expect, gotoHydrated, HYDRATED, test } from './fixtures';
import { folderUrlsWithoutPage, navbarAdministrationLink, VERSION_HOMES } from './folders';
import { HOSTILE_TARGETS, rawGet, staysOnSite } from './raw-http';

/** `npm run serve` (scripts/serve.mjs), the README's server; deploy/nginx is checked in nginx.spec.ts. */
test.describe('npm run serve: folder URLs', () => {
  test('each version root is a version home that says its release and links to its sections', async ({ page }) => {
    for (const { version, url, heading } of VERSION_HOMES) {
      const response = await gotoHydrated(page, url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('h1')).toHaveText(heading);
      const sections = page.locator('main li a');
      await expect(sections.first()).toBeVisible();
      const hrefs = await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, version).toContain(`${url}administration/install/`);
      for (const href of hrefs) {
        expect(href!.startsWith(url), `${href} is in ${version}`).toBe(true);
        expect((await page.request.get(href!)).status(), href!).toBe(200);
      }
      // The navbar's version menu shows the version of the page.
      await expect(page.locator('nav.navbar .dropdown > .navbar__link').filter({ hasText: version })).toBeVisible();
    }
  });

  test('every folder without a page answers 404 with the not-found page', async ({ request }) => {
    const folders = folderUrlsWithoutPage();
    expect(folders).toEqual(expect.arrayContaining(['/administration/', '/2.6/administration/', '/greenlight/']));
    for (const url of folders) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain('Page Not Found');
    }
  });

  test('a folder without its trailing slash gets a 301 that keeps the query string', async ({ request }) => {
    const cases: ReadonlyArray<[string, string]> = [
      ['/search?q=install', '/search/?q=install'],
      ['/administration/install?a=1&b=two%20words', '/administration/install/?a=1&b=two%20words'],
      ['/2.6', '/2.6/'],
      ['/2.6/administration/install', '/2.6/administration/install/'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("an unknown path under a version prefix gets that version's not-found page", async ({ request }) => {
    for (const { version } of VERSION_HOMES) {
      for (const url of [`/${version}/no-such-page/`, `/${version}/404/`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).toMatch(navbarAdministrationLink(`/${version}`));
      }
    }
    const root = await request.get('/no-such-page/');
    expect(root.status()).toBe(404);
    expect(await root.text()).toMatch(navbarAdministrationLink(''));
  });
});

test.describe('npm run serve: no open redirect, and no request stops it', () => {
  test('every request gets an answer (a redirect on the site, 400, 404 or 414), and the server keeps serving', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    for (const target of [...HOSTILE_TARGETS, '/x/%2e%2e', '//x/%2e%2e', '*', `/${'a/'.repeat(4200)}`]) {
      const response = await rawGet(origin, target);
      expect([301, 400, 404, 414], target).toContain(response.status);
      if (response.headers.location !== undefined)
        expect(staysOnSite(response.headers.location, origin), `${target} → ${response.headers.location}`).toBe(true);
      // Still serving.
      expect((await rawGet(origin, '/administration/install/')).status, `after ${target}`).toBe(200);
    }
    expect((await rawGet(origin, '//')).headers.location).toBe('/');
    expect((await rawGet(origin, '//%')).status).toBe(400);
    expect((await rawGet(origin, `/${'a/'.repeat(4200)}`)).status).toBe(414);
    expect((await rawGet(origin, `/${'a/'.repeat(3900)}`)).status).toBe(404);
  });

  test('repeated slashes are collapsed with a 301 that keeps the query', async ({ baseURL }) => {
    for (const [from, to] of [
      ['//administration/install/', '/administration/install/'],
      ['/administration//install/', '/administration/install/'],
      ['///2.6//administration///install/?a=1', '/2.6/administration/install/?a=1'],
    ]) {
      const response = await rawGet(baseURL!, from);
      expect([response.status, response.headers.location], from).toEqual([301, to]);
    }
  });

  test('a link with a double slash, followed in the browser, lands on the page', async ({ page, baseURL }) => {
    for (const path of ['//administration/install/', '/administration//install/']) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe('/administration/install/');
      await page.waitForSelector(HYDRATED);
      await expect(page.locator('article h1')).toBeVisible();
    }
  });
});
