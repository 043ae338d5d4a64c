/**
 * What each release's bbb-install prints when it stops during its checks.
 *
 * The strings are quoted from the script of that release line (see the
 * `source` of each release), not from another one: the memory and CPU
 * messages changed between 2.6 and 2.7, and a row copied from one release
 * into another would quote a message that script never prints. Each message
 * carries its release in `version`, so the type checker rejects one placed
 * under another release. The install pages render them with
 * <InstallerMessages version="..." />.
 */
import type { DataSources, UpstreamSource } from '../sources';
import type { DocVersion } from '../versions';

/** The checks whose failure the install page explains. */
export type InstallerCheck = 'hostname' | 'dns' | 'apache' | 'memory' | 'cpu' | 'ipv6' | 'letsencrypt';

export interface InstallerMessage<V extends DocVersion = DocVersion> {
  /** The release whose script prints it. */
  readonly version: V;
  readonly check: InstallerCheck;
  /** The message as the script has it; `…` stands for a value the script fills in. */
  readonly text: string;
  /**
   * `err`: printed by the script's `err` function, so prefixed with
   * `bbb-install: `. `echo`: printed as it is.
   */
  readonly printedBy: 'err' | 'echo';
  /** True when `-j` lets the script go on past this check. */
  readonly skippedByJ?: true;
  /** True when `-i` lets the script go on past this check. */
  readonly skippedByI?: true;
  /** Set when the text was not read on the release's own branch: what would confirm it. */
  readonly note?: string;
}

export interface ReleaseInstallerMessages<V extends DocVersion> {
  /** The script the messages were read from. */
  readonly source: UpstreamSource;
  readonly messages: readonly InstallerMessage<V>[];
}

/** One entry per release, each typed with its own release. */
export type InstallerMessagesByRelease = { readonly [V in DocVersion]: ReleaseInstallerMessages<V> };

const CHECKED = '2026-11-26';
const CHECKED_28 = '2026-11-28';

/** Not quoted from a 3.1 copy of the script: where it was read, and what would confirm it. */
const NOT_READ_ON_31 =
  'The v3.1.x-release branch of bigbluebutton/bbb-install was not available to read. Same text on the branches before and after it (v2.7.x-release, v4.0.x-release, main). Confirm in bbb-install.sh on v3.1.x-release.';

