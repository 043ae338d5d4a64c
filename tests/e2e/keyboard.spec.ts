import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/** Presses Tab until the focused element matches, or fails after `limit` presses. */
async function tabTo(page: Page, matches: (el: { text: string; label: string | null }) => boolean, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') ?? null };
    });
    if (matches(focused)) return;
  }
  throw new Error('the element was not reached with the Tab key');
}

test.describe('keyboard only', () => {
  test('the navbar links are reachable in order and work with Enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    await tabTo(page, ({ text }) => text === 'Administration');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administration\/install\/$/);
  });

  test('the version dropdown opens with Enter and switches version', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await tabTo(page, ({ text }) => text === '3.0');
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar__items--right .dropdown--show .dropdown__menu');
    await expect(menu).toBeVisible();
    await tabTo(page, ({ text }) => text === '2.6', 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2\.6\/administration\/install\/$/);
  });

  test('search: Ctrl+K, type, arrow down, Enter opens a result', async ({ page }) => {
    await gotoHydrated(page, '/2.7/administration/install/');
    await page.keyboard.press('Control+k');
    await expect(page.locator('input.navbar__search-input').filter({ visible: true })).toBeFocused();
    await page.keyboard.type('coturn');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/2.7/administration/install/');
    expect(new URL(page.url()).pathname.startsWith('/2.7/')).toBe(true);
  });

  test('mobile menu: open with Enter, follow a link, the menu closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    await tabTo(page, ({ label }) => label === 'Toggle navigation bar');
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await tabTo(page, ({ text }) => text === 'Greenlight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/greenlight\/v3\/install\/$/);
    await expect(sidebar).toBeHidden();
  });

  test('tables that scroll sideways on a phone take focus, and stop when they fit again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/development/api/');
    const regions = page.locator('.theme-doc-markdown [data-scroll-tab-stop="true"]');
    await expect.poll(() => regions.count()).toBeGreaterThan(5);
    // Every rendered region that is marked really scrolls and is a tab stop; every table wider than its box is
    // marked. A table far from the viewport is not laid out (content-visibility: auto): it is a tab stop until
    // it is rendered, then measured.
    const markedState = () =>
      page.evaluate(() => {
        const rendered = (el: HTMLElement) =>
          el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true;
        const wide = Array.from(
          document.querySelectorAll<HTMLElement>('.theme-doc-markdown table, .theme-doc-markdown [data-scroll-region]'),
        ).filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1);
        const marked = Array.from(document.querySelectorAll<HTMLElement>('[data-scroll-tab-stop="true"]'));
        return {
          unmarked: wide.filter((el) => el.getAttribute('tabindex') !== '0').length,
          markedButFits: marked.filter((el) => rendered(el) && el.scrollWidth <= el.clientWidth + 1).length,
          notRendered: marked.filter((el) => !rendered(el)).length,
        };
      });
    const before = await markedState();
    expect(before).toMatchObject({ unmarked: 0, markedButFits: 0 });
    expect(before.notRendered).toBeGreaterThan(0);
    // Scrolled through, every region is measured once it is rendered: in view, a region is a tab stop exactly
    // when it scrolls.
    const scrollThrough = () =>
      page.evaluate(async () => {
        const regions = Array.from(
          document.querySelectorAll<HTMLElement>('.theme-doc-markdown table, .theme-doc-markdown [data-scroll-region]'),
        ).filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX));
        const seen = new Set<HTMLElement>();
        const wrong = new Set<HTMLElement>();
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          for (const el of regions) {
            const box = el.getBoundingClientRect();
            if (box.bottom < 0 || box.top > window.innerHeight) continue;
            seen.add(el);
            const scrolls = el.scrollWidth > el.clientWidth + 1;
            if (scrolls !== (el.getAttribute('tabindex') === '0')) wrong.add(el);
          }
        }
        window.scrollTo(0, 0);
        return { seen: seen.size, total: regions.length, wrong: wrong.size };
      });
    const onPhoneScrolled = await scrollThrough();
    expect(onPhoneScrolled.wrong).toBe(0);
    expect(onPhoneScrolled.seen).toBe(onPhoneScrolled.total);
    // Focus a region and scroll it with the arrow keys.
    const first = regions.first();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // On a wide screen the same page has fewer regions that scroll, and those that fit are no longer tab stops.
    const onPhone = await regions.count();
    await page.setViewportSize({ width: 1600, height: 900 });
    // Regions in view are measured again after the resize; those out of view when they are next rendered.
    await expect.poll(markedState).toMatchObject({ unmarked: 0, markedButFits: 0 });
    expect(await scrollThrough()).toMatchObject({ wrong: 0 });
    expect(await regions.count()).toBeLessThan(onPhone);
  });
});

test.describe('menus keyboards can leave', () => {
  test('Escape closes the version menu and returns focus to its button', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/');
    await tabTo(page, ({ text }) => text === '3.0');
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar__items--right .dropdown--show .dropdown__menu');
    await expect(menu).toBeVisible();
    // From an item of the open menu, too.
    await tabTo(page, ({ text }) => text === '2.6', 10);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    const button = page.locator('.navbar__items--right .dropdown > [aria-haspopup="true"]', { hasText: '3.0' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // And it opens again.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the open phone menu keeps focus inside; Escape closes it and returns focus to its button', async ({
      page,
    }) => {
      await gotoHydrated(page, '/administration/install/');
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('.navbar-sidebar');
      await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(1);
      await expect(panel).toBeVisible();
      // Focus is in the panel, and 80 Tab stops (forwards and back) never leave it.
      const inPanel = () => page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      expect(await inPanel()).toBe(true);
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        expect(await inPanel(), `Tab stop ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await inPanel(), `Shift+Tab stop ${i + 1}`).toBe(true);
      }
      // The version list inside it (in the main menu, behind the page's own sidebar), expanded; Escape closes the whole menu.
      // (The list of the version being read is expanded from the start.)
      await panel.getByRole('button', { name: /Back to main menu/ }).click();
      const item = panel.getByRole('link', { name: '2.6' });
      await expect(item).toBeVisible();
      await item.focus();
      await page.keyboard.press('Escape');
      await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(0);
      await expect(toggle).toBeFocused();
      // Behind it, nothing stayed inert: the page's links take focus again.
      expect(await page.locator('[inert]').count()).toBe(0);
      await page.locator('article a').first().focus();
      await expect(page.locator('article a').first()).toBeFocused();
    });

    test('the backdrop still closes the open phone menu', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(1);
      await page.mouse.click(360, 400);
      await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(0);
      expect(await page.locator('[inert]').count()).toBe(0);
    });
  });
});
