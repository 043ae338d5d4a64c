import { DOC_VERSIONS } from '../../src/data/versions';
import { expect, gotoHydrated, test } from './fixtures';

const NAV_LABELS = ['Teaching', 'Development', 'Administration', 'Greenlight', 'New Features', 'Plugins', 'Support'];

test.describe('navbar (docs/requirements.md#navigation)', () => {
  test('has the seven entries in order, the dropdowns and the source link', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    await expect(left).toHaveText(NAV_LABELS);
    await expect(page.locator('.navbar__logo img').first()).toHaveAttribute('alt', 'BigBlueButton logo');
    await expect(page.getByRole('link', { name: 'BigBlueButton source code on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/bigbluebutton/bigbluebutton',
    );
    await expect(page.getByRole('link', { name: 'Teaching' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('docs links follow the version being read', async ({ page }) => {
    await gotoHydrated(page, '/2.6/development/api/');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/2.6/administration/install/',
    );
    await expect(nav.getByRole('link', { name: 'Development' })).toHaveAttribute('href', '/2.6/development/guide/');
    await expect(nav.getByRole('link', { name: 'Greenlight' })).toHaveAttribute('href', '/2.6/greenlight/v3/install/');
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/2.6/support/getting-help/');
    await nav.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/2\.6\/administration\/install\/$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('3.1 links stay in 3.1 and the latest links sit at the root', async ({ page }) => {
    await gotoHydrated(page, '/3.1/administration/install/');
    await expect(page.locator('nav.navbar').getByRole('link', { name: 'Plugins' })).toHaveAttribute(
      'href',
      '/3.1/plugins/',
    );
    await gotoHydrated(page, '/administration/install/');
    await expect(page.locator('nav.navbar').getByRole('link', { name: 'Plugins' })).toHaveAttribute(
      'href',
      '/plugins/',
    );
  });

  test('the version dropdown lists the five versions', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: '3.0' }).first();
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu .dropdown__link');
    await expect(items).toHaveText([...DOC_VERSIONS]);
  });

  test('the language dropdown offers English', async ({ page }) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({ hasText: 'English' });
    await expect(dropdown).toHaveCount(1);
  });

  test('skip-to-content link moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeVisible();
  });
});

test.describe('footer (docs/requirements.md#navigation)', () => {
  test('has the five groups, the support links and the copyright', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText([
      'Product',
      'Community',
      'Support',
      'Resources',
      'Social',
    ]);
    for (const href of ['/support/road-map/', '/support/faq/', '/support/getting-help/', '/support/troubleshooting/']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href*="groups.google.com"]')).toHaveCount(3);
    await expect(footer).toContainText('Copyright © 2025');
  });
});

test.describe('sidebars and breadcrumbs (docs/requirements.md#sidebars)', () => {
  test('administration sidebar starts at install, categories stay open, breadcrumbs show', async ({ page }) => {
    await gotoHydrated(page, '/administration/bbb-conf/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a.menu__link').first()).toHaveText(/Installation/);
    await expect(sidebar.locator('a[href="/administration/install/"]')).toBeVisible();
    await expect(sidebar.locator('.menu__list-item--collapsed')).toHaveCount(0);
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
    // Not hideable (docs/requirements.md#sidebars): no collapse-sidebar button.
    await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
  });

  test('the support sidebar exists in 2.7 but not in 2.6', async ({ page }) => {
    await gotoHydrated(page, '/2.7/support/faq/');
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/2.7/support/getting-help/"]')).toBeVisible();
    await gotoHydrated(page, '/2.6/support/faq/');
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/2.6/administration/install/"]')).toBeVisible();
  });

  test('2.5-legacy has the teaching sidebar', async ({ page }) => {
    await gotoHydrated(page, '/2.5-legacy/teaching/');
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/2.5-legacy/teaching/"]')).toBeVisible();
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('hamburger opens the sidebar with the main menu and the doc sidebar', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').first()).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the secondary menu (doc sidebar) opens first, with a way back.
    await expect(sidebar.getByRole('link', { name: 'Install BigBlueButton', exact: true })).toBeVisible();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidebar.getByRole('link', { name: 'Administration', exact: true })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Development', exact: true }).click();
    await expect(page).toHaveURL(/\/development\/guide\/$/);
    await expect(sidebar).toBeHidden();
  });

  test('the menu is rendered on first opening, and closed it takes no part in the page', async ({ page }) => {
    await gotoHydrated(page, '/development/api/');
    const sidebar = page.locator('.navbar-sidebar');
    // Until the reader opens it, the menu is not rendered (src/theme/Navbar/MobileSidebar), so its
    // links are neither in the page nor prefetched: Docusaurus prefetches the pages of links in
    // view, and a merely transparent menu once cost about 190 prefetched files at load.
    await page.waitForLoadState('networkidle');
    await expect(sidebar).toHaveCount(0);
    expect(await page.locator('link[rel=prefetch]').count()).toBeLessThan(30);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'API Reference', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    // Once rendered it stays, closed out of the layout (src/css/custom.css), and opens again.
    await expect.poll(() => sidebar.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test("in another version the menu opens on that version's doc sidebar, whose links work", async ({ page }) => {
    await gotoHydrated(page, '/2.6/administration/install/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    const link = sidebar.locator('.theme-doc-sidebar-menu .menu__link[href="/2.6/administration/bbb-conf/"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/2\.6\/administration\/bbb-conf\/$/);
    await expect(sidebar).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });

  test('no horizontal scrolling on a doc page', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('page head (docs/requirements.md#states)', () => {
  test('title, description, social image and twitter card', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await expect(page).toHaveTitle(/ \| BigBlueButton$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await page.request.get('/img/social-card.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

test('hydration leaves the page shell where the HTML put it', async ({ page }) => {
  // Records every child added to or removed from the root element once the HTML is parsed.
  await page.addInitScript({
    content: `
      window.__rootChanges = [];
      document.addEventListener('DOMContentLoaded', function () {
        var root = document.getElementById('__docusaurus');
        new MutationObserver(function (records) {
          records.forEach(function (record) {
            record.addedNodes.forEach(function (node) { window.__rootChanges.push('added ' + node.nodeName); });
            record.removedNodes.forEach(function (node) { window.__rootChanges.push('removed ' + node.nodeName); });
          });
        }).observe(root, { childList: true });
      });
    `,
  });
  await gotoHydrated(page, '/development/api/');
  // Had the navbar, the announcement bar or the skip link been moved, the whole page would be laid out again.
  expect(await page.evaluate(() => (window as unknown as { __rootChanges: string[] }).__rootChanges)).toEqual([]);
});
