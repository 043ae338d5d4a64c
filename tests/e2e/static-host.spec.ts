import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { DOC_VERSIONS, LATEST_VERSION, RELEASES } from '../../src/data/versions';
import { expect, HYDRATED, test } from './fixtures';
import { BUILD } from './folders';

/**
 * The build on a plain static host, as GitHub Pages, an S3 website or Netlify
 * without rules serve it: a file as it is, a folder's index.html (a 301 to
 * the folder's slash form first), and the root 404.html with status 404 for
 * everything else, whatever version the path is under. Repeated slashes are
 * not collapsed: `//x/` is read as the file of `/x/`. Every page must
 * hydrate without a console error (React #418 is a hydration mismatch).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.md': 'text/markdown; charset=utf-8',
};

function fileOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(BUILD, decoded);
  return file === BUILD || file.startsWith(BUILD + path.sep) ? file : null;
}

function plainStaticHost(): Server {
  return createServer((req, res) => {
    const target = req.url ?? '/';
    const urlPath = target.split('?')[0];
    const file = fileOf(urlPath);
    const send = (status: number, filePath: string) => {
      res.writeHead(status, { 'Content-Type': TYPES[path.extname(filePath)] ?? 'application/octet-stream' });
      createReadStream(filePath).pipe(res);
    };
    if (file && existsSync(file) && statSync(file).isFile()) return send(200, file);
    if (file && existsSync(path.join(file, 'index.html'))) {
      if (urlPath.endsWith('/')) return send(200, path.join(file, 'index.html'));
      res.writeHead(301, { Location: `${urlPath}/` });
      return res.end();
    }
    return send(404, path.join(BUILD, '404.html'));
  });
}

let origin = '';
let server: Server;
test.beforeAll(async () => {
  server = plainStaticHost();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const prefixed = DOC_VERSIONS.filter((v) => v !== LATEST_VERSION);
const prefixOf = (version: string) => RELEASES[version as keyof typeof RELEASES].pathPrefix;

/** Pages: every route shape (home, a doc in each version, a version home, search, a page reached with a query and hash). */
const PAGES: ReadonlyArray<[url: string, heading: RegExp]> = [
  ['/', /BigBlueButton/],
  ['/administration/install/', /Install/],
  ...prefixed.map((v): [string, RegExp] => [`${prefixOf(v)}/`, /documentation/]),
  ...DOC_VERSIONS.map((v): [string, RegExp] => [`${prefixOf(v)}/development/api/`, /API/]),
  ['/search/?q=install', /.+/],
  ['/administration/install/?a=1#installation-options', /Install/],
  ['/markdown-page/', /.+/],
];

/** Unknown paths of every shape: under each version, without a slash, folders without a page, unknown releases, .html. */
const NOT_FOUND: readonly string[] = [
  '/nope/',
  '/nope',
  '/administraton/instal/',
  '/administration/',
  '/greenlight/',
  '/4.0/administration/install/',
  '/x.html',
  ...prefixed.flatMap((v) => [
    `${prefixOf(v)}/nope/`,
    `${prefixOf(v)}/nope`,
    `${prefixOf(v)}/administration/`,
    `${prefixOf(v)}/administration/instal/`,
    `${prefixOf(v)}/a/b/c.html`,
  ]),
];

/** The label of the navbar's version menu and where its Administration link leads, once hydrated. */
async function navbarVersion(page: Page) {
  const label = await page.locator('nav.navbar .dropdown > .navbar__link').first().innerText();
  const admin = await page.locator('nav.navbar a.navbar__link', { hasText: 'Administration' }).getAttribute('href');
  return { label: label.trim(), admin };
}

test.describe('a plain static host (the root 404.html for every unknown path)', () => {
  for (const [url, heading] of PAGES) {
    test(`page ${url}`, async ({ page }) => {
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(200);
      await page.waitForSelector(HYDRATED);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    });
  }

  for (const url of NOT_FOUND) {
    test(`not found ${url}`, async ({ page }) => {
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(404);
      await page.waitForSelector(HYDRATED);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      // Hydrated from the root page, then rendered for the address's version: its menu label and links.
      const version = prefixed.find((v) => url.startsWith(`${prefixOf(v)}/`)) ?? LATEST_VERSION;
      const prefix = version === LATEST_VERSION ? '' : prefixOf(version);
      await expect
        .poll(() => navbarVersion(page))
        .toEqual({ label: version, admin: `${prefix}/administration/install/` });
      // The page finder works from the address (a path of one-letter words gives nothing to search for).
      if (!/\/(x|a\/b\/c)\.html$/.test(url)) await expect(page.getByLabel('Search for')).not.toHaveValue('');
    });
  }

  test('the per-version not-found pages are still built, for the servers that use them', () => {
    for (const v of prefixed) {
      const html = readFileSync(path.join(BUILD, prefixOf(v).slice(1), '404', 'index.html'), 'utf8');
      expect(html, v).toContain(`docs-version-${v}`);
    }
  });
});

test.describe('repeated slashes on a host that does not collapse them', () => {
  for (const [url, to] of [
    ['//administration/install/', '/administration/install/'],
    ['/administration//install/', '/administration/install/'],
    ['/2.6//administration///install/?a=1#installation-options', '/2.6/administration/install/'],
    ['//2.6/', '/2.6/'],
  ]) {
    test(`${url} shows the page at ${to}`, async ({ page }) => {
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(200);
      await page.waitForSelector(HYDRATED);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    });
  }

  test('//nope/ is the not-found page at /nope/, and its language menu stays on the site', async ({ page }) => {
    await page.goto(`${origin}//evil.example/`);
    await page.waitForURL((u) => u.pathname === '/evil.example/');
    await page.waitForSelector(HYDRATED);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const hrefs = await page.locator('a[lang]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href!, origin).origin).toBe(origin);
    }
  });
});
