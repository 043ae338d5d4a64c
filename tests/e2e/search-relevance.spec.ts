import { docPath } from '../../src/data/docIds';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import { expect, gotoHydrated, test } from './fixtures';

/** The words a reader would type, and the page that must come back in the top three results. */
const CASES: ReadonlyArray<{ query: string; id: (v: DocVersion) => string }> = [
  { query: 'firewall ports', id: () => 'administration/firewall-configuration' },
  { query: 'checksum', id: () => 'development/api' },
  { query: 'create meeting', id: () => 'development/api' },
  { query: 'join url', id: () => 'development/api' },
  { query: 'V3_ENDPOINT', id: () => 'greenlight/v3/migration' },
  { query: 'OPENID_CONNECT_ISSUER', id: () => 'greenlight/v3/external-authentication' },
  { query: 'keyboard shortcuts', id: (v) => (v === '3.0' || v === '3.1' ? 'accessibility' : 'accessiblity') },
  { query: 'coturn', id: () => 'administration/turn-server' },
  { query: 'bbb-record rebuild', id: () => 'development/recording' },
  { query: 'error 1007', id: () => 'support/troubleshooting' },
  { query: 'greenlight migration', id: () => 'greenlight/v3/migration' },
  { query: 'install greenlight', id: () => 'greenlight/v3/install' },
  { query: 'breakout rooms', id: (v) => (v === '2.5-legacy' ? 'teaching/index' : 'teaching') },
];

for (const version of DOC_VERSIONS) {
  test.describe(`search finds the right page in ${version}`, () => {
    for (const { query, id } of CASES) {
      test(`"${query}"`, async ({ page }) => {
        const param = RELEASES[version].pathPrefix ? `${version}/` : '';
        await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}&version=${encodeURIComponent(param)}`);
        const links = page.locator('main article h2 a');
        await expect(links.first()).toBeVisible();
        const top = (await links.evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href') ?? ''))).map(
          (href) => new URL(href, 'http://x').pathname,
        );
        expect(top, `top results for "${query}"`).toContain(docPath(version, id(version)));
      });
    }
  });
}
