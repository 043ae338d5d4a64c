import { DOC_IDS, docPath } from '../../src/data/docIds';
import { DOC_VERSIONS } from '../../src/data/versions';
import { markdownUrlOf } from '../../src/lib/markdownUrl';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('Markdown for readers’ tools', () => {
  test('every doc page of every version has its Markdown twin, titled like the page', async ({ request }) => {
    for (const version of DOC_VERSIONS) {
      for (const id of DOC_IDS[version]) {
        const url = markdownUrlOf(docPath(version, id));
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const text = await response.text();
        expect(text, url).toMatch(/^# \S.+\n/);
        expect(text.length, `${url} is nearly empty`).toBeGreaterThan(400);
        expect(text, `${url} kept page chrome`).not.toMatch(/Direct link to|Copy page as Markdown/);
      }
    }
  });

  test('llms.txt lists every version with links to the Markdown pages', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    for (const version of DOC_VERSIONS) expect(text).toContain(`## BigBlueButton ${version}`);
    expect(text).toContain('/2.6/administration/install.md)');
    expect(text).toContain('/administration/install.md)');
    const links = text.match(/^- \[.+\]\(.+\.md\): .+$/gm) ?? [];
    expect(links.length).toBe(DOC_VERSIONS.reduce((n, v) => n + DOC_IDS[v].length, 0));
  });

  test('llms-full.txt holds the latest version only', async ({ request }) => {
    const text = await (await request.get('/llms-full.txt')).text();
    expect(text).toContain('/administration/install/ -->');
    expect(text).not.toContain('/2.6/administration/install/ -->');
  });

  test('llms-full.txt keeps apart words the pages separate by styling (badges, notes)', async ({ request }) => {
    const text = await (await request.get('/llms-full.txt')).text();
    // The ports table marks optional ports with a badge, the recording table adds notes to paths,
    // and the bbb-conf table adds a note per release.
    expect(text).toMatch(/`3478` when needed/);
    expect(text).not.toMatch(/`\d+`when needed/);
    expect(text).not.toMatch(/\/var\/lib\/bbb-webrtc-recorder\/audioOnly/);
    expect(text).not.toMatch(/Restart afterwards\.Also/);
  });

  test('"Copy page as Markdown" puts the page text on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/2.6/administration/install/');
    const title = (await page.locator('article h1').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith(`# ${title}\n`)).toBe(true);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/2.6/administration/install.md',
    );
  });
});
