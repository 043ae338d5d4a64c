import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * axe finds no violation (WCAG 2.1 A and AA rules, plus best practices) on
 * every route of every version, in both colour modes.
 */
const ROUTES = [
  '/',
  '/markdown-page/',
  '/search/?q=install',
  ...DOC_VERSIONS.flatMap((version) => DOC_IDS[version].map((id) => docPath(version, id))),
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Mermaid draws its own SVG text; its contrast is the diagram theme's, checked by eye in both modes.
    .exclude('.docusaurus-mermaid-container')
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => {
        try {
          localStorage.setItem('theme', theme);
        } catch {
          // Storage blocked: the default (light) applies.
        }
      }, mode);
    });
    for (const route of ROUTES) {
      test(route, async ({ page }) => {
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (route.startsWith('/search/')) await page.locator('article').first().waitFor();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('axe on the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Docusaurus React Root onRecoverableError/);
  await page.goto('/administraton/instal/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await violations(page)).toEqual([]);
});

test('axe with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/administration/install/');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
