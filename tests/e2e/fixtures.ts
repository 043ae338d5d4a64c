import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Console messages that are not errors of this site, each with its reason.
 * Keep this list short: a new entry needs a reason a reviewer accepts.
 */
const ALLOWED_CONSOLE_ERRORS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [
  {
    pattern: /Failed to load resource: the server responded with a status of 404/,
    reason:
      'the not-found page is itself served with status 404; failing sub-resources are caught by the response check below',
  },
];

export interface ConsoleWatch {
  errors: string[];
  /** Accepts one more console message pattern for this test only (say why at the call). */
  allow(pattern: RegExp): void;
  /** Accepts failing responses whose URL matches, for this test only (a test that breaks them on purpose). */
  allowFailedResponse(pattern: RegExp): void;
}

/** Fails the test on any console error or uncaught exception not in the allow-list. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const allowedHere: RegExp[] = [];
      const allowedResponses: RegExp[] = [];
      const watch: ConsoleWatch = {
        errors: [],
        allow: (pattern) => allowedHere.push(pattern),
        allowFailedResponse: (pattern) => allowedResponses.push(pattern),
      };
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (ALLOWED_CONSOLE_ERRORS.some((entry) => entry.pattern.test(text))) return;
        if (allowedHere.some((pattern) => pattern.test(text))) return;
        watch.errors.push(text);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => watch.errors.push(`pageerror: ${error.message}`));
      // Any sub-resource (script, style, image, index) that fails is an error, whatever the console says.
      page.on('response', (response) => {
        const request = response.request();
        if (allowedResponses.some((pattern) => pattern.test(response.url()))) return;
        if (response.status() >= 400 && !request.isNavigationRequest()) {
          watch.errors.push(`${response.status()} for ${request.resourceType()} ${response.url()}`);
        }
      });
      await use(watch);
      expect(watch.errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page has hydrated: Docusaurus sets `data-has-hydrated` on <html> once
 * React has hydrated the server's HTML.
 */
export const HYDRATED = 'html[data-has-hydrated="true"]';

/** Navigates and waits until the page has hydrated (see HYDRATED). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector(HYDRATED);
  return response;
}