export const INSTALLER_MESSAGES: InstallerMessagesByRelease = {
  '2.5-legacy': {
    source: {
      repository: 'bigbluebutton/bbb-install',
      path: 'bbb-install-2.5.sh',
      commit: '61f19cad664a425699f610e4ba42b1a39a928001',
      checked: CHECKED_28,
      note: 'No IPv6 check in this script; it runs check_mem and check_cpus only, both skipped with -j. The -l option of its help text is refused (no l in getopts).',
    },
    messages: [
      {
        version: '2.5-legacy',
        check: 'hostname',
        text: 'You must specify a valid hostname (not the hostname given in the docs).',
        printedBy: 'err',
      },
      {
        version: '2.5-legacy',
        check: 'dns',
        text: "DNS lookup for … resolved to … but didn't match local ….",
        printedBy: 'err',
      },
      {
        version: '2.5-legacy',
        check: 'apache',
        text: 'You must uninstall the Apache2 server first',
        printedBy: 'echo',
        skippedByI: true,
      },
      {
        version: '2.5-legacy',
        check: 'memory',
        text: 'Your server needs to have (at least) 4G of memory.',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '2.5-legacy',
        check: 'cpu',
        text: 'Your server needs to have (at least) 4 CPUs (8 recommended for production).',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '2.5-legacy',
        check: 'letsencrypt',
        text: "Let's Encrypt SSL request for … did not succeed - exiting",
        printedBy: 'err',
      },
    ],
  },
  '2.6': {
    source: {
      repository: 'bigbluebutton/bbb-install',
      path: 'bbb-install-2.6.sh',
      commit: 'a8a10eae90586947e14ebb68e3dd9eded987c32b',
      checked: CHECKED_28,
      note: 'check_mem, check_cpus, check_ipv6 (each skipped with -j), check_apache2 (skipped with -i); the Let’s Encrypt message in install_ssl.',
    },
    messages: [
      {
        version: '2.6',
        check: 'hostname',
        text: 'You must specify a valid hostname (not the hostname given in the docs).',
        printedBy: 'err',
      },
      {
        version: '2.6',
        check: 'dns',
        text: "DNS lookup for … resolved to … but didn't match local ….",
        printedBy: 'err',
      },
      {
        version: '2.6',
        check: 'apache',
        text: 'You must uninstall the Apache2 server first',
        printedBy: 'echo',
        skippedByI: true,
      },
      {
        version: '2.6',
        check: 'memory',
        text: 'Your server needs to have (at least) 4G of memory.',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '2.6',
        check: 'cpu',
        text: 'Your server needs to have (at least) 4 CPUs (8 recommended for production).',
        printedBy: 'echo',
        skippedByJ: true,
      },
      { version: '2.6', check: 'ipv6', text: 'Your server does not support IPV6', printedBy: 'echo', skippedByJ: true },
      {
        version: '2.6',
        check: 'letsencrypt',
        text: "Let's Encrypt SSL request for … did not succeed - exiting",
        printedBy: 'err',
      },
    ],
  },
  '2.7': {
    source: {
      repository: 'bigbluebutton/bbb-install',
      path: 'bbb-install.sh',
      branch: 'v2.7.x-release',
      commit: '80a18c92fa6fd7461c3a6c02a1be2e301311fc4d',
      checked: CHECKED_28,
    },
    messages: [
      {
        version: '2.7',
        check: 'hostname',
        text: 'You must specify a valid hostname (not the hostname given in the docs).',
        printedBy: 'err',
      },
      {
        version: '2.7',
        check: 'dns',
        text: "DNS lookup for … resolved to … but didn't match local ….",
        printedBy: 'err',
      },
      {
        version: '2.7',
        check: 'apache',
        text: 'You must uninstall the Apache2 server first',
        printedBy: 'echo',
        skippedByI: true,
      },
      {
        version: '2.7',
        check: 'memory',
        text: 'Your server should have (at least) 4 GB of memory.',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '2.7',
        check: 'cpu',
        text: 'Your server needs to have (at least) 4 CPU cores (8 CPU cores recommended for production).',
        printedBy: 'echo',
        skippedByJ: true,
      },
      { version: '2.7', check: 'ipv6', text: 'Your server does not support IPv6', printedBy: 'echo', skippedByJ: true },
      {
        version: '2.7',
        check: 'letsencrypt',
        text: "Let's Encrypt SSL request for … did not succeed - exiting",
        printedBy: 'err',
      },
    ],
  },
  '3.0': {
    source: {
      repository: 'bigbluebutton/bbb-install',
      path: 'bbb-install.sh',
      branch: 'v3.0.x-release',
      commit: '8e120f4f7d08f2fdee312345e102ad882acab612',
      checked: CHECKED_28,
      note: 'Read on the release branch itself (its newest commit that could be read, February 2024): the same seven messages as v2.7.x-release, in the -s option, check_host, check_apache2, check_mem, check_cpus, check_ipv6 and install_ssl.',
    },
    messages: [
      {
        version: '3.0',
        check: 'hostname',
        text: 'You must specify a valid hostname (not the hostname given in the docs).',
        printedBy: 'err',
      },
      {
        version: '3.0',
        check: 'dns',
        text: "DNS lookup for … resolved to … but didn't match local ….",
        printedBy: 'err',
      },
      {
        version: '3.0',
        check: 'apache',
        text: 'You must uninstall the Apache2 server first',
        printedBy: 'echo',
        skippedByI: true,
      },
      {
        version: '3.0',
        check: 'memory',
        text: 'Your server should have (at least) 4 GB of memory.',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '3.0',
        check: 'cpu',
        text: 'Your server needs to have (at least) 4 CPU cores (8 CPU cores recommended for production).',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '3.0',
        check: 'ipv6',
        text: 'Your server does not support IPv6',
        printedBy: 'echo',
        skippedByJ: true,
      },
      {
        version: '3.0',
        check: 'letsencrypt',
        text: "Let's Encrypt SSL request for … did not succeed - exiting",
        printedBy: 'err',
      },
    ],
  },
  '3.1': {
    source: {
      repository: 'bigbluebutton/bbb-install',
      path: 'bbb-install.sh',
      branch: 'main',
      checked: CHECKED,
      note: 'The v3.1.x-release branch was not available to read; main (4.1 line) and v4.0.x-release print the same messages as v2.7.x-release.',
    },
    messages: [
      {
        version: '3.1',
        check: 'hostname',
        text: 'You must specify a valid hostname (not the hostname given in the docs).',
        printedBy: 'err',
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'dns',
        text: "DNS lookup for … resolved to … but didn't match local ….",
        printedBy: 'err',
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'apache',
        text: 'You must uninstall the Apache2 server first',
        printedBy: 'echo',
        skippedByI: true,
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'memory',
        text: 'Your server should have (at least) 4 GB of memory.',
        printedBy: 'echo',
        skippedByJ: true,
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'cpu',
        text: 'Your server needs to have (at least) 4 CPU cores (8 CPU cores recommended for production).',
        printedBy: 'echo',
        skippedByJ: true,
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'ipv6',
        text: 'Your server does not support IPv6',
        printedBy: 'echo',
        skippedByJ: true,
        note: NOT_READ_ON_31,
      },
      {
        version: '3.1',
        check: 'letsencrypt',
        text: "Let's Encrypt SSL request for … did not succeed - exiting",
        printedBy: 'err',
        note: NOT_READ_ON_31,
      },
    ],
  },
};

