import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { expect, gotoHydrated, HYDRATED, test } from './fixtures';
import { VERSION_HOMES } from './folders';

/**
 * axe finds no violation (WCAG 2.1 A and AA rules, plus best practices) on
 * every route of every version, in both colour modes.
 */
const ROUTES = [
  '/',
  '/markdown-page/',
  '/search/?q=install',
  ...VERSION_HOMES.map((home) => home.url),
  ...DOC_VERSIONS.flatMap((version) => DOC_IDS[version].map((id) => docPath(version, id))),
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules whose outcome depends on colours: the only ones that can differ between the two modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, rules?: string[]) {
  let builder = new AxeBuilder({ page })
    // Only violations are needed: skipping the details of passing checks makes axe much faster on large pages.
    .options({ resultTypes: ['violations'] })
    // Mermaid draws its own SVG text; its contrast is the diagram theme's, checked by eye in both modes.
    .exclude('.docusaurus-mermaid-container');
  builder = rules ? builder.withRules(rules) : builder.withTags(TAGS);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * Each route is checked with every rule in light mode, then switched to dark
 * mode with the toggle and checked again with the colour rules (the DOM is
 * otherwise the same), so every route is covered in both modes at half the cost.
 */
/** No transitions: axe must see the final colours right after the mode switch. */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

for (const route of ROUTES) {
  test(`axe, light and dark: ${route}`, async ({ page }) => {
    // The largest pages (the API reference) take a while to analyse on a 2-core machine.
    test.setTimeout(180_000);
    await gotoHydrated(page, route);
    await page.addStyleTag({ content: NO_MOTION });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    if (route.startsWith('/search/')) await page.locator('main article').first().waitFor();
    expect(await violations(page), 'light mode').toEqual([]);
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page, COLOUR_RULES), 'dark mode').toEqual([]);
  });
}

test('axe on the not-found page', async ({ page }) => {
  await page.goto('/administraton/instal/');
  await page.waitForSelector(HYDRATED);
  expect(await violations(page)).toEqual([]);
});

test('axe with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/administration/install/');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
