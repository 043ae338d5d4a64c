import { statSync } from 'node:fs';
import path from 'node:path';

import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { NGINX_PORT, NGINX_TLS_PORT } from '../../playwright.config';
import { expect, gotoHydrated, HYDRATED, test } from './fixtures';
import { folderUrlsWithoutPage, navbarAdministrationLink, VERSION_HOMES } from './folders';
import { HOSTILE_TARGETS, rawGet, staysOnSite } from './raw-http';

/** The production server: a real nginx with deploy/nginx's configuration, over HTTPS (a throwaway certificate). */
const NGINX = `https://127.0.0.1:${NGINX_TLS_PORT}`;
/** Its plain HTTP side, which only redirects. */
const NGINX_HTTP = `http://127.0.0.1:${NGINX_PORT}`;
test.use({ baseURL: NGINX, ignoreHTTPSErrors: true });

const BUILD = path.resolve(__dirname, '..', '..', 'build');

test.describe('nginx: HTTPS', () => {
  test('plain HTTP answers 301 to the same path and query over HTTPS, without HSTS', async ({ request }) => {
    for (const target of ['/', '/administration/install/', '/search/?q=install%20guide&ctx=x', '/nope/?a=1']) {
      const response = await request.get(`${NGINX_HTTP}${target}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(301);
      expect(response.headers().location, target).toBe(`${NGINX}${target}`);
      expect(response.headers()['strict-transport-security'], target).toBeUndefined();
      expect(response.headers().server).toBe('nginx');
    }
  });

  test("plain HTTP redirects to the configured server name, whatever the request's Host header says", async () => {
    for (const host of ['evil.example', 'evil.example:443', '127.0.0.1.evil.example']) {
      const response = await rawGet(NGINX_HTTP, '/administration/install/', { Host: host });
      expect(response.status, host).toBe(301);
      expect(response.headers.location, host).toBe(`${NGINX}/administration/install/`);
    }
  });

  test('the page is served over TLS 1.2 or 1.3', async ({ page }) => {
    const response = await page.goto('/administration/install/');
    expect(response?.status()).toBe(200);
    const details = await response!.securityDetails();
    expect(details?.protocol).toMatch(/^TLS 1\.[23]$/);
  });
});

test.describe('nginx: security headers over HTTPS (MDN Observatory rubric)', () => {
  test('every kind of response carries them, and the CSP is strict', async ({ request }) => {
    for (const path of [
      '/',
      '/administration/install/',
      '/nope/',
      '/2.6/nope/',
      '/administration/',
      '/2.6/',
      '/search-index.json',
      '/llms.txt',
      '/administration/install.md',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const h = response.headers();
      const csp = h['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(h['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
      expect(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(15768000);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h.server).toBe('nginx');
    }
  });
});

test.describe('nginx: compression and caching', () => {
  test('HTML, JS, CSS and JSON are compressed (brotli preferred, gzip otherwise)', async ({ request }) => {
    const html = await request.get('/administration/install/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['content-encoding']).toBe('gzip');
    const page = await html.text();
    const js = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(page)?.[1];
    const css = /href="?(\/assets\/css\/styles\.[0-9a-f]+\.css)/.exec(page)?.[1];
    expect(js && css).toBeTruthy();
    for (const path of [js!, css!, '/search-index.json']) {
      const gz = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers()['content-encoding'], path).toBe('gzip');
      const br = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(['br', 'gzip'], path).toContain(br.headers()['content-encoding']);
    }
  });

  test('precompressed files are sent as built (gzip_static, brotli_static), with UTF-8 text types', async ({
    request,
  }) => {
    const cases: ReadonlyArray<[string, string, string]> = [
      ['/administration/install/', 'administration/install/index.html', 'text/html; charset=utf-8'],
      ['/administration/install.md', 'administration/install.md', 'text/markdown; charset=utf-8'],
      ['/2.6/administration/install.md', '2.6/administration/install.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'llms-full.txt', 'text/plain; charset=utf-8'],
      ['/search-index.json', 'search-index.json', 'application/json'],
    ];
    for (const [url, file, type] of cases) {
      for (const [accept, encoding, suffix] of [
        ['gzip', 'gzip', '.gz'],
        ['br, gzip', 'br', '.br'],
      ]) {
        const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
        const h = response.headers();
        expect(h['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(h['content-type'], url).toBe(type);
        // The compressed file's own length: sent as built, not compressed on the fly (that would be chunked).
        expect(Number(h['content-length']), `${url} ${accept}`).toBe(statSync(path.join(BUILD, file + suffix)).size);
      }
      const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      expect(Number(plain.headers()['content-length']), url).toBe(statSync(path.join(BUILD, file)).size);
    }
  });

  test('hashed assets are immutable for a year; HTML and search indexes are revalidated', async ({ request }) => {
    const page = await (await request.get('/')).text();
    const js = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(page)![1];
    expect((await request.get(js)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/2.6/administration/install/', '/search-index.json', '/2.6/search-index.json']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
  });
});

test.describe('nginx: status codes and redirects', () => {
  test('unknown paths answer 404 with the not-found page', async ({ request }) => {
    for (const path of ['/nope/', '/2.6/nope/', '/4.0/administration/install/', '/404.html', '/2.6/404/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    }
  });

  test("an unknown path under a version prefix gets that version's not-found page", async ({ request }) => {
    for (const { version } of VERSION_HOMES) {
      const response = await request.get(`/${version}/no-such-page/`);
      expect(response.status()).toBe(404);
      // The navbar of that version: its links lead into it.
      expect(await response.text()).toMatch(navbarAdministrationLink(`/${version}`));
    }
    expect(await (await request.get('/no-such-page/')).text()).toMatch(navbarAdministrationLink(''));
  });

  test('each version root is a version home page', async ({ request }) => {
    for (const { url, heading } of VERSION_HOMES) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(heading);
    }
  });

  test('every folder without a page answers 404 with the not-found page (not 403)', async ({ request }) => {
    const folders = folderUrlsWithoutPage();
    expect(folders).toEqual(expect.arrayContaining(['/administration/', '/2.6/administration/', '/greenlight/']));
    for (const url of folders) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain('Page Not Found');
    }
  });

  const CASES: ReadonlyArray<[string, string]> = [
    ['/2.6/new/', '/2.6/new-features/'],
    ['/2.6/new', '/2.6/new-features/'],
    ['/2.6/new.html', '/2.6/new-features/'],
    ['/2.7/new/', '/2.7/new-features/'],
    ['/dev/api.html', '/development/api/'],
    ['/greenlight_v3/gl3-migration.html', '/greenlight/v3/migration/'],
    ['/release-notes/', '/'],
    ['/administration/install.html', '/administration/install/'],
    ['/2.6/development/api.htm', '/2.6/development/api/'],
    ['/3.1/administration/install/index.html', '/3.1/administration/install/'],
    ['/administration/install', '/administration/install/'],
    ['/2.5-legacy/teaching', '/2.5-legacy/teaching/'],
  ];
  for (const [from, to] of CASES) {
    test(`${from} → 301 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('the query string survives a redirect', async ({ request }) => {
    const response = await request.get('/2.6/new/?ref=old', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/2.6/new-features/?ref=old');
  });
});

test.describe('nginx: no open redirect, and an answer to every request', () => {
  test('over HTTPS, every Location is a path that starts with exactly one slash', async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await rawGet(NGINX, target);
      expect(response.status, target).toBeLessThan(500);
      const location = response.headers.location;
      if (location !== undefined) {
        expect(response.status, target).toBe(301);
        expect(staysOnSite(location, NGINX), `${target} → ${location}`).toBe(true);
      }
    }
    // The report's cases, one by one.
    const cases: ReadonlyArray<[string, number, string | undefined]> = [
      ['//evil.example/index.html', 301, '/evil.example/index.html'],
      ['///evil.example/index.html', 301, '/evil.example/index.html'],
      ['//evil.example/index.htm', 301, '/evil.example/index.htm'],
      ['/%5Cevil.example.html', 400, undefined],
      ['/%09/evil.example.html', 400, undefined],
    ];
    for (const [target, status, location] of cases) {
      const response = await rawGet(NGINX, target);
      expect([response.status, response.headers.location], target).toEqual([status, location]);
    }
  });

  test('over plain HTTP, every Location is the HTTPS site', async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await rawGet(NGINX_HTTP, target);
      expect(response.status, target).toBeLessThan(500);
      if (response.headers.location !== undefined) {
        expect(new URL(response.headers.location).origin, target).toBe(NGINX);
      }
    }
  });

  test('repeated slashes are collapsed with a 301 that keeps the query', async () => {
    for (const [from, to] of [
      ['//administration/install/', '/administration/install/'],
      ['/administration//install/', '/administration/install/'],
      ['///2.6//administration///install/?a=1', '/2.6/administration/install/?a=1'],
    ]) {
      const response = await rawGet(NGINX, from);
      expect([response.status, response.headers.location], from).toEqual([301, to]);
    }
  });

  test('a URL longer than 8 KB gets 414; a 7.8 KB one gets the not-found page', async ({
    request,
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 414/); // the navigation below is refused on purpose
    const long = `/${'a/'.repeat(4200)}`;
    expect((await rawGet(NGINX, long)).status).toBe(414);
    expect((await rawGet(NGINX, `/${'a/'.repeat(20_000)}`)).status).toBe(414);
    // Chromium speaks HTTP/2 to nginx, where a header past nginx's buffers would reset the stream.
    await page.goto('/');
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ),
    ).toBe('h2');
    const navigation = await page.goto(`/${'a/'.repeat(20_000)}`);
    expect(navigation?.status(), 'over HTTP/2 too').toBe(414);
    const notFound = await request.get(`/${'a/'.repeat(3900)}`);
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('Page Not Found');
  });
});

test.describe('nginx: no CSP violation in Chromium', () => {
  const pages = [
    '/',
    '/search/?q=install',
    '/markdown-page/',
    ...DOC_IDS['3.0'].map((id) => docPath('3.0', id)),
    ...DOC_VERSIONS.map((v) => docPath(v, 'development/architecture')),
    ...DOC_VERSIONS.map((v) => docPath(v, 'development/api')),
  ];
  for (const path of [...new Set(pages)]) {
    test(path, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the not-found page works under the CSP', async ({ page }) => {
    const response = await page.goto('/administraton/instal/');
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('main a[href="/administration/install/"]')).toBeVisible();
  });
});
