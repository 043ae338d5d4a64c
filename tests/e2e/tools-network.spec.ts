import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/** Scrolls a tool into view, which loads its form, and waits for the form. */
async function openTool(page: Page, url: string, formTestId: string) {
  await gotoHydrated(page, url);
  const form = page.getByTestId(formTestId);
  await form.scrollIntoViewIfNeeded().catch(() => undefined);
  await expect(form).toBeVisible();
  return form;
}

test.describe('firewall rules generator', () => {
  test('the HTML shows the UFW rules of a single server; the address picks the tool and the set-up', async ({
    page,
  }) => {
    await gotoHydrated(page, '/2.6/administration/firewall-configuration/');
    const plan = page.getByTestId('firewall-plan').first();
    await expect(plan).toHaveAttribute('data-tool', 'ufw');
    await expect(plan).toContainText('sudo ufw allow 16384:24576/udp');

    const form = await openTool(
      page,
      '/2.6/administration/firewall-configuration/?firewall=firewalld&setup=turn-host#firewall-rules-generator',
      'firewall-form',
    );
    await expect(form.getByLabel('Firewall')).toHaveValue('firewalld');
    await expect(form.getByLabel('Set-up')).toHaveValue('turn-host');
    await expect(form).toContainText('sudo firewall-cmd --permanent --add-port=32769-65535/udp');
    await expect(form).not.toContainText('--add-port=3478/udp\nsudo firewall-cmd --permanent --add-port=16384');

    await form.getByLabel('Firewall').selectOption('nftables');
    await expect(page).toHaveURL(/firewall=nftables/);
    await expect(page).toHaveURL(/setup=turn-host/);
    await expect(form).toContainText('table inet bigbluebutton');
    await form.getByLabel('Set-up').selectOption('nat');
    await expect(form.getByRole('table')).toContainText('Inbound');
  });
});

test.describe('install command composer', () => {
  test('host and email from the address fill the command of the release, options add flags', async ({ page }) => {
    const form = await openTool(
      page,
      '/2.6/administration/install/?host=bbb.school.org&email=ops@school.org#install-command-composer',
      'install-form',
    );
    const output = form.getByTestId('install-output');
    await expect(output).toContainText('bbb-install-2.6.sh');
    await expect(output).toContainText('-v focal-260 -s bbb.school.org -e ops@school.org -w -g');
    await form.getByRole('checkbox', { name: /-k Keycloak/ }).check();
    await expect(output).toContainText('-w -g -k');
    await expect(page).toHaveURL(/options=w%2Cg%2Ck|options=w,g,k/);
    await form.getByLabel('Ubuntu on the server').selectOption('22.04');
    await expect(output.locator('[data-warning="wrong-ubuntu"]')).toBeVisible();
  });

  test('3.0: example hostname warned, an option the release lacks is left out, secrets stay out of the address', async ({
    page,
  }) => {
    const form = await openTool(
      page,
      '/administration/install/?options=w,a,c#install-command-composer',
      'install-form',
    );
    const output = form.getByTestId('install-output');
    await expect(output.locator('[data-warning="example-host"]')).toBeVisible();
    await expect(output.locator('[data-warning="unavailable-option"]')).toContainText('-a');
    await form.getByLabel('TURN server hostname').fill('turn.school.org');
    await form.getByLabel('TURN shared secret').fill('s3cr3tvalue');
    await expect(output).toContainText('-c turn.school.org:s3cr3tvalue');
    expect(page.url()).toContain('turn=turn.school.org');
    expect(page.url()).not.toContain('s3cr3tvalue');
  });
});

test.describe('reader values', () => {
  test('kept on request, they fill every command with a mark; copy copies the filled text; forget restores', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const form = await openTool(
      page,
      '/administration/install/?host=bbb.school.org&email=ops@school.org#install-command-composer',
      'install-form',
    );
    await form.getByRole('button', { name: 'Use this hostname and e-mail in every command of this site' }).click();

    // Another page, another version: its commands are filled and marked.
    await gotoHydrated(page, '/2.7/administration/firewall-configuration/');
    const marked = page.locator('[data-filled]').first();
    await expect(marked).toContainText('Filled in with your values');
    await expect(marked).toContainText('bbb.school.org');
    await expect(page.locator('pre:visible').filter({ hasText: 'bbb.example.com' })).toHaveCount(0);
    await marked.hover();
    await marked.getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('bbb.school.org');
    expect(copied).not.toContain('bbb.example.com');

    await marked.getByRole('button', { name: 'Forget my values' }).click();
    await expect(page.locator('[data-filled]')).toHaveCount(0);
    await expect(page.locator('pre:visible').filter({ hasText: 'bbb.example.com' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bbb-docs.reader-values'))).toBeNull();
  });

  test('a page without storage still renders its commands', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, '/administration/install/');
    await expect(page.locator('pre').filter({ hasText: 'bbb.example.com' }).first()).toBeVisible();
  });
});
