/**
 * Settings of the Greenlight v3 `.env` file.
 *
 * Greenlight v3 reads its configuration from `/root/greenlight-v3/.env` on
 * the machine that runs its containers. The install page of every docs
 * version renders these rows, so a default or a description changes here
 * once. Greenlight v3 itself is released independently of BigBlueButton: the
 * rows are the same for every docs version; only the way Greenlight gets
 * installed differs (see `installRoutes`).
 */
import { RELEASES, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** Where Greenlight v3 keeps its settings, on both install routes. */
export const GREENLIGHT_ENV_FILE = '/root/greenlight-v3/.env';

/** Directory holding the `.env` and `docker-compose.yml` of Greenlight v3. */
export const GREENLIGHT_DIR = '/root/greenlight-v3';

/** Name of the application container, used by every `docker exec` command. */
export const GREENLIGHT_CONTAINER = 'greenlight-v3';

export const ENV_GROUPS = ['general', 'locale', 'smtp', 'openid-connect', 'hcaptcha', 'relative-url-root'] as const;

/** Section of the `.env` file a setting belongs to. */
export type EnvGroup = (typeof ENV_GROUPS)[number];

export const ENV_GROUP_LABELS: Record<EnvGroup, string> = {
  general: 'General (written by the installer)',
  locale: 'Default locale',
  smtp: 'Email (SMTP)',
  'openid-connect': 'OpenID Connect',
  hcaptcha: 'hCaptcha',
  'relative-url-root': 'Relative URL root',
};

export interface GreenlightEnvSetting {
  /** Variable name exactly as written in the `.env` file. */
  name: string;
  group: EnvGroup;
  /**
   * Value Greenlight uses when the variable is unset or commented out.
   * `undefined` means there is no default: the feature stays off.
   */
  defaultValue?: string;
  /** What the variable controls, in one or two sentences. Backticks mark code. */
  meaning: string;
  /** True when Greenlight does not start, or the feature fails, without it. */
  required: boolean;
  /** True when bbb-install `-g` or gl-install.sh writes the value for you. */
  setByInstaller: boolean;
  /** A realistic value, for the example blocks of the pages. */
  example?: string;
}

export const GREENLIGHT_ENV: readonly GreenlightEnvSetting[] = [
  {
    name: 'SECRET_KEY_BASE',
    group: 'general',
    meaning:
      'Key Rails uses to sign sessions and encrypt data. Generated on first install; never change it on a running site, and copy it unchanged when you move Greenlight to another server.',
    required: true,
    setByInstaller: true,
  },
  {
    name: 'BIGBLUEBUTTON_ENDPOINT',
    group: 'general',
    meaning:
      'API URL of the BigBlueButton server that hosts the meetings, such as `https://bbb.example.org/bigbluebutton/api`.',
    required: true,
    setByInstaller: true,
    example: 'https://bbb.example.com/bigbluebutton/api',
  },
  {
    name: 'BIGBLUEBUTTON_SECRET',
    group: 'general',
    meaning: 'Shared secret of that BigBlueButton server, as printed by `bbb-conf --secret`.',
    required: true,
    setByInstaller: true,
  },
  {
    name: 'DATABASE_URL',
    group: 'general',
    meaning:
      'Connection URL of the PostgreSQL database of Greenlight. The installer points it at the `postgres` container and database `greenlight-v3-production`.',
    required: true,
    setByInstaller: true,
    example: 'postgres://postgres:<password>@postgres:5432/greenlight-v3-production',
  },
  {
    name: 'REDIS_URL',
    group: 'general',
    meaning: 'Connection URL of the Redis container Greenlight uses for background jobs and live updates.',
    required: true,
    setByInstaller: true,
    example: 'redis://redis:6379/',
  },
  {
    name: 'DEFAULT_LOCALE',
    group: 'locale',
    defaultValue: 'en',
    meaning: 'Language given to new accounts. Each user can still pick another language in their profile.',
    required: false,
    setByInstaller: false,
    example: 'de',
  },
  {
    name: 'SMTP_SERVER',
    group: 'smtp',
    meaning: 'Host name of the mail server Greenlight sends through. Leave unset to send no email.',
    required: false,
    setByInstaller: false,
    example: 'smtp.example.com',
  },
  {
    name: 'SMTP_PORT',
    group: 'smtp',
    meaning:
      'Port of the mail server: usually `25` or `587` for SMTP and `465` for SMTPS. Needed as soon as `SMTP_SERVER` is set: Greenlight reads it without a fallback and does not start without it.',
    required: false,
    setByInstaller: false,
    example: '587',
  },
  {
    name: 'SMTP_USERNAME',
    group: 'smtp',
    meaning: 'Account name Greenlight signs in to the mail server with.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'SMTP_PASSWORD',
    group: 'smtp',
    meaning: 'Password of that mail account.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'SMTP_AUTH',
    group: 'smtp',
    meaning: 'Authentication method the mail server expects: `plain`, `login` or `cram_md5`.',
    required: false,
    setByInstaller: false,
    example: 'login',
  },
  {
    name: 'SMTP_DOMAIN',
    group: 'smtp',
    meaning:
      'Domain Greenlight announces in the SMTP greeting, normally the domain part of the sender address. Like `SMTP_PORT`, it has no fallback once `SMTP_SERVER` is set.',
    required: false,
    setByInstaller: false,
    example: 'example.com',
  },
  {
    name: 'SMTP_SENDER_EMAIL',
    group: 'smtp',
    meaning: 'Address shown in the From field of every message Greenlight sends. Needed once `SMTP_SERVER` is set.',
    required: false,
    setByInstaller: false,
    example: 'rooms@example.com',
  },
  {
    name: 'SMTP_SENDER_NAME',
    group: 'smtp',
    meaning: 'Display name shown next to the sender address.',
    required: false,
    setByInstaller: false,
    example: 'Example Rooms',
  },
  {
    name: 'SMTP_STARTTLS_AUTO',
    group: 'smtp',
    meaning:
      'Upgrade the connection with STARTTLS when the server offers it, and fall back to plain SMTP otherwise. The sample `.env` shows `true` on a commented-out line, but while that line stays commented out Greenlight passes no value, so write `SMTP_STARTTLS_AUTO=true` when you want it.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'SMTP_STARTTLS',
    group: 'smtp',
    defaultValue: 'false',
    meaning: 'Insist on STARTTLS: the connection fails when the server cannot upgrade it.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'SMTP_TLS',
    group: 'smtp',
    defaultValue: 'false',
    meaning: 'Speak TLS from the first byte (SMTPS, usually port `465`) instead of upgrading a plain connection.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'SMTP_SSL_VERIFY',
    group: 'smtp',
    defaultValue: 'true',
    meaning: 'Check the certificate of the mail server. Turn it off only for a server with a self-signed certificate.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'OPENID_CONNECT_CLIENT_ID',
    group: 'openid-connect',
    meaning: 'Client ID registered for Greenlight at the OpenID Connect provider.',
    required: false,
    setByInstaller: false,
    example: 'greenlight',
  },
  {
    name: 'OPENID_CONNECT_CLIENT_SECRET',
    group: 'openid-connect',
    meaning: 'Client secret the provider issued for that client.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'OPENID_CONNECT_ISSUER',
    group: 'openid-connect',
    meaning:
      'Issuer URL of the provider. It must be an `https://` URL on the default port 443; Greenlight discovers the other endpoints from it. Setting it turns external sign-in on.',
    required: false,
    setByInstaller: false,
    example: 'https://gl.example.com/keycloak/realms/greenlight',
  },
  {
    name: 'OPENID_CONNECT_REDIRECT',
    group: 'openid-connect',
    meaning:
      'Public URL of Greenlight, where the provider sends users back after they sign in. Include the relative URL root when Greenlight runs under a path.',
    required: false,
    setByInstaller: false,
    example: 'https://gl.example.com/',
  },
  {
    name: 'OPENID_CONNECT_UID_FIELD',
    group: 'openid-connect',
    defaultValue: 'sub',
    meaning:
      'Claim of the user-info response that identifies a user uniquely. Early Greenlight v3 images used `preferred_username`; set the claim explicitly when you upgrade an old install, and never change it once users have signed in, because accounts are matched on it.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'HCAPTCHA_SITE_KEY',
    group: 'hcaptcha',
    meaning: 'Site key of your hCaptcha site. With both hCaptcha keys set, sign-up and sign-in forms show a challenge.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'HCAPTCHA_SECRET_KEY',
    group: 'hcaptcha',
    meaning: 'Secret key Greenlight uses to check answers with hCaptcha.',
    required: false,
    setByInstaller: false,
  },
  {
    name: 'RELATIVE_URL_ROOT',
    group: 'relative-url-root',
    defaultValue: '/',
    meaning:
      'Path Greenlight is served under, such as `/gl`: starts with a slash and has no trailing slash. The `GL_PATH` variable of the installers overrides it, and a change takes effect only after the installer runs again.',
    required: false,
    setByInstaller: true,
    example: '/gl',
  },
];

/** The settings of one group, in file order. */
export function envSettings(group?: EnvGroup): readonly GreenlightEnvSetting[] {
  return group ? GREENLIGHT_ENV.filter((setting) => setting.group === group) : GREENLIGHT_ENV;
}

/** One setting by name, or undefined. */
export function envSetting(name: string): GreenlightEnvSetting | undefined {
  return GREENLIGHT_ENV.find((setting) => setting.name === name);
}

export type InstallRoute = 'bbb-install' | 'gl-install';

/**
 * Which scripts install Greenlight v3 for a docs version. From 2.6 on,
 * bbb-install `-g` installs Greenlight v3 next to BigBlueButton; the 2.5
 * installer's `-g` installs Greenlight v2, so there only the standalone
 * script installs Greenlight v3.
 */
export function installRoutes(version: DocVersion): readonly InstallRoute[] {
  return RELEASES[version].greenlight === 'v3' ? ['bbb-install', 'gl-install'] : ['gl-install'];
}

/** Options of the standalone installer `gl-install.sh`. */
export interface GlInstallOption {
  flag: string;
  argument?: string;
  required: 'yes' | 'no' | 'unless -d' | 'unless -e';
  meaning: string;
}

export const GL_INSTALL_URL = 'https://raw.githubusercontent.com/bigbluebutton/greenlight/master/gl-install.sh';

export const GL_INSTALL_OPTIONS: readonly GlInstallOption[] = [
  {
    flag: '-s',
    argument: '<hostname>',
    required: 'yes',
    meaning: 'Public host name of the Greenlight server. DNS must already resolve it to this machine.',
  },
  {
    flag: '-b',
    argument: '<hostname>:<secret>',
    required: 'no',
    meaning:
      'Optional in the script, but pass it: the BigBlueButton server and its shared secret (`bbb-conf --secret` on that server). Without it the script falls back to a public test server that must never serve real users.',
  },
  {
    flag: '-e',
    argument: '<email>',
    required: 'unless -d',
    meaning:
      'Email address for the Let’s Encrypt account; the script requests the certificate. Do not combine with `-d`.',
  },
  {
    flag: '-d',
    required: 'unless -e',
    meaning:
      'Skip the certificate request and use your own `fullchain.pem` and `privkey.pem` from `/local/certs/`. Do not combine with `-e`.',
  },
  {
    flag: '-k',
    required: 'no',
    meaning:
      'Add Keycloak to the Docker Compose project, for sign-in through external identity providers. The script’s help still says 20.0; the fragment it copies from the current image runs Keycloak 26.0 and fills in `KC_BOOTSTRAP_ADMIN_PASSWORD`.',
  },
];

/**
 * The Greenlight v3 release that `bigbluebutton/greenlight:v3` follows today.
 * Greenlight is released on its own schedule; every docs version's install
 * page names this release.
 */
export const GREENLIGHT_CURRENT = {
  release: '3.8.2.4',
  tag: 'release-3.8.2.4',
  date: '2026-07-17',
  commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
  /** First release whose docker-compose.kc.yml runs Keycloak 26.0 (greenlight PR #5974). */
  keycloak26Since: '3.7.0',
  /** Ubuntu releases gl-install.sh accepts (check_ubuntu_lts). */
  glInstallUbuntu: ['20.04', '22.04'],
} as const;

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/greenlight',
    path: 'gl-install.sh',
    commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
    checked: '2026-11-27',
    note: 'Tag release-3.8.2.4 (2026-07-17), the newest Greenlight v3 release (tags release-3.7.0 of 2026-01-09 to release-3.8.2.4). check_ubuntu_lts accepts 20.04 and 22.04 only. Usage text: -b is "(Optional)" and falls back to a public test server; -k still says "Keycloak 20.0", but the -k path appends docker-compose.kc.yml from the image and fills KC_BOOTSTRAP_ADMIN_PASSWORD.',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'docker-compose.kc.yml',
    commit: '6fa0c4c69a79f9169ca11f5c4ccc3375c2fd836e',
    checked: '2026-11-27',
    note: 'PR #5974 (first released in release-3.7.0, 2026-01-09): image quay.io/keycloak/keycloak:26.0. Commit bf36d6f1602e08fef5e03fb07d7aa20d96413647 (PR #6163) replaced KEYCLOAK_ADMIN/KEYCLOAK_ADMIN_PASSWORD with KC_BOOTSTRAP_ADMIN_USERNAME/KC_BOOTSTRAP_ADMIN_PASSWORD.',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'config/environments/production.rb',
    commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
    checked: '2026-11-28',
    note: 'Tag release-3.8.2.4. SMTP is used only when SMTP_SERVER is present; SMTP_PORT, SMTP_DOMAIN and SMTP_SENDER_EMAIL are read with ENV.fetch and no fallback; SMTP_STARTTLS_AUTO, SMTP_STARTTLS and SMTP_TLS are cast from ENV.fetch(..., nil), so they are unset (not true) when the line is commented out; SMTP_SSL_VERIFY verifies unless it is "false". sample.env at the same tag lists the SMTP, OpenID Connect, hCaptcha, DEFAULT_LOCALE and RELATIVE_URL_ROOT variables (SMTP_STARTTLS_AUTO=true only on a commented line).',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'config/initializers/omniauth.rb',
    commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
    checked: '2026-11-28',
    note: 'Tag release-3.8.2.4: OPENID_CONNECT_UID_FIELD defaults to sub; OPENID_CONNECT_ISSUER switches OpenID Connect on; the redirect URI is OPENID_CONNECT_REDIRECT joined with auth/openid_connect/callback. config/initializers/locales.rb: DEFAULT_LOCALE defaults to en. config/initializers/hcaptcha.rb and the sessions and users controllers: hCaptcha checks sign-in and sign-up when both keys are set. config/application.rb: RELATIVE_URL_ROOT trailing slashes removed, blank means /. config/database.yml: database greenlight-v3-production.',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'bin/start',
    commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
    checked: '2026-11-28',
    note: 'Tag release-3.8.2.4: the container start runs rails assets:precompile (jsbundling-rails adds the esbuild build of app/javascript), then db:create and db:migrate; .dockerignore keeps app/assets/builds out of the image, so the front end is bundled at every start. Used by the customize pages. The image is built from release tags on master (.github/workflows/ci.build.release.yml); the branch v3 stopped at 139897fc (2023-11-03). lib/tasks/admin.rake: admin:create defaults to admin@example.com / Administrator1!. lib/tasks/user.rake prints the created account. Session cookies (config/initializers/session_store.rb, cookie_store) are signed with SECRET_KEY_BASE.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'v3.0.x-release copy (2.7: 80a18c92fa6fd7461c3a6c02a1be2e301311fc4d, same Greenlight code). install_greenlight_v3: GL3_DIR ~/greenlight-v3, nginx snippets in /usr/share/bigbluebutton/nginx, .env.old backup, BIGBLUEBUTTON_ENDPOINT and BIGBLUEBUTTON_SECRET rewritten on every run, default-fe.nginx renamed to .disabled, Keycloak nginx re-published when the copied compose file has a keycloak service. install_docker installs docker-ce without naming the Compose plugin and the standalone docker-compose 1.24.0, which the script itself runs; gl-install.sh @ release-3.8.2.4 installs docker-compose-plugin and the same standalone binary.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/greenlight/v3/install.md',
    checked: '2026-11-26',
    note: 'The .env tables: SMTP, OpenID Connect, hCaptcha and RELATIVE_URL_ROOT (default /). The OPENID_CONNECT_UID_FIELD default (sub; preferred_username in early v3 images) was compared with copies of config/initializers/omniauth.rb found by text search, not attributed to a branch.',
  },
];
