import { test as base, expect } from '@playwright/test';

import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';

/** With JavaScript disabled, every page's content reads and links work, from the static HTML alone. */
const test = base.extend({});
test.use({ javaScriptEnabled: false });

for (const version of DOC_VERSIONS) {
  test(`version ${version}: every doc page reads and navigates without JavaScript`, async ({ page }) => {
    for (const id of DOC_IDS[version]) {
      const url = docPath(version, id);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('article h1'), url).toBeVisible();
      const words = (await page.locator('article').innerText()).split(/\s+/).length;
      expect(words, `${url} has little text without JavaScript`).toBeGreaterThan(150);
      // The sidebar (or the navbar for pages outside a sidebar) offers plain links onwards.
      expect(await page.locator('nav a[href^="/"]').count(), url).toBeGreaterThan(5);
    }
  });
}

test('the landing page and the navbar work without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('BigBlueButton documentation');
  await page.locator('nav.navbar').getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/administration\/install\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('without JavaScript a diagram shows its drawing, never a loading note for good', async ({ page }) => {
  for (const url of ['/2.6/support/troubleshooting/', '/administration/firewall-configuration/']) {
    await page.goto(url);
    const figure = page.locator('article figure[data-diagram]').first();
    const image = figure.locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image, url).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), url).toBeGreaterThan(0);
    await expect(page.getByText('Loading diagram')).toHaveCount(0);
    // The source is there to read as well.
    await figure.locator('summary').click();
    await expect(figure.locator('pre code'), url).toContainText('flowchart');
  }
});
