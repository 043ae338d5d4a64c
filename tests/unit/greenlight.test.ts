/**
 * Facts rendered on the Greenlight v3 pages and the release notes pages.
 * Run: node --import tsx --test tests/unit/greenlight.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { DOC_VERSIONS, RELEASES, compareVersions } from '../../src/data/versions';
import { DOC_IDS } from '../../src/data/docIds';
import { GREENLIGHT_CURRENT } from '../../src/data/greenlight/env';

const ROOT = path.resolve(import.meta.dirname, '../..');
import { buildInstallCommand } from '../../src/data/admin/installOptions';
import {
  ENV_GROUPS,
  GL_INSTALL_OPTIONS,
  GREENLIGHT_ENV,
  envSetting,
  envSettings,
  installRoutes,
} from '../../src/data/greenlight/env';
import {
  AFTER_MIGRATION_TASKS,
  MIGRATION_ENV,
  MIGRATION_TASKS,
  migrationCommand,
} from '../../src/data/greenlight/migration';
import {
  EARLIER_RELEASES,
  RELEASE_LINES,
  RELEASE_NOTES_VERSIONS,
  formatReleaseDate,
  hasReleaseNotes,
} from '../../src/data/releases/history';

describe('Greenlight v3 .env settings', () => {
  it('has no duplicate variable names', () => {
    const names = GREENLIGHT_ENV.map((setting) => setting.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    assert.deepEqual(duplicates, [], `Remove the duplicate rows for: ${duplicates.join(', ')}`);
  });

  it('documents the OpenID Connect settings Greenlight reads', () => {
    for (const name of [
      'OPENID_CONNECT_CLIENT_ID',
      'OPENID_CONNECT_CLIENT_SECRET',
      'OPENID_CONNECT_ISSUER',
      'OPENID_CONNECT_REDIRECT',
    ]) {
      const setting = envSetting(name);
      assert.ok(setting, `${name} is missing from src/data/greenlight/env.ts`);
      assert.equal(setting.group, 'openid-connect', `${name} belongs in the openid-connect group`);
      assert.equal(setting.required, false, `${name} is optional: local accounts work without it`);
    }
    assert.match(envSetting('OPENID_CONNECT_ISSUER')?.meaning ?? '', /443/, 'The issuer must be HTTPS on port 443');
  });

  it('documents every SMTP setting, with the documented defaults', () => {
    const smtp = envSettings('smtp').map((setting) => setting.name);
    for (const name of [
      'SMTP_SERVER',
      'SMTP_PORT',
      'SMTP_USERNAME',
      'SMTP_PASSWORD',
      'SMTP_AUTH',
      'SMTP_DOMAIN',
      'SMTP_SENDER_EMAIL',
      'SMTP_SENDER_NAME',
      'SMTP_STARTTLS_AUTO',
      'SMTP_STARTTLS',
      'SMTP_TLS',
      'SMTP_SSL_VERIFY',
    ]) {
      assert.ok(smtp.includes(name), `${name} is missing from the smtp group`);
    }
    assert.ok(
      smtp.every((name) => name.startsWith('SMTP_')),
      'Only SMTP_* variables belong in the smtp group',
    );
    // production.rb casts ENV.fetch('SMTP_STARTTLS_AUTO', nil): unset means no value, not true.
    assert.equal(envSetting('SMTP_STARTTLS_AUTO')?.defaultValue, undefined);
    assert.equal(envSetting('SMTP_STARTTLS')?.defaultValue, 'false');
    assert.equal(envSetting('SMTP_TLS')?.defaultValue, 'false');
    assert.equal(envSetting('SMTP_SSL_VERIFY')?.defaultValue, 'true');
    assert.match(envSetting('SMTP_AUTH')?.meaning ?? '', /plain.*login.*cram_md5/);
  });

  it('documents both hCaptcha keys', () => {
    assert.deepEqual(
      envSettings('hcaptcha').map((setting) => setting.name),
      ['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET_KEY'],
    );
  });

  it('documents the locale and the relative URL root with their defaults', () => {
    assert.equal(envSetting('DEFAULT_LOCALE')?.defaultValue, 'en');
    const root = envSetting('RELATIVE_URL_ROOT');
    assert.ok(root, 'RELATIVE_URL_ROOT is missing');
    assert.equal(root.group, 'relative-url-root');
    assert.equal(root.defaultValue, '/');
    assert.match(root.meaning, /GL_PATH/, 'Say that GL_PATH overrides RELATIVE_URL_ROOT');
  });

  it('marks the installer-written connection settings as required', () => {
    for (const name of [
      'SECRET_KEY_BASE',
      'BIGBLUEBUTTON_ENDPOINT',
      'BIGBLUEBUTTON_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
    ]) {
      const setting = envSetting(name);
      assert.ok(setting, `${name} is missing`);
      assert.equal(setting.required, true, `${name} must be required`);
      assert.equal(setting.setByInstaller, true, `${name} is written by the installer`);
    }
  });

  it('puts every setting in a known group and every group to use', () => {
    for (const setting of GREENLIGHT_ENV) {
      assert.ok((ENV_GROUPS as readonly string[]).includes(setting.group), `${setting.name} has unknown group`);
      assert.match(setting.name, /^[A-Z][A-Z0-9_]*$/, `${setting.name} is not a valid variable name`);
      assert.ok(setting.meaning.length > 20, `${setting.name} needs a real description`);
    }
    for (const group of ENV_GROUPS) {
      assert.ok(envSettings(group).length > 0, `Group ${group} has no settings`);
    }
  });
});

describe('Greenlight install routes', () => {
  it('offers bbb-install -g exactly where the installer ships Greenlight v3', () => {
    for (const version of DOC_VERSIONS) {
      const routes = installRoutes(version);
      assert.ok(routes.includes('gl-install'), `${version}: gl-install.sh always works`);
      assert.equal(routes.includes('bbb-install'), RELEASES[version].greenlight === 'v3', version);
    }
    assert.deepEqual(installRoutes('2.5-legacy'), ['gl-install'], 'The 2.5 installer -g installs Greenlight v2');
  });

  it('documents the gl-install.sh options once each', () => {
    const flags = GL_INSTALL_OPTIONS.map((option) => option.flag);
    assert.deepEqual([...flags].sort(), ['-b', '-d', '-e', '-k', '-s']);
    assert.equal(GL_INSTALL_OPTIONS.find((option) => option.flag === '-s')?.required, 'yes');
  });
});

describe('Greenlight pages use the facts of their own release', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const page = (version: string, id: string): string | undefined => {
    const file = path.join(root, 'versioned_docs', `version-${version}`, `${id}.md`);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const PAGES = [
    ...['install', 'external-authentication', 'customize', 'migration', 'migrationtonewserver'].map(
      (id) => `greenlight/v3/${id}`,
    ),
    'release-notes',
    'plugins',
  ];

  it('builds bbb-install commands for the page version, with options that release accepts', () => {
    for (const version of DOC_VERSIONS) {
      for (const id of PAGES) {
        const text = page(version, id);
        if (text === undefined) continue;
        for (const match of text.matchAll(/<InstallCommand ([^>]*)\/>/g)) {
          const attrs = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
          assert.equal(attrs.version, undefined, `${version}/${id}: InstallCommand takes the page's version`);
          assert.doesNotThrow(
            () => buildInstallCommand(version, attrs),
            `${version}/${id}: ${match[0]} uses an option the ${version} installer lacks`,
          );
        }
      }
    }
  });

  it('never names the -v flag of another release', () => {
    for (const version of DOC_VERSIONS) {
      for (const id of PAGES) {
        const text = page(version, id);
        if (text === undefined) continue;
        for (const other of DOC_VERSIONS) {
          if (other === version) continue;
          const flag = RELEASES[other].installer.versionFlag;
          assert.ok(!text.includes(`-v ${flag}`), `${version}/${id} mentions the -v flag ${flag} of ${other}`);
        }
      }
    }
  });

  it('says plainly that the 2.5 installer installs Greenlight v2', () => {
    const text = page('2.5-legacy', 'greenlight/v3/install');
    if (text === undefined) return;
    assert.match(text, /bbb-install-2\.5\.sh -g`? installs Greenlight v2/);
    assert.doesNotMatch(
      text,
      /bbb-install-2\.5\.sh -g`? installs Greenlight v3/,
      'The 2.5 installer never installs Greenlight v3',
    );
  });
});

describe('Greenlight v2 to v3 migration', () => {
  it('names V3_ENDPOINT and V3_SECRET_KEY_BASE for the v2 .env file', () => {
    assert.deepEqual(
      MIGRATION_ENV.map((variable) => variable.name),
      ['V3_ENDPOINT', 'V3_SECRET_KEY_BASE'],
    );
    for (const variable of MIGRATION_ENV) {
      assert.equal(variable.file, '/root/greenlight/.env', `${variable.name} goes in the Greenlight v2 .env`);
    }
    assert.match(MIGRATION_ENV[1].meaning, /SECRET_KEY_BASE/);
  });

  it('keeps the mandatory order roles, users, rooms, settings', () => {
    assert.deepEqual(
      MIGRATION_TASKS.map((task) => task.task),
      ['migrations:roles', 'migrations:users', 'migrations:rooms', 'migrations:settings'],
    );
    MIGRATION_TASKS.forEach((task, index) => assert.equal(task.order, index + 1, `${task.task} is out of order`));
  });

  it('allows ID ranges only for users and rooms', () => {
    assert.deepEqual(
      MIGRATION_TASKS.filter((task) => task.acceptsIdRange).map((task) => task.resource),
      ['users', 'rooms'],
    );
    const users = MIGRATION_TASKS[1];
    // The tasks take [provider,start,stop] (greenlight PR #4908): a bare range
    // would be read as a provider and migrate nothing.
    assert.equal(
      migrationCommand(users, { first: 1, last: 500 }),
      'sudo docker exec -it greenlight-v2 bundle exec rake migrations:users\\[,1,500]',
    );
    assert.equal(
      migrationCommand(users, { first: 1, last: 500, provider: 'greenlight' }),
      'sudo docker exec -it greenlight-v2 bundle exec rake migrations:users\\[greenlight,1,500]',
    );
    assert.equal(
      migrationCommand(MIGRATION_TASKS[0], { first: 1, last: 500 }),
      'sudo docker exec -it greenlight-v2 bundle exec rake migrations:roles',
      'A range is ignored for tasks that do not take one',
    );
  });

  it('runs the follow-up tasks in the v3 container', () => {
    assert.deepEqual(
      AFTER_MIGRATION_TASKS.map((task) => task.task),
      // migration:reset_password_email was removed (greenlight PR #5557): passwords migrate.
      ['server_recordings_sync'],
    );
    for (const task of AFTER_MIGRATION_TASKS) {
      assert.match(task.command, /docker exec -it greenlight-v3 bundle exec rake /);
    }
  });
});

describe('Release history', () => {
  it('covers exactly the docs versions that have a release-notes page', () => {
    const withPage = DOC_VERSIONS.filter((version) => DOC_IDS[version].includes('release-notes'));
    assert.deepEqual([...withPage].sort(), [...RELEASE_NOTES_VERSIONS].sort());
    for (const version of DOC_VERSIONS) {
      assert.equal(hasReleaseNotes(version), withPage.includes(version), version);
    }
  });

  it('lists each line in build order with tags of that line', () => {
    for (const version of RELEASE_NOTES_VERSIONS) {
      const line = RELEASE_LINES[version];
      assert.equal(line.version, version);
      assert.equal(line.line, RELEASES[version].release, `${version}: line must match versions.ts`);
      const tags = line.releases.map((entry) => entry.tag);
      assert.equal(new Set(tags).size, tags.length, `${version}: duplicate tags`);
      for (const entry of line.releases) {
        assert.ok(entry.tag.startsWith(`v${line.line}.`), `${entry.tag} does not belong to ${line.line}`);
        assert.ok(entry.highlights.length > 0, `${entry.tag} needs highlights`);
      }
      const kinds = line.releases.map((entry) => entry.kind);
      assert.equal(kinds.filter((kind) => kind === 'general').length, 1, `${version}: one general release`);
      assert.ok(
        kinds.indexOf('general') > kinds.lastIndexOf('pre-release'),
        `${version}: pre-releases come before the general release`,
      );
      assert.ok(
        kinds.indexOf('general') < kinds.indexOf('point') || !kinds.includes('point'),
        `${version}: point releases come after the general release`,
      );
      const patches = line.releases
        .filter((entry) => entry.kind === 'point')
        .map((entry) => Number(entry.tag.split('.')[2]));
      assert.deepEqual(
        patches,
        [...patches].sort((a, b) => a - b),
        `${version}: point releases out of order`,
      );
    }
  });

  it('orders the lines like the docs versions', () => {
    const ordered = [...RELEASE_NOTES_VERSIONS].sort(compareVersions);
    assert.deepEqual(ordered, ['2.5-legacy', '2.6', '2.7']);
  });

  it('keeps earlier releases newest first, with valid dates', () => {
    const dated = EARLIER_RELEASES.filter((entry) => entry.date !== undefined);
    const dates = dated.map((entry) => entry.date as string);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'Earlier releases must be listed newest first');
    for (const entry of EARLIER_RELEASES) {
      assert.ok(entry.date || entry.dateNote, `${entry.release} needs a date or a note explaining its absence`);
      if (entry.date) assert.doesNotThrow(() => formatReleaseDate(entry.date as string));
    }
    assert.equal(EARLIER_RELEASES[0].release, '2.2');
    assert.equal(EARLIER_RELEASES.at(-1)?.release, '0.4');
  });

  it('formats dates without the locale of the machine', () => {
    assert.equal(formatReleaseDate('2019-11-06'), 'November 6, 2019');
    assert.equal(formatReleaseDate('2009-06-12'), 'June 12, 2009');
    assert.throws(() => formatReleaseDate('2019-13-01'));
    assert.throws(() => formatReleaseDate('Nov 6 2019'));
  });
});

describe('Greenlight as it ships today', () => {
  it("names the current release in every version's install page", () => {
    for (const version of DOC_VERSIONS) {
      const page = readFileSync(`${ROOT}/versioned_docs/version-${version}/greenlight/v3/install.md`, 'utf8');
      assert.ok(
        page.includes(`Greenlight ${GREENLIGHT_CURRENT.release}`),
        `${version}: names Greenlight ${GREENLIGHT_CURRENT.release}`,
      );
      assert.ok(page.includes(GREENLIGHT_CURRENT.tag), `${version}: names the tag`);
    }
  });

  it('no Greenlight page tells readers to grep the Keycloak 20 variable', () => {
    for (const version of DOC_VERSIONS) {
      const page = readFileSync(
        `${ROOT}/versioned_docs/version-${version}/greenlight/v3/external-authentication.md`,
        'utf8',
      );
      assert.doesNotMatch(page, /grep KEYCLOAK_ADMIN_PASSWORD/, version);
      assert.match(page, /KC_BOOTSTRAP_ADMIN_PASSWORD/, version);
    }
  });
});