/** What causes each failed check and what to do; our words, the same for every release. */
export const INSTALLER_CHECK_FIXES: Readonly<Record<InstallerCheck, string>> = {
  hostname: 'You left `bbb.example.com` in the command. Use your own hostname.',
  dns: 'The DNS record points elsewhere, or the server is behind NAT. Fix the A record, or configure the firewall first.',
  apache: 'Remove Apache with `sudo apt-get purge apache2 apache2-bin`, or pass `-i` if you really must keep it.',
  memory:
    'The server is below even the development minimum. Resize it; `-j` lets the script go on, on test machines only.',
  cpu: 'Fewer than 4 CPU cores. Resize the server; `-j` lets the script go on, on test machines only.',
  ipv6: 'The kernel has IPv6 turned off (no `/proc/net/if_inet6`). Turn it back on; `-j` lets the script go on.',
  letsencrypt:
    'Let’s Encrypt could not reach port 80. Open port 80, or use `-x` (DNS challenge) or `-d` (your own certificate).',
};

/** The line as it appears on the terminal, with the `bbb-install: ` prefix of `err`. */
export function printedLine(message: InstallerMessage): string {
  return message.printedBy === 'err' ? `bbb-install: ${message.text}` : message.text;
}

/** The messages of one release, in the order the script runs its checks. */
export function installerMessagesFor<V extends DocVersion>(version: V): readonly InstallerMessage<V>[] {
  return (INSTALLER_MESSAGES as InstallerMessagesByRelease)[version].messages as readonly InstallerMessage<V>[];
}

export const sources: DataSources = [
  INSTALLER_MESSAGES['2.5-legacy'].source,
  INSTALLER_MESSAGES['2.6'].source,
  INSTALLER_MESSAGES['2.7'].source,
  INSTALLER_MESSAGES['3.0'].source,
  INSTALLER_MESSAGES['3.1'].source,
  {
    repository: 'bigbluebutton/bbb-install',
    path: 'bbb-install.sh',
    branch: 'v4.0.x-release',
    checked: CHECKED,
    note: 'A copy whose usage text names v4.0.x-release (noble-400): the same hostname, DNS, Apache, memory, CPU, IPv6 and Let’s Encrypt messages as main.',
  },
];
