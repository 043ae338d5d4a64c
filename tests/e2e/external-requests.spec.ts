import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { expect, gotoHydrated, test } from './fixtures';

/** Fonts, images and scripts come from the site's own origin: no page requests anything from another host. */
const PAGES = [
  '/',
  '/search/?q=install',
  '/markdown-page/',
  ...DOC_VERSIONS.flatMap((v) =>
    ['administration/install', 'development/api', 'development/architecture'].map((id) => docPath(v, id)),
  ),
  ...DOC_IDS['3.0'].map((id) => docPath('3.0', id)),
];

for (const path of [...new Set(PAGES)]) {
  test(`no request leaves the site: ${path}`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== origin) foreign.push(`${request.resourceType()} ${request.url()}`);
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
}
