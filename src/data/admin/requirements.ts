/**
 * Server sizing figures. The install page, the FAQ and the troubleshooting
 * guide all render these, so a figure changes in one place only.
 * The figures are the same for every release from 2.5 to 3.1; only the
 * operating system (see versions.ts) differs.
 */
import { RELEASES, inRange, type DocVersion } from '../versions';
import { MEDIA_UDP_RANGE, formatPorts } from './ports';
import type { DataSources } from '../sources';

export interface ServerRequirements {
  ramGb: number;
  cpuCores: number;
  /** Free disk space when recordings are kept, in GB. */
  diskGb: number;
  /** Free disk space when recording is disabled, in GB. */
  diskGbNoRecordings: number;
  /** Symmetric bandwidth, in Mbit/s (production only). */
  bandwidthMbits?: number;
  ipv6: boolean;
}

export const PRODUCTION_REQUIREMENTS: ServerRequirements = {
  ramGb: 16,
  cpuCores: 8,
  diskGb: 500,
  diskGbNoRecordings: 50,
  bandwidthMbits: 250,
  ipv6: true,
};

export const DEVELOPMENT_REQUIREMENTS: ServerRequirements = {
  ramGb: 8,
  cpuCores: 4,
  diskGb: 50,
  diskGbNoRecordings: 50,
  ipv6: false,
};

/** "Ubuntu 22.04 64-bit (jammy)" for the given docs version. */
export function supportedOs(version: DocVersion): string {
  const { ubuntu } = RELEASES[version];
  return `Ubuntu ${ubuntu.release} 64-bit (${ubuntu.codename})`;
}

/** Compute-optimised cloud instances that meet the production figures. */
export interface CloudInstanceHint {
  provider: string;
  instances: readonly string[];
}

/**
 * Instance types the release's install guide names. Hetzner's dedicated
 * server generation changed between 2.6 and 2.7 (AX51 to AX52).
 */
export function cloudInstanceHints(version: DocVersion): CloudInstanceHint[] {
  const hetzner = inRange({ since: '2.7' }, version) ? ['AX52 (dedicated)', 'CCX32 (cloud)'] : ['AX51 (dedicated)'];
  return [
    { provider: 'DigitalOcean', instances: ['c-8 (CPU-optimised) or larger'] },
    { provider: 'AWS', instances: ['c5a.2xlarge or larger'] },
    { provider: 'Hetzner', instances: hetzner },
  ];
}

export type RequirementKind = 'production' | 'development';

/** One line of the sizing table: what is needed and the minimum. */
export interface RequirementRow {
  key: string;
  label: string;
  value: string;
}

/** The sizing table of a release, derived from the figures above. */
export function requirementRows(version: DocVersion, kind: RequirementKind): RequirementRow[] {
  const { ubuntu } = RELEASES[version];
  const os: RequirementRow = {
    key: 'os',
    label: 'Operating system',
    value: `${supportedOs(version)}, Linux kernel ${ubuntu.kernel} (5.x), on a server with nothing else installed`,
  };
  if (kind === 'development') {
    const r = DEVELOPMENT_REQUIREMENTS;
    return [
      os,
      { key: 'cpu', label: 'CPU', value: `${r.cpuCores} cores` },
      { key: 'memory', label: 'Memory', value: `${r.ramGb} GB` },
      { key: 'disk', label: 'Free disk space', value: `${r.diskGb} GB` },
      { key: 'network', label: 'IP addresses', value: r.ipv6 ? 'IPv4 and IPv6' : 'IPv4 only' },
      { key: 'host', label: 'Where', value: 'A local virtual machine or container is enough for a few test users' },
      {
        key: 'tls',
        label: 'Hostname and TLS',
        value: 'Still needed: browsers only grant microphone and webcam access to pages served over valid HTTPS',
      },
    ];
  }
  const r = PRODUCTION_REQUIREMENTS;
  return [
    os,
    {
      key: 'docker',
      label: 'Docker',
      value: 'Latest Docker Engine (document conversion runs LibreOffice in a container)',
    },
    { key: 'memory', label: 'Memory', value: `${r.ramGb} GB, with swap enabled` },
    { key: 'cpu', label: 'CPU', value: `${r.cpuCores} dedicated cores with high single-thread performance` },
    {
      key: 'disk',
      label: 'Free disk space',
      value: `${r.diskGb} GB for recordings, or ${r.diskGbNoRecordings} GB when recording is disabled`,
    },
    { key: 'bandwidth', label: 'Bandwidth', value: `${r.bandwidthMbits ?? 0} Mbit/s symmetric or more` },
    {
      key: 'tcp',
      label: 'TCP ports',
      value: '80 and 443 reachable from users, and not used by another web server or reverse proxy',
    },
    {
      key: 'udp',
      label: 'UDP ports',
      value: `${formatPorts(MEDIA_UDP_RANGE)} reachable from users`,
    },
    {
      key: 'hostname',
      label: 'Hostname',
      value:
        'A fully qualified domain name (such as bbb.example.com) that resolves to the server, for the TLS certificate',
    },
    { key: 'network', label: 'IP addresses', value: r.ipv6 ? 'IPv4 and IPv6' : 'IPv4 only' },
  ];
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy: 16 GB with swap, 8 cores, 500 GB (50 GB without recordings), 250 Mbit/s, TCP 80/443, UDP 16384-32768, IPv4 and IPv6; development: 4 cores, 8 GB, 50 GB, IPv4 only; c-8, c5a.2xlarge, AX52 or CCX32. The AX51 hint of 2.5 and 2.6 was not re-read.',
  },
];
