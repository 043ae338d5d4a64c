import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { NGINX_PORT } from '../../playwright.config';
import { expect, gotoHydrated, HYDRATED, test } from './fixtures';

/** The production server: a real nginx with deploy/nginx's configuration. */
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
test.use({ baseURL: NGINX });

test.describe('nginx: security headers (MDN Observatory rubric)', () => {
  test('every kind of response carries them, and the CSP is strict', async ({ request }) => {
    for (const path of ['/', '/administration/install/', '/nope/', '/search-index.json', '/llms.txt']) {
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
    for (const path of ['/nope/', '/2.6/nope/', '/4.0/administration/install/', '/404.html']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
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

  test('the not-found page works under the CSP', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Docusaurus React Root onRecoverableError/);
    const response = await page.goto('/administraton/instal/');
    expect(response?.status()).toBe(404);
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('main a[href="/administration/install/"]')).toBeVisible();
  });
});
