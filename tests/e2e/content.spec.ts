import type { APIRequestContext } from '@playwright/test';

import { SETSECRET_FILES } from '../../src/data/admin/bbbConf';
import { configFilesFor } from '../../src/data/admin/configFiles';
import { installerMessagesFor, printedLine } from '../../src/data/admin/installerMessages';
import { WEB_OVERRIDE_FILE, webTimeoutsFor } from '../../src/data/admin/webTimeouts';
import { apiFor, changelogFor, documentAttributesFor } from '../../src/data/api';
import { docPath } from '../../src/data/docIds';
import { PLUGIN_SDK_VERSIONS, dashboardCallsFor, serverCommandsFor, uiCommandsFor } from '../../src/data/dev/pluginSdk';
import {
  RECORDING_EVENT_MODULES,
  RECORDING_EVENT_VERSIONS,
  recordingEventsFor,
} from '../../src/data/dev/recordingEvents';
import { DOC_VERSIONS, RELEASES, inRange, type DocVersion } from '../../src/data/versions';
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

const accessibilityId = (v: DocVersion) => (inRange({ since: '3.0' }, v) ? 'accessibility' : 'accessiblity');

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
      if (inRange({ since: '3.0' }, version)) {
        expect(text).toContain('bbb-graphql-server');
        expect(text).toContain('mediasoup');
      } else {
        expect(text).toContain('Meteor');
        expect(text).toContain('Kurento');
      }
    });
  });
}

/**
 * Corrections of the independent fact check (issue 19), per version: each
 * page must show what the data of its own release says.
 */
for (const version of DOC_VERSIONS) {
  const release = RELEASES[version];

  test.describe(`fact-check corrections in ${version}`, () => {
    test('install: the installer messages of this release, and none of another release', async ({ request }) => {
      const text = await pageText(request, version, 'administration/install');
      const own = installerMessagesFor(version).map(printedLine);
      for (const line of own) expect(text, line).toContain(line.replace(/\s+/g, ' '));
      const others = DOC_VERSIONS.filter((other) => other !== version)
        .flatMap((other) => installerMessagesFor(other))
        .filter((message) => message.check === 'memory' || message.check === 'cpu')
        .map(printedLine)
        .filter((line) => !own.includes(line));
      for (const line of others) expect(text, `not from another release: ${line}`).not.toContain(line);
    });

    test('API: the document attributes show the defaults bbb-web applies', async ({ page }) => {
      await page.goto(docPath(version, 'development/api'));
      for (const attribute of documentAttributesFor(version)) {
        const cell = page.locator(`tr[data-attribute="${attribute.name}"] td[data-default]`);
        await expect(cell, attribute.name).toHaveAttribute('data-default', attribute.default ?? '');
      }
    });

    test('API: the changelog lists every change of the data, join userdata keys included', async ({ request }) => {
      const text = await pageText(request, version, 'development/api');
      const names = changelogFor(version).flatMap((entry) =>
        entry.items
          .filter((item) => item.call === 'join')
          .flatMap((item) => (item.names ?? []).map((name) => name.name)),
      );
      for (const name of names) expect(text, name).toContain(name);
    });

    test('webhooks: a new secret comes from bbb-conf --setsecret, no reinstall', async ({ request }) => {
      const text = await pageText(request, version, 'development/webhooks');
      expect(text).not.toMatch(/--reinstall bbb-webhooks/);
      expect(text).toContain('bbb-conf --setsecret');
      expect(text).toContain(SETSECRET_FILES.webhooks);
    });

    if (inRange({ since: '3.0' }, version)) {
      test('TURN: what the installer does with turn-stun-servers.xml, and since when', async ({ request }) => {
        const turnEntry = configFilesFor(version).find((entry) => entry.id === 'turn-stun')!;
        for (const id of ['administration/turn-server', 'administration/install']) {
          const text = await pageText(request, version, id);
          expect(text, id).not.toMatch(
            /(Every run of bbb-install|The installer) rewrites \/etc\/bigbluebutton\/turn-stun-servers\.xml/,
          );
          expect(text, id).toContain('30 January 2026');
        }
        const turn = await pageText(request, version, 'administration/turn-server');
        expect(turn).toContain(turnEntry.packaged);
        expect(await pageHtml(request, version, 'administration/turn-server')).toContain(
          'https://github.com/bigbluebutton/bbb-install/pull/818',
        );
      });
    }

    if (release.liveMedia.includes('Kurento')) {
      test('firewall: Kurento behind NAT, as the installer of this release sets it', async ({ request }) => {
        const html = await pageHtml(request, version, 'administration/firewall-configuration');
        expect(html).toMatch(/\bid="?update-kurento[\s">]/);
        const text = await pageText(request, version, 'administration/firewall-configuration');
        // Code blocks are tokenised, so `key=value` can come out of the page text as `key = value`.
        for (const setting of [
          /externalIPv4 ?= ?203\.0\.113\.10/,
          /iceTcp ?= ?0/,
          /'kurento\[0\]\.ip' 203\.0 ?\.113\.10/,
        ])
          expect(text, String(setting)).toMatch(setting);
      });
    }
  });
}

