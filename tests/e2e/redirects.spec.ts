import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { netlifyRedirects, parseNetlifyRedirects, redirectPairs } from '../../config/host-files';
import { clientRedirectsOptions } from '../../config/redirects';
import { VERSION_PREFIXES } from '../../plugins/version-not-found';
import { expect, HYDRATED, test } from './fixtures';

const BUILD = path.resolve(__dirname, '..', '..', 'build');

/** docs/requirements.md#redirects: every redirect lands on its target in a real browser. */
const CASES: ReadonlyArray<[from: string, to: string]> = [
  ['/2.6/new/', '/2.6/new-features/'],
  ['/2.6/new.html', '/2.6/new-features/'],
  ['/2.7/new/', '/2.7/new-features/'],
  ['/dev/api.html', '/development/api/'],
  ['/greenlight_v3/gl3-migration.html', '/greenlight/v3/migration/'],
  ['/release-notes/', '/'],
  // .html / .htm variants of doc routes, in several versions.
  ['/administration/install.html', '/administration/install/'],
  ['/administration/install.htm', '/administration/install/'],
  ['/2.6/development/api.html', '/2.6/development/api/'],
  ['/3.1/greenlight/v3/install.htm', '/3.1/greenlight/v3/install/'],
  ['/2.5-legacy/accessiblity.html', '/2.5-legacy/accessiblity/'],
];

for (const [from, to] of CASES) {
  test(`${from} → ${to}`, async ({ page }) => {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('a path without its trailing slash is sent to the slash form', async ({ page }) => {
  const response = await page.goto('/administration/install');
  expect(new URL(page.url()).pathname).toBe('/administration/install/');
  expect(response?.status()).toBe(200);
});

test('an /index.html suffix is normalised to the path without it', async ({ page }) => {
  const response = await page.goto('/2.7/administration/install/index.html');
  expect(new URL(page.url()).pathname).toBe('/2.7/administration/install/');
  expect(response?.status()).toBe(200);
  await page.waitForSelector(HYDRATED);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the build’s _redirects and _headers are those of config/redirects.ts and of this build', () => {
  const prefixes = VERSION_PREFIXES.filter((p) => existsSync(path.join(BUILD, p, '404', 'index.html')));
  const built = readFileSync(path.join(BUILD, '_redirects'), 'utf8');
  expect(built).toBe(netlifyRedirects(redirectPairs(clientRedirectsOptions.redirects), prefixes));
  const { moved } = parseNetlifyRedirects(built);
  // Each 301 of the file is one the browser is sent by the site's own redirects.
  for (const { from, to } of clientRedirectsOptions.redirects)
    for (const source of typeof from === 'string' ? [from] : from) expect(moved, source).toContainEqual([source, to]);
  const headers = readFileSync(path.join(BUILD, '_headers'), 'utf8');
  expect(headers).toMatch(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m);
  expect(headers).toMatch(/^ {2}X-Frame-Options: DENY$/m);
  expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
});
