import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';
import { openApiPath } from '../../src/lib/openapi';
import { NGINX_TLS_PORT } from '../../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The OpenAPI documents of the API reference (plugins/openapi): served with
 * their content types by `npm run serve` and by nginx (deploy/nginx), linked
 * from each API reference and listed in llms.txt; and the "Changes since"
 * section with its release comparison.
 */

/**
 * Each server, with the YAML type it sends: nginx the registered `application/yaml` (RFC 9512, set in
 * deploy/nginx), `npm run serve` serve-handler's `text/yaml`, the older name, which its compression knows.
 */
const SERVERS = [
  ['npm run serve', '', /^text\/yaml\b/],
  // nginx over HTTPS, as shipped (plain HTTP only redirects), with its throwaway certificate.
  ['nginx', `https://127.0.0.1:${NGINX_TLS_PORT}`, /^application\/yaml\b/],
] as const;

for (const [server, origin, yamlType] of SERVERS) {
  test.describe(`OpenAPI documents from ${server}`, () => {
    test.use({ ignoreHTTPSErrors: true });
    test('each version is served as JSON and YAML with its content type, compressed', async ({ request }) => {
      for (const version of DOC_VERSIONS) {
        const json = await request.get(`${origin}${openApiPath(version, 'json')}`, {
          headers: { 'Accept-Encoding': 'gzip' },
        });
        expect(json.status(), version).toBe(200);
        expect(json.headers()['content-type'], version).toMatch(/^application\/json\b/);
        expect(json.headers()['content-encoding'], version).toBe('gzip');
        const document = (await json.json()) as { openapi: string; info: { version: string } };
        expect(document.openapi).toBe('3.1.0');
        expect(document.info.version).toBe(RELEASES[version].release);

        const yaml = await request.get(`${origin}${openApiPath(version, 'yaml')}`, {
          headers: { 'Accept-Encoding': 'gzip' },
        });
        expect(yaml.status(), version).toBe(200);
        expect(yaml.headers()['content-type'], version).toMatch(yamlType);
        expect(yaml.headers()['content-encoding'], version).toBe('gzip');
        const text = await yaml.text();
        expect(text).toMatch(/^openapi: 3\.1\.0$/m);
        expect(text).toContain(`version: "${RELEASES[version].release}"`);
      }
    });
  });
}

test.describe('OpenAPI documents over HTTPS', () => {
  test.use({ ignoreHTTPSErrors: true });
  test('nginx sends the security headers and revalidation with the documents', async ({ request }) => {
    const response = await request.get(`https://127.0.0.1:${NGINX_TLS_PORT}${openApiPath('3.0', 'yaml')}`);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('OpenAPI documents on the API reference', () => {
  test('each version links its documents in the HTML, and llms.txt lists them', async ({ request }) => {
    for (const version of DOC_VERSIONS) {
      const html = await (await request.get(`${RELEASES[version].pathPrefix}/development/api/`)).text();
      for (const format of ['json', 'yaml'] as const) {
        expect(html, version).toMatch(new RegExp(`href="?${openApiPath(version, format).replace(/\./g, '\\.')}"?`));
      }
      expect(html, version).toContain(
        `npx openapi-typescript https://docs.bigbluebutton.org${openApiPath(version, 'yaml')}`,
      );
    }
    const llms = await (await request.get('/llms.txt')).text();
    for (const version of DOC_VERSIONS) {
      expect(llms).toContain(`(https://docs.bigbluebutton.org${openApiPath(version, 'yaml')})`);
    }
  });

  test('a link to a document opens the document', async ({ page }) => {
    await gotoHydrated(page, '/2.7/development/api/');
    const link = page.getByRole('link', { name: 'OpenAPI 3.1 description of the BigBlueButton 2.7 API (JSON)' });
    await expect(link).toHaveAttribute('href', '/openapi/2.7.json');
    const [response] = await Promise.all([page.waitForResponse('**/openapi/2.7.json'), link.click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/openapi\/2\.7\.json$/);
  });
});

test.describe('Changes since the previous release', () => {
  test('the default comparison is in the HTML, in search and in the Markdown twin', async ({ request }) => {
    const html = await (await request.get('/development/api/')).text();
    expect(html).toContain('Changes since 2.7');
    expect(html).toContain('API changes from BigBlueButton 2.7 to 3.0');
    expect(html).toMatch(/<code>enforceLayout<\/code>/);
    const markdown = await (await request.get('/development/api.md')).text();
    expect(markdown).toContain('### Changes since 2.7');
    expect(markdown).toMatch(/\| \[?join\]?.*\| Removed: `defaultLayout`/);
    expect(markdown).not.toMatch(/Compare\s*\n?\s*2\.5/);
    // The section texts are the index's second file (plugins/search-local/files.ts).
    const index = await (await request.get('/search-index.content.json')).text();
    expect(index, 'the comparison is in the search index').toContain('API changes from BigBlueButton 2.7 to 3.0');
    const oldest = await (await request.get('/2.5-legacy/development/api/')).text();
    expect(oldest).toContain('API changes from BigBlueButton 2.5 to 2.6');
  });

  test('the control compares any two releases, and an address can name the comparison', async ({ page }) => {
    await gotoHydrated(page, '/development/api/#api-changes');
    const form = page.getByRole('form', { name: 'Compare two releases' });
    const captions = page.locator('caption', { hasText: /^API changes from BigBlueButton/ });
    await expect(captions.filter({ visible: true })).toHaveText(['API changes from BigBlueButton 2.7 to 3.0']);
    await form.getByLabel('Compare', { exact: true }).selectOption('2.6');
    await form.getByLabel('with', { exact: true }).selectOption('3.0');
    await form.getByRole('button', { name: 'Compare' }).click();
    await expect(captions.filter({ visible: true })).toHaveText(['API changes from BigBlueButton 2.6 to 3.0']);
    // A 2.7 value is a change since 2.6, not since 2.7.
    const table = page.locator('table', { has: page.locator('caption', { hasText: '2.6 to 3.0' }) });
    await expect(table).toContainText('timer');

    await gotoHydrated(page, '/2.7/development/api/?from=2.5&to=2.7#api-changes');
    await expect(captions.filter({ visible: true })).toHaveText(['API changes from BigBlueButton 2.5 to 2.7']);
    await expect(
      page.getByRole('form', { name: 'Compare two releases' }).getByLabel('Compare', { exact: true }),
    ).toHaveValue('2.5-legacy');
  });

  test('the install pages link the comparisons of their upgrade sections', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const link = page.getByRole('link', { name: 'from 2.6 to 3.0' });
    await expect(link).toHaveAttribute('href', '/development/api/?from=2.6&to=3.0#api-changes');
    await link.click();
    await page.waitForURL(/\/development\/api\/\?from=2\.6&to=3\.0#api-changes$/);
    await expect(page.locator('caption', { hasText: 'API changes from BigBlueButton 2.6 to 3.0' })).toBeVisible();
  });
});
