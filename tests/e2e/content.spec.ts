import type { APIRequestContext } from '@playwright/test';

import { apiFor } from '../../src/data/api';
import { docPath } from '../../src/data/docIds';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import { expect, test } from './fixtures';

/**
 * Facts each version's pages must state (content issues). Read from the
 * served production HTML, so a fact lost in a page, a component or its data
 * fails here.
 */
async function pageText(request: APIRequestContext, version: DocVersion, id: string): Promise<string> {
  const response = await request.get(docPath(version, id));
  expect(response.status(), `${version} ${id}`).toBe(200);
  const html = await response.text();
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? html;
  return article
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

async function pageHtml(request: APIRequestContext, version: DocVersion, id: string): Promise<string> {
  return (await request.get(docPath(version, id))).text();
}

const accessibilityId = (v: DocVersion) => (v === '3.0' || v === '3.1' ? 'accessibility' : 'accessiblity');

for (const version of DOC_VERSIONS) {
  const release = RELEASES[version];

  test.describe(`facts of ${version}`, () => {
    test('install: the release’s installer, version string and Ubuntu release', async ({ request }) => {
      const text = await pageText(request, version, 'administration/install');
      expect(text).toContain(`-v ${release.installer.versionFlag}`);
      expect(text).toContain(release.installer.script);
      expect(text).toContain(`Ubuntu ${release.ubuntu.release}`);
      expect(text).toContain(`BigBlueButton ${release.release}`);
      expect(text).toContain(`DISTRIB_CODENAME=${release.ubuntu.codename}`);
    });

    test('firewall and TURN: the media range and TURN ports from the shared data', async ({ request }) => {
      const firewall = await pageText(request, version, 'administration/firewall-configuration');
      expect(firewall).toMatch(/16384\s*[-–]\s*32768/);
      expect(firewall).toContain('3478');
      const turn = await pageText(request, version, 'administration/turn-server');
      expect(turn).toContain('3478');
      expect(turn).toMatch(/32769\s*[-–]\s*65535/);
    });

    test('bbb-conf documents the main options', async ({ request }) => {
      const text = await pageText(request, version, 'administration/bbb-conf');
      for (const option of ['--check', '--restart', '--secret', '--setip', '--status', '--debug', '--zip']) {
        expect(text, option).toContain(option);
      }
    });

    test('API: every call of the release has its section, and only those', async ({ request }) => {
      const html = await pageHtml(request, version, 'development/api');
      const calls = apiFor(version).map((call) => call.name);
      for (const name of calls) expect(html, name).toMatch(new RegExp(`id="?${name.toLowerCase()}"?[ >]`));
      if (!calls.includes('sendChatMessage')) expect(html).not.toMatch(/id="?sendchatmessage"?[ >]/);
      const text = await pageText(request, version, 'development/api');
      for (const param of ['name', 'meetingID', 'fullName', 'role', 'password', 'checksum']) {
        expect(text, param).toContain(param);
      }
    });

    test('webhooks documents callbackURL', async ({ request }) => {
      expect(await pageText(request, version, 'development/webhooks')).toContain('callbackURL');
    });

    test('Greenlight: migration and external authentication settings', async ({ request }) => {
      const migration = await pageText(request, version, 'greenlight/v3/migration');
      expect(migration).toContain('V3_ENDPOINT');
      expect(migration).toContain('V3_SECRET_KEY_BASE');
      const auth = await pageText(request, version, 'greenlight/v3/external-authentication');
      expect(auth).toContain('OPENID_CONNECT_CLIENT_ID');
      expect(auth).toContain('OPENID_CONNECT_ISSUER');
    });

    test('troubleshooting lists client error codes 1007 and 1020', async ({ request }) => {
      const text = await pageText(request, version, 'support/troubleshooting');
      expect(text).toContain('1007');
      expect(text).toContain('1020');
    });

    test('accessibility lists keyboard shortcuts', async ({ request }) => {
      const html = await pageHtml(request, version, accessibilityId(version));
      expect((html.match(/<kbd/g) ?? []).length).toBeGreaterThan(5);
    });

    test('the media stack of the release', async ({ request }) => {
      const text = await pageText(request, version, 'development/architecture');
      if (version === '3.0' || version === '3.1') {
        expect(text).toContain('bbb-graphql-server');
        expect(text).toContain('mediasoup');
      } else {
        expect(text).toContain('Meteor');
        expect(text).toContain('Kurento');
      }
    });
  });
}
