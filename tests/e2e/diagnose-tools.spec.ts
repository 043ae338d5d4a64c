import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/** The region of a tool, by its accessible name. */
const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Records the host of every request the page makes from now on. */
function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}

test.describe('diagnosis tools', () => {
  test('/2.6/support/troubleshooting/?code=1007 walks to the firewall fix, the answers extend the address', async ({
    page,
  }) => {
    const hosts = watchHosts(page);
    await gotoHydrated(page, '/2.6/support/troubleshooting/?code=1007');
    // The text form stays in the page, hidden, once the tool is there: look inside the tool.
    const tool = region(page, 'Error code troubleshooter').locator('[data-tool="troubleshooter"]');
    await expect(tool).toBeVisible();
    await expect(tool.getByLabel('Error code or API message key')).toHaveValue('1007');

    await tool.getByRole('button', { name: 'No, or it never worked' }).click();
    await tool.getByRole('button', { name: 'Everyone, on every network' }).click();
    await tool.getByRole('button', { name: /Not open, open for TCP only/ }).click();

    const fix = tool.locator('[data-fix="open-udp"]');
    await expect(fix).toContainText('Open UDP 16384-32768 in every firewall');
    await expect(fix.getByRole('link', { name: 'Ports' })).toHaveAttribute(
      'href',
      '/2.6/administration/firewall-configuration/#ports',
    );
    expect(new URL(page.url()).searchParams.get('answers')).toBe('ip-changed:no,who:everyone,udp-open:closed');
    const report = tool.getByTestId('forum-report');
    await expect(report).toContainText('BigBlueButton release: 2.6');
    await expect(report).toContainText('Error: 1007');
    await expect(report).toContainText('Ran: sudo ufw status verbose');

    await page.goBack();
    await expect(tool.locator('[data-step="udp-open"]')).toBeVisible();
    expect([...hosts].filter((host) => host !== 'localhost')).toEqual([]);
  });

  test('the install page plans the upgrade from ?from=2.6 and exports it', async ({ page }) => {
    await gotoHydrated(page, '/administration/install/?from=2.6');
    const tool = region(page, 'Upgrade planner');
    const plan = tool.locator('[data-tool="upgrade-planner"]');
    await expect(plan).toBeVisible();
    await expect(plan.locator('[data-section="server"]')).toContainText('Ubuntu 22.04');
    await expect(plan.locator('[data-section="installer"]')).toContainText('-v jammy-300');
    await plan.getByLabel('Your server runs').selectOption('2.7');
    expect(new URL(page.url()).searchParams.get('from')).toBe('2.7');
    const download = page.waitForEvent('download');
    await plan.getByRole('button', { name: 'Download Markdown' }).click();
    expect((await download).suggestedFilename()).toBe('bigbluebutton-upgrade-2.7-to-3.0.md');
  });

  test('the request doctor finds the cause; the secret never reaches the address', async ({ page }) => {
    const hosts = watchHosts(page);
    await gotoHydrated(page, '/development/api/#api-request-doctor');
    const tool = region(page, 'API request doctor').locator('[data-tool="api-doctor"]');
    await expect(tool).toBeVisible();
    await tool
      .getByLabel('Failing request URL')
      .fill('https://bbb.example.com/bigbluebutton/api/getMeetingInfo?meetingId=room-42&checksum=' + 'a'.repeat(40));
    await expect(tool.getByTestId('doctor-main')).toContainText('did you mean meetingID');
    const secret = 's3cr3t-not-in-the-address';
    await tool.getByLabel('Shared secret (optional)').fill(secret);
    await expect(tool.getByTestId('doctor-main')).toHaveAttribute('data-kind', /checksum|unknown-param/);
    expect(page.url()).not.toContain(secret);
    expect(page.url()).not.toContain('bbb.example.com');
    expect(new URL(page.url()).searchParams.get('request')).toMatch(/^getMeetingInfo\?meetingId=room-42/);
    expect([...hosts].filter((host) => host !== 'localhost')).toEqual([]);
  });

  test('the bbb-conf page reads pasted output and links the docs of that release', async ({ page }) => {
    await gotoHydrated(page, '/administration/bbb-conf/#explain-check-output');
    const tool = region(page, 'bbb-conf output reader').locator('[data-tool="bbb-conf-reader"]');
    await expect(tool).toBeVisible();
    await tool
      .getByLabel(/Output of sudo bbb-conf --check/)
      .fill(
        'BigBlueButton Server 2.7.3 (492)\n                      Distribution: Ubuntu 20.04.6 LTS (64-bit)\n\n# Potential problems described below\n# Warning: No firewall detected.  Recommend using setting up a firewall for your server\n',
      );
    await expect(tool.getByTestId('reader-release')).toContainText('2.7.3');
    await expect(tool.getByRole('link', { name: 'documentation of 2.7' })).toHaveAttribute(
      'href',
      '/2.7/administration/bbb-conf/',
    );
    await expect(tool.locator('[data-warning="no-firewall"]')).toContainText('Restrict ports with UFW');
    expect(page.url()).not.toContain('firewall');
  });

  test('a tool whose code cannot be fetched fails alone, keeps its text form, and loads on retry', async ({
    page,
    consoleWatch,
  }) => {
    // The blocked chunk is reported by the browser and by the loader; this test blocks it on purpose.
    consoleWatch.allow(
      /Loading chunk|ChunkLoadError|Failed to fetch|error loading dynamically imported module|net::ERR_FAILED/i,
    );
    consoleWatch.allowFailedResponse(/troubleshooter\./);
    let block = true;
    await page.route(/\/troubleshooter\.[^/]*\.js$/, (route) => (block ? route.abort() : route.continue()));
    await gotoHydrated(page, '/support/troubleshooting/?code=1010');
    const tool = region(page, 'Error code troubleshooter');
    await expect(tool.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(tool).toContainText('Diagnose error 1007');
    block = false;
    await tool.getByRole('button', { name: 'Retry' }).click();
    const live = tool.locator('[data-tool="troubleshooter"]');
    await expect(live).toBeVisible();
    await expect(live.getByLabel('Error code or API message key')).toHaveValue('1010');
  });
});

test.describe('diagnosis tools without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page shows its tool’s common case, computed at build time', async ({ page }) => {
    await page.goto('/2.6/support/troubleshooting/');
    const troubleshooter = region(page, 'Error code troubleshooter');
    await expect(troubleshooter).toContainText('Diagnose error 1007');
    await expect(troubleshooter).toContainText('Open UDP 16384-32768 in every firewall');

    await page.goto('/administration/install/');
    await expect(region(page, 'Upgrade planner')).toContainText('Upgrade plan: BigBlueButton 2.7 → 3.0');

    await page.goto('/2.7/development/api/');
    await expect(region(page, 'API request doctor')).toContainText('did you mean meetingID');

    await page.goto('/3.1/administration/bbb-conf/');
    await expect(region(page, 'bbb-conf output reader')).toContainText('This server runs BigBlueButton 3.1.0');
  });
});
