import type { Page } from '@playwright/test';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { measureFirstVisit, MERMAID_CODE } from '../../scripts/budgets';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * Diagrams drawn ahead of time (plugins/mermaid-prerender): the page shows
 * the drawing of its colour mode, with a text alternative, opens it full size
 * from the link, and loads no Mermaid code.
 */
const PAGE = '/2.6/administration/firewall-configuration/';

/** The light and dark images of the page's first diagram. */
function images(page: Page) {
  const figure = page.locator('article figure[data-diagram]').first();
  return { figure, light: figure.locator('img').nth(0), dark: figure.locator('img').nth(1) };
}

async function loaded(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: the drawing of the mode shows, with its text alternative; the other stays hidden`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, PAGE);
    const { figure, light, dark } = images(page);
    const [shown, hidden] = mode === 'light' ? [light, dark] : [dark, light];
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await expect(hidden).toBeHidden();
    expect(await shown.getAttribute('src')).toMatch(new RegExp(`-${mode}\\.svg$`));
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect((await shown.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(20);
    // The source stays on the page, collapsed.
    await figure.locator('summary').click();
    await expect(figure.locator('pre code')).toContainText('flowchart LR');
  });
}

test('the drawing opens full size from its link, by keyboard too', async ({ page }) => {
  await gotoHydrated(page, PAGE);
  const link = images(page).figure.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/diagrams\/[0-9a-f]{16}-light\.svg$/);
  await link.focus();
  const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('image/svg+xml');
});

test('at 375 px a wide drawing keeps legible labels and scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, PAGE);
  const { light } = images(page);
  await light.scrollIntoViewIfNeeded();
  const natural = Number(await light.getAttribute('width'));
  const shown = (await light.boundingBox())?.width ?? 0;
  expect(shown / natural).toBeGreaterThanOrEqual(0.64);
  expect(await loaded(page, 'article figure[data-diagram] img >> nth=0')).toBe(true);
});

test('a page with diagrams loads no Mermaid code', async ({ page }) => {
  const visit = await measureFirstVisit(page, PAGE);
  await expect(images(page).light).toBeAttached();
  expect(visit.scripts.filter((file) => MERMAID_CODE.test(file.body)).map((file) => file.url)).toEqual([]);
});

test('every drawing is served, in both colour modes', async ({ request }) => {
  // The manifest written by `npm run diagrams` (plugins/mermaid-prerender).
  const manifest = path.resolve(__dirname, '..', '..', 'plugins', 'mermaid-prerender', 'drawings.json');
  const hashes = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>);
  expect(hashes.length).toBeGreaterThan(20);
  for (const hash of hashes) {
    for (const mode of ['light', 'dark']) {
      const response = await request.get(`/diagrams/${hash}-${mode}.svg`);
      expect(response.status(), `${hash}-${mode}`).toBe(200);
      expect(response.headers()['content-type'], `${hash}-${mode}`).toContain('image/svg+xml');
    }
  }
});
