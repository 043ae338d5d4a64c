import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  BUDGET_PAGES,
  BUDGETS,
  formatKB,
  gzipSize,
  HAND_WRITTEN_SHA,
  measureFirstVisit,
  MERMAID_CODE,
  PRISM_CODE,
  SEARCH_INDEX_FILES,
  WEB_CRYPTO_DIGEST,
  type FirstVisit,
} from '../../scripts/budgets';
import { HEAD_FILE } from '../../plugins/search-local/files';
import { DOC_VERSIONS, RELEASES } from '../../src/data/versions';
import { BUILD } from './folders';
import { expect, test } from './fixtures';

/**
 * Byte budgets of the production build (scripts/budgets.ts). Sizes only:
 * timings and Lighthouse scores are printed by `npm run bench`, not tested.
 */

function listing(visit: FirstVisit): string {
  return visit.scripts.map((file) => `${formatKB(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`).join('\n');
}

test.describe('byte budgets', () => {
  test(`first-visit JavaScript on ${BUDGET_PAGES.docWithoutDiagrams} stays within ${formatKB(BUDGETS.firstVisitJsGzip)} gzip`, async ({
    page,
  }) => {
    const visit = await measureFirstVisit(page, BUDGET_PAGES.docWithoutDiagrams);
    expect(visit.scripts.length, 'scripts were measured').toBeGreaterThan(0);
    expect(visit.gzip, `${formatKB(visit.gzip)} in all:\n${listing(visit)}`).toBeLessThanOrEqual(
      BUDGETS.firstVisitJsGzip,
    );
  });

  test('a page without diagrams loads no Mermaid code, and no search bar code until it is used', async ({ page }) => {
    const visit = await measureFirstVisit(page, BUDGET_PAGES.docWithoutDiagrams);
    const mermaid = visit.scripts.filter((file) => MERMAID_CODE.test(file.body)).map((file) => file.url);
    expect(mermaid, 'scripts with the Mermaid library').toEqual([]);
    // The navbar search's list (src/theme/SearchBar/Dropdown.tsx) loads on first use.
    const searchBar = visit.scripts.filter((file) => file.body.includes('See results outside')).map((file) => file.url);
    expect(searchBar, 'scripts with the search bar').toEqual([]);
  });

  test('a first visit keeps the highlighted code of the HTML and loads no Prism', async ({ page }) => {
    const visit = await measureFirstVisit(page, BUDGET_PAGES.docWithoutDiagrams);
    expect(await page.locator('.prism-code .token.function').count(), 'highlighted tokens on the page').toBeGreaterThan(
      0,
    );
    const prism = visit.scripts.filter((file) => PRISM_CODE.test(file.body)).map((file) => file.url);
    expect(prism, 'scripts with Prism').toEqual([]);
  });

  test('a page reached by a link loads Prism and highlights its code (the check above can see it)', async ({
    page,
  }) => {
    const visit = await measureFirstVisit(page, '/');
    await page.locator('.navbar a', { hasText: 'Administration' }).first().click();
    await page.waitForURL(/\/administration\/install\/$/);
    await expect(page.locator('.prism-code .token.function').first()).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
    expect(bodies.some((body) => PRISM_CODE.test(body))).toBe(true);
    expect(
      visit.scripts.some((file) => PRISM_CODE.test(file.body)),
      'not on the home page itself',
    ).toBe(false);
  });

  test('the Mermaid probe finds the Mermaid code of the build (the check above can see it)', () => {
    // Pages show diagrams drawn ahead of time (plugins/mermaid-prerender); Mermaid stays in a chunk of
    // its own for a diagram without a current drawing, and the probe must recognise it there.
    const dir = path.join(BUILD, 'assets', 'js');
    const withMermaid = readdirSync(dir).filter(
      (name) => name.endsWith('.js') && MERMAID_CODE.test(readFileSync(path.join(dir, name), 'utf8')),
    );
    expect(withMermaid.length, 'scripts of the build with the Mermaid library').toBeGreaterThan(0);
  });

  test('no script of the build carries hashing code of its own; the call builder hashes with Web Crypto', () => {
    // The example URLs of the API reference are signed before the build (scripts/api-example-checksums.mts).
    const dir = path.join(BUILD, 'assets', 'js');
    const scripts = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, body: readFileSync(path.join(dir, name), 'utf8') }));
    expect(scripts.length, 'scripts in the build').toBeGreaterThan(0);
    expect(
      scripts.filter((file) => HAND_WRITTEN_SHA.test(file.body)).map((file) => file.name),
      'scripts with SHA round constants',
    ).toEqual([]);
    expect(
      scripts.some((file) => WEB_CRYPTO_DIGEST.test(file.body)),
      'the call builder (src/components/ApiCallBuilder) is among the scanned scripts',
    ).toBe(true);
  });

  test(`each version's search files together (${SEARCH_INDEX_FILES.join(', ')}) stay within ${formatKB(BUDGETS.searchIndexGzip)} gzip, the head within ${formatKB(BUDGETS.searchHeadGzip)}`, async ({
    request,
  }) => {
    for (const version of DOC_VERSIONS) {
      const sizes: string[] = [];
      let gzip = 0;
      for (const name of SEARCH_INDEX_FILES) {
        const url = `${RELEASES[version].pathPrefix}/${name}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const size = gzipSize(await response.body());
        sizes.push(`${url} ${formatKB(size)}`);
        gzip += size;
        if (name === HEAD_FILE) {
          expect
            .soft(size, `${version}: the head, ${url}, ${formatKB(size)} gzip`)
            .toBeLessThanOrEqual(BUDGETS.searchHeadGzip);
        }
      }
      expect
        .soft(gzip, `${version}: ${formatKB(gzip)} gzip in all (${sizes.join(', ')})`)
        .toBeLessThanOrEqual(BUDGETS.searchIndexGzip);
    }
  });
});
