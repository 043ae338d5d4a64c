/**
 * Options of the bbb-install script, per docs version, and the install
 * command of each release. The install page renders the option table and the
 * command; other pages (Greenlight, LTI, TURN) render the command with their
 * own flags, so the script URL and the -v value live in versions.ts only.
 */
import { RELEASES, inRange, versionsIn, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export type InstallOptionKind = 'flag' | 'env';

export interface InstallOption extends VersionRange {
  /** `-v`, or the variable name for `env` options. */
  readonly flag: string;
  readonly kind: InstallOptionKind;
  /** Argument in the help text's notation, e.g. `<hostname>`. */
  readonly argument?: string;
  /** What the option does, for every release that has it. */
  readonly summary: string;
  /** Replaces `summary` in the releases where the behaviour differs. */
  readonly byVersion?: Partial<Record<DocVersion, string>>;
  readonly required?: boolean;
}

const GREENLIGHT_V3 =
  'Install or update Greenlight v3 in Docker (files in ~/greenlight-v3), served at the root of the site.';

export const INSTALL_OPTIONS: readonly InstallOption[] = [
  {
    flag: '-v',
    kind: 'flag',
    argument: '<version>',
    required: true,
    summary: 'Release line to install or upgrade to.',
    byVersion: {
      '2.5-legacy':
        'Release line to install: `focal-250` installs the newest 2.5 release; `focal-25-dev` follows the development build of the v2.5.x-release branch (test servers only).',
      '2.6': 'Release line to install: `focal-260` installs the newest 2.6 release.',
      '2.7':
        'Release line to install: `focal-270` installs the newest 2.7 release. The script rejects values for other release lines.',
      '3.0':
        'Release line to install: `jammy-300` installs the newest 3.0 release; `jammy-300-3.0.N` (for example `jammy-300-3.0.14`) pins one point release. The script rejects values for other release lines.',
      '3.1':
        'Release line to install. The 3.1 pre-releases used `jammy-310` (Ubuntu 22.04) from the `v3.1.x-release` branch, which upstream renamed to `v4.0.x-release` when the line became 4.0 (January 2026). Today that script takes `noble-400`, installs 4.0 and runs only on Ubuntu 24.04 (from 4.0.0-beta.3).',
    },
    since: '2.5-legacy',
  },
  {
    flag: '-s',
    kind: 'flag',
    argument: '<hostname>',
    summary:
      "Fully qualified hostname of the server. It must resolve to the server's public IP address; the script refuses the example name bbb.example.com.",
    since: '2.5-legacy',
  },
  {
    flag: '-e',
    kind: 'flag',
    argument: '<email>',
    summary:
      "Email address for Let's Encrypt. With `-s`, the script requests a certificate and installs a renewal hook.",
    since: '2.5-legacy',
  },
  {
    flag: '-x',
    kind: 'flag',
    summary:
      "Use the Let's Encrypt manual DNS challenge instead of HTTP, for servers Let's Encrypt cannot reach on port 80. You then renew the certificate by hand every 90 days.",
    since: '2.5-legacy',
  },
  {
    flag: '-g',
    kind: 'flag',
    summary: 'Install or update Greenlight in Docker.',
    byVersion: {
      '2.5-legacy':
        'Install or update Greenlight v2 in Docker (files in ~/greenlight), served under `https://<hostname>/b`.',
      '2.6': GREENLIGHT_V3,
      '2.7': GREENLIGHT_V3,
      '3.0': GREENLIGHT_V3,
      '3.1': GREENLIGHT_V3,
    },
    since: '2.5-legacy',
  },
  {
    flag: '-k',
    kind: 'flag',
    summary:
      'Install Keycloak next to Greenlight, for external authentication; requires `-g`. The help text says version 20, but the service is copied from the current Greenlight image and runs Keycloak 26.0.',
    since: '2.6',
  },
  {
    flag: '-t',
    kind: 'flag',
    argument: '<key>:<secret>',
    summary:
      'Install or update the BigBlueButton LTI framework (LTI broker and rooms application) and add or update the consumer credentials `<key>:<secret>`.',
    since: '2.6',
  },
  {
    flag: '-a',
    kind: 'flag',
    summary:
      'Install the API demos (package bbb-demo). They let anyone create meetings on the server: remove them before production.',
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    flag: '-c',
    kind: 'flag',
    argument: '<hostname>:<secret>',
    summary:
      'Use an external coturn server at `<hostname>` that shares `<secret>`, instead of the built-in TURN server. haproxy and the local coturn are then not set up, and a running haproxy is disabled. The script refuses the example values `turn.example.com` and `1234abcd`.',
    byVersion: {
      '2.5-legacy':
        'With `-v`: configure BigBlueButton to use the coturn server at `<hostname>` with `<secret>`. Without `-v` (and with `-e`): install coturn on this machine, which must be a separate Ubuntu 20.04 host.',
    },
    since: '2.5-legacy',
  },
  {
    flag: '-m',
    kind: 'flag',
    argument: '<link_path>',
    summary:
      'Create /var/bigbluebutton as a symbolic link to `<link_path>`, for example a larger volume for recordings.',
    since: '2.5-legacy',
  },
  {
    flag: '-p',
    kind: 'flag',
    argument: '<host>[:<port>]',
    summary: 'Download packages through the apt proxy at `<host>` (port 3142 unless you give one).',
    since: '2.5-legacy',
  },
  {
    flag: '-r',
    kind: 'flag',
    argument: '<host>',
    summary: 'Use another package repository, such as packages-eu.bigbluebutton.org.',
    since: '2.5-legacy',
  },
  {
    flag: '-d',
    kind: 'flag',
    summary: "Skip the Let's Encrypt request and use the fullchain.pem and privkey.pem you placed in /local/certs/.",
    since: '2.5-legacy',
  },
  {
    flag: '-w',
    kind: 'flag',
    summary:
      'Enable the UFW firewall (recommended): the script writes /etc/bigbluebutton/bbb-conf/apply-config.sh, unless you already have one, so that every `bbb-conf --restart` or `--setip` allows OpenSSH (22/tcp), 80/tcp, 443/tcp and 16384:32768/udp, plus 3478 while haproxy (the built-in TURN server) runs. Stops when a `Port` line in /etc/ssh/ssh_config names another port than 22; that is the SSH client file, so a server whose sshd listens elsewhere is not detected.',
    byVersion: {
      '2.5-legacy':
        'Enable the UFW firewall (recommended): the script writes /etc/bigbluebutton/bbb-conf/apply-config.sh, unless you already have one, so that every `bbb-conf --restart` or `--setip` allows OpenSSH (22/tcp), 80/tcp, 443/tcp and 16384:32768/udp. Stops when a `Port` line in /etc/ssh/ssh_config names another port than 22; that is the SSH client file, so a server whose sshd listens elsewhere is not detected.',
    },
    since: '2.5-legacy',
  },
  {
    flag: '-j',
    kind: 'flag',
    summary:
      'Continue even if the server misses the production requirements (development, testing and CI only). Some checks still stop the script.',
    since: '2.5-legacy',
  },
  {
    flag: '-i',
    kind: 'flag',
    summary: 'Continue even if the Apache web server is installed.',
    since: '2.5-legacy',
  },
  // No `-l`: every script's help text lists "-l  Only install Let's Encrypt
  // certificate", but no getopts string has `l`, so the script stops with
  // "Invalid option: -l" (2.5 to 3.0 read at the commits in `sources`).
  {
    flag: '-h',
    kind: 'flag',
    summary: 'Print the help text of the script and exit.',
    since: '2.5-legacy',
  },
  {
    flag: 'GL_PATH',
    kind: 'env',
    argument: '<path>',
    summary:
      'Environment variable read together with `-g`: serve Greenlight under a sub-path such as `/gl` instead of the site root. The path must start with `/` and must not end with one.',
    since: '2.6',
  },
];

/** "2.5 only", "2.6 and later", "2.5 and later". */
export function availabilityLabel(option: InstallOption): string {
  const first = RELEASES[option.since].release;
  if (option.until === undefined) return `${first} and later`;
  const last = RELEASES[versionsIn(option).at(-1) ?? option.since].release;
  return first === last ? `${first} only` : `${first} to ${last}`;
}

export interface ResolvedInstallOption {
  flag: string;
  kind: InstallOptionKind;
  argument?: string;
  description: string;
  required: boolean;
  availability: string;
}

/** The options of one release, with that release's wording. */
export function installOptionsFor(version: DocVersion): ResolvedInstallOption[] {
  return INSTALL_OPTIONS.filter((option) => inRange(option, version)).map((option) => ({
    flag: option.flag,
    kind: option.kind,
    argument: option.argument,
    description: option.byVersion?.[version] ?? option.summary,
    required: option.required ?? false,
    availability: availabilityLabel(option),
  }));
}

export interface InstallCommandInput {
  hostname?: string;
  email?: string;
  /** Extra options, e.g. `-w -g` or `-c turn.example.com:<secret>`. */
  flags?: string;
  /** Environment assignments passed to the script, e.g. `GL_PATH=/gl`. */
  env?: string;
  /** Point release to pin, e.g. `3.0.14` gives `-v jammy-300-3.0.14`. */
  pin?: string;
}

export const EXAMPLE_HOSTNAME = 'bbb.example.com';
export const EXAMPLE_EMAIL = 'notice@example.com';

/**
 * The release's install command. Throws when `flags` uses an option the
 * release's script does not accept, so a page cannot show a command that
 * fails (the build renders every page).
 */
export function buildInstallCommand(version: DocVersion, input: InstallCommandInput = {}): string {
  const { installer } = RELEASES[version];
  const hostname = input.hostname ?? EXAMPLE_HOSTNAME;
  const email = input.email ?? EXAMPLE_EMAIL;
  const flags = (input.flags ?? '').trim();
  const accepted = new Set(installOptionsFor(version).map((option) => option.flag));
  for (const token of flags.split(/\s+/).filter((t) => t.startsWith('-'))) {
    if (!accepted.has(token)) {
      throw new Error(
        `bbb-install for ${version} has no option ${token}; see INSTALL_OPTIONS in src/data/admin/installOptions.ts`,
      );
    }
    if (token === '-v' || token === '-s' || token === '-e') {
      throw new Error(`Pass ${token} through the hostname/email props, not in flags (${version})`);
    }
  }
  const env = (input.env ?? '').trim();
  const runner = env ? `sudo ${env} bash -s --` : 'sudo bash -s --';
  const pin = (input.pin ?? '').trim();
  if (pin && !pin.startsWith(`${RELEASES[version].release}.`)) {
    throw new Error(
      `Cannot pin ${pin} with the ${version} installer: give a ${RELEASES[version].release}.N point release`,
    );
  }
  const versionValue = pin ? `${installer.versionFlag}-${pin}` : installer.versionFlag;
  const args = [`-v ${versionValue}`, `-s ${hostname}`, `-e ${email}`, flags].filter(Boolean).join(' ');
  return `wget -qO- ${installer.url} | \\\n  ${runner} ${args}`;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    commit: '008af1514aefaaab2e82333d609b6bc36c8cb27f',
    checked: '2026-11-27',
    note: 'The 4.1 script (-v noble-410); its 4.0 copy (-v noble-400, branch v4.0.x-release) has the same -k code. The -k path appends docker-compose.kc.yml from bigbluebutton/greenlight:v3 and still fills KEYCLOAK_ADMIN_PASSWORD, which Keycloak 26 fragments no longer have, then prints admin and the unused password. Help text: "Install Keycloak v20".',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.5.sh',
    commit: '61f19cad664a425699f610e4ba42b1a39a928001',
    checked: '2026-11-28',
    note: 'Usage text and getopts string "hs:r:c:v:e:p:m:xgadwji" of the 2.5 script: -l is in the help text but not in getopts (Invalid option). -a installs bbb-demo; -g Greenlight v2 in ~/greenlight behind /b; -c without -v installs coturn (Ubuntu 20.04, needs -e); -w reads Port from /etc/ssh/ssh_config and writes apply-config.sh with enableUFWRules.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install-2.6.sh',
    commit: 'a8a10eae90586947e14ebb68e3dd9eded987c32b',
    checked: '2026-11-28',
    note: 'Usage text and getopts string "hs:r:c:v:e:p:m:t:xgadwjik" of the 2.6 script: -g Greenlight v3, -k Keycloak (requires -g), -t LTI, GL_PATH check, -a stops with an error, no -l; check_version accepts focal-26 only; -c disables a running haproxy.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v2.7.x-release',
    commit: '80a18c92fa6fd7461c3a6c02a1be2e301311fc4d',
    checked: '2026-11-28',
    note: 'Usage text and getopts string of the 2.7 script (same as 2.6); check_version accepts focal-27 only; refuses turn.example.com and 1234abcd for -c.',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v3.0.x-release',
    commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
    checked: '2026-11-28',
    note: 'The newest copy of the branch that could be read (February 2024; later commits on the branch were not read). Usage text and getopts string as in 2.7; check_version accepts values containing jammy-30 for which the package repository exists; -d links /local/certs/fullchain.pem and privkey.pem; -p writes the apt proxy with port 3142 unless given; -m links /var/bigbluebutton to the path. -w writes apply-config.sh calling enableUFWRules of bigbluebutton-config/bin/apply-lib.sh (a 2.6-or-later copy read without a commit id: OpenSSH, "Nginx Full", 16384:32768/udp, 3478 while haproxy is active).',
  },
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'main',
    checked: '2026-11-26',
    note: 'Current usage text (adds -b); for comparison with the release branches.',
  },
];
