import { expect, gotoHydrated, test } from './fixtures';

/**
 * Hydration in parts (src/components/DeferredHydration): the page shell is
 * hydrated first, then code blocks, API calls, the doc content, the table of
 * contents, the sidebar and the footer, one part per task. The server's DOM
 * of each part must be kept (hydrated, not rebuilt), and every part must end
 * up interactive.
 */

/** Records, from before the page's scripts run, what hydration does to <html> and to the page's first parts. */
const RECORDER = `
  window.__hydration = { pendingSeen: false, events: [] };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target !== document.documentElement) continue;
      const value = document.documentElement.getAttribute(record.attributeName);
      window.__hydration.events.push(record.attributeName + '=' + value);
      if (record.attributeName === 'data-hydration-pending' && value !== null) window.__hydration.pendingSeen = true;
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydration-pending', 'data-has-hydrated'] });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__hydration.serverPre = document.querySelector('article pre');
    window.__hydration.serverCall = document.querySelector('article [class*="call_"]');
    window.__hydration.serverToc = document.querySelector('.theme-doc-toc-desktop');
    window.__hydration.serverFooter = document.querySelector('footer');
  });
`;

test.describe('hydration in parts', () => {
  test('the API reference is hydrated in parts, which keep the DOM the server wrote', async ({ page }) => {
    await page.addInitScript(RECORDER);
    await gotoHydrated(page, '/development/api/');
    const state = await page.evaluate(() => {
      const h = (window as unknown as { __hydration: Record<string, unknown> }).__hydration;
      const kept = (key: string, selector: string) => {
        const node = h[key] as Element | null;
        return node !== null && node.isConnected && document.querySelector(selector) === node;
      };
      return {
        pendingSeen: h.pendingSeen,
        pendingNow: document.documentElement.hasAttribute('data-hydration-pending'),
        pre: kept('serverPre', 'article pre'),
        call: kept('serverCall', 'article [class*="call_"]'),
        toc: kept('serverToc', '.theme-doc-toc-desktop'),
        footer: kept('serverFooter', 'footer'),
      };
    });
    expect(state).toEqual({ pendingSeen: true, pendingNow: false, pre: true, call: true, toc: true, footer: true });
  });

  test('once the parts are hydrated, a deferred code block copies its code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/administration/install/');
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    await expect(block.getByRole('button', { name: /copied/i })).toBeVisible();
    const code = (await block.locator('code').innerText()).trim();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  });

  test('deferred parts work: table of contents, sidebar categories, footer links', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    // Sidebar (a deferred part): the open category of the current page collapses when clicked.
    const category = page.locator('nav[aria-label="Docs sidebar"] .menu__list-item-collapsible > a', {
      hasText: 'Installation',
    });
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/administration\/install\/$/);
    // Table of contents (a deferred part): a link scrolls to its heading and the highlight follows.
    const tocLink = page.locator('.theme-doc-toc-desktop a').nth(2);
    const target = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // Footer (a deferred part): its internal links navigate inside the app, without a full page load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('footer a[href="/support/faq/"]').first().click();
    await expect(page).toHaveURL(/\/support\/faq\/$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('parts hydrate as the server rendered them, then update: dark logo, sidebar category links', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/administration/install/');
    // The navbar's items are a part: its themed logo must end up as the dark one only.
    const logos = page.locator('.navbar__logo img');
    await expect(logos).toHaveCount(1);
    await expect(logos).toHaveAttribute('src', /logo-dark\.svg$/);
    // The sidebar is a part: a category without a page of its own links to its first doc only in the
    // server's HTML (for readers without JavaScript); in the browser it is a toggle ('#').
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/administration/install/"]')).toHaveCount(1);
  });

  test('a page reached by a link renders its parts at once, with highlighted code', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('a[href="/administration/install/"]').first().click();
    await expect(page).toHaveURL(/\/administration\/install\/$/);
    await expect(page.locator('article pre code .token').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydration-pending'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('code blocks on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a block wider than the screen offers word wrap, which wraps it and can be undone', async ({ page }) => {
    await gotoHydrated(page, '/development/api/');
    const block = page
      .locator('article .theme-code-block')
      .filter({ has: page.getByRole('button', { name: /toggle word wrap/i }) })
      .first();
    await block.scrollIntoViewIfNeeded();
    const code = block.locator('code');
    const wrap = block.getByRole('button', { name: /toggle word wrap/i });
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    const pre = block.locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await wrap.click();
    await expect(code).not.toHaveAttribute('style', /pre-wrap/);
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('a block that fits has no word-wrap button', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    const fitting = await page
      .locator('article .theme-code-block pre')
      .evaluateAll((pres) =>
        pres
          .filter((pre) => pre.scrollWidth <= pre.clientWidth)
          .map((pre) => Boolean(pre.parentElement?.querySelector('button[aria-label*="word wrap" i]'))),
      );
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.every((hasButton) => !hasButton)).toBe(true);
  });
});

/**
 * The API reference's calls are laid out only near the viewport (src/clientModules/deferredLayout): a link to
 * any heading must still land on it, before and after the calls above it have been laid out.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`deep links into the API reference at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const anchor of ['create', 'join', 'end', 'getrecordings', 'putrecordingtexttrack', 'getjoinurl']) {
      test(`#${anchor} lands on its heading`, async ({ page }) => {
        await gotoHydrated(page, `/development/api/#${anchor}`);
        const top = () => page.locator(`[id="${anchor}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
        // Below the sticky navbar, at the top of the window.
        await expect.poll(top).toBeGreaterThanOrEqual(0);
        expect(await top()).toBeLessThan(160);
      });
    }
  });
}
