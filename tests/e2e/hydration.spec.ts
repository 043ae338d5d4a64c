import { expect, gotoHydrated, test } from './fixtures';

/**
 * Hydration: React DOM hydrates the HTML rendered at build time. The server's
 * DOM must be kept (hydrated, not rebuilt), every part of the page must end up
 * interactive, and a real mismatch must be reported the way Docusaurus does.
 */

/** Records, from before the page's scripts run, the first nodes of the server's DOM that hydration must keep. */
const RECORDER = `
  window.__hydration = {};
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__hydration.serverPre = document.querySelector('article pre');
    window.__hydration.serverCall = document.querySelector('article [data-testid="api-call"]');
    window.__hydration.serverToc = document.querySelector('.theme-doc-toc-desktop');
    window.__hydration.serverFooter = document.querySelector('footer');
  });
`;

test.describe('hydration', () => {
  test('the API reference is hydrated in place, keeping the DOM the server wrote', async ({ page }) => {
    await page.addInitScript(RECORDER);
    await gotoHydrated(page, '/development/api/');
    const state = await page.evaluate(() => {
      const h = (window as unknown as { __hydration: Record<string, unknown> }).__hydration;
      const kept = (key: string, selector: string) => {
        const node = h[key] as Element | null;
        return node !== null && node.isConnected && document.querySelector(selector) === node;
      };
      return {
        pre: kept('serverPre', 'article pre'),
        call: kept('serverCall', 'article [data-testid="api-call"]'),
        toc: kept('serverToc', '.theme-doc-toc-desktop'),
        footer: kept('serverFooter', 'footer'),
      };
    });
    expect(state).toEqual({ pre: true, call: true, toc: true, footer: true });
  });

  test('once hydrated, a code block copies its code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/administration/install/');
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    await expect(block.getByRole('button', { name: /copied/i })).toBeVisible();
    const code = (await block.locator('code').innerText()).trim();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  });

  test('the table of contents, sidebar categories and footer links work', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    // Sidebar: the open category of the current page collapses when clicked.
    const category = page.locator('nav[aria-label="Docs sidebar"] .menu__list-item-collapsible > a', {
      hasText: 'Installation',
    });
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/administration\/install\/$/);
    // Table of contents: a link scrolls to its heading and the highlight follows.
    const tocLink = page.locator('.theme-doc-toc-desktop a').nth(2);
    const target = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // Footer: its internal links navigate inside the app, without a full page load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('footer a[href="/support/faq/"]').first().click();
    await expect(page).toHaveURL(/\/support\/faq\/$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the page hydrates as the server rendered it, then updates: dark logo, sidebar category links', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/administration/install/');
    // The navbar's themed logo must end up as the dark one only.
    const logos = page.locator('.navbar__logo img');
    await expect(logos).toHaveCount(1);
    await expect(logos).toHaveAttribute('src', /logo-dark\.svg$/);
    // In the sidebar, a category without a page of its own links to its first doc only in the
    // server's HTML (for readers without JavaScript); in the browser it is a toggle ('#').
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[href="/administration/install/"]')).toHaveCount(1);
  });

  test('a page reached by a link renders at once, with highlighted code', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('a[href="/administration/install/"]').first().click();
    await expect(page).toHaveURL(/\/administration\/install\/$/);
    await expect(page.locator('article pre code .token').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe('a hydration mismatch', () => {
  test('is recovered from and logged as Docusaurus React Root onRecoverableError', async ({ page, consoleWatch }) => {
    // The server's HTML is altered on its way to the browser, so React finds text it did not render.
    await page.route('**/administration/install/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1[^>]*>)Install BigBlueButton/, '$1Altered on the way');
      await route.fulfill({ response, body: html });
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    consoleWatch.allow(/Docusaurus React Root onRecoverableError/);
    await gotoHydrated(page, '/administration/install/');
    expect(messages.some((text) => text.startsWith('Docusaurus React Root onRecoverableError'))).toBe(true);
    // React rendered the page again in the browser: the heading says what the site renders, and the page works.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install BigBlueButton');
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
 * A link to any heading of the API reference, the longest page, lands on it once the page has hydrated.
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