// bbb-web's timers: the built customize page shows each default of its own release (two releases).
for (const version of ['2.6', '3.0'] as const) {
  test(`customize ${version}: the bbb-web timers table shows the defaults of ${version}`, async ({ request }) => {
    const html = await pageHtml(request, version, 'administration/customize');
    // The built HTML is minified: attribute values may lose their quotes.
    expect(html).toMatch(new RegExp(`data-web-timeouts="?${version.replace('.', '\\.')}[\\s">]`));
    expect(html).toContain(WEB_OVERRIDE_FILE);
    const rows = webTimeoutsFor(version);
    expect(rows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['userInactivityThresholdInMinutes', 'usersTimeout', 'enteredUsersTimeout']),
    );
    for (const row of rows) {
      const cells = new RegExp(`<tr[^>]*data-timeout="?${row.key}[\\s">][^>]*>([\\s\\S]*?)(?:</tr>|<tr[\\s>])`).exec(
        html,
      )?.[1];
      expect(cells, row.key).toBeDefined();
      expect(/data-default="?(\d+)/.exec(cells!)?.[1], row.key).toBe(String(row.value));
    }
  });
}

/**
 * References added for issue 35 (point 3): the events.xml reference on the
 * recording page, the plugin SDK lists on the plugins page and dial-in
 * through Asterisk, read from the built pages of the releases that have them.
 */
for (const version of RECORDING_EVENT_VERSIONS) {
  test(`recording ${version}: the events.xml reference lists every event of its data, by module`, async ({
    request,
  }) => {
    const html = await pageHtml(request, version, 'development/recording');
    expect(html).toMatch(/\bid="?events-xml[\s">]/);
    for (const event of recordingEventsFor(version)) {
      // The built HTML is minified: attribute values without spaces lose their quotes.
      expect(html, event.name).toMatch(new RegExp(`data-event="?${event.module}:${event.name}[\\s">]`));
    }
    const text = await pageText(request, version, 'development/recording');
    for (const module of RECORDING_EVENT_MODULES) expect(text, module).toContain(module);
    expect(text).toContain('timestampUTC');
  });
}

for (const version of PLUGIN_SDK_VERSIONS) {
  test(`plugins ${version}: the SDK's commands and dashboard calls of this release line, and none of the other`, async ({
    request,
  }) => {
    const text = await pageText(request, version, 'plugins');
    const own = [
      ...uiCommandsFor(version).map((c) => `uiCommands.${c.path}`),
      ...serverCommandsFor(version).map((c) => `serverCommands.${c.path}`),
      ...dashboardCallsFor(version).map((c) => c.call),
    ];
    for (const name of own) expect(text, name).toContain(name);
    for (const other of PLUGIN_SDK_VERSIONS.filter((v) => v !== version)) {
      const foreign = uiCommandsFor(other)
        .map((c) => `uiCommands.${c.path}`)
        .filter((name) => !own.includes(name));
      for (const name of foreign) expect(text, `not of ${other}: ${name}`).not.toContain(name);
    }
    for (const mode of ['ALL_ITEMS', 'LATEST_ITEM', 'NEW_ITEMS', 'pushEntry', 'replaceEntry', 'deleteEntry']) {
      expect(text, mode).toContain(mode);
    }
    expect(text).toContain('useCustomMutation');
  });

  test(`customize ${version}: dial-in through an Asterisk PBX`, async ({ request }) => {
    const html = await pageHtml(request, version, 'administration/customize');
    expect(html).toMatch(/\bid="?dial-in-asterisk[\s">]/);
    const text = await pageText(request, version, 'administration/customize');
    expect(text).toContain('bbb_authorized=true');
    expect(text).toContain('external_sip_port');
  });
}
