/**
 * Server sizing figures. The install page, the FAQ and the troubleshooting
 * guide all render these, so a figure changes in one place only.
 * The figures are the same for every release from 2.5 to 3.1; only the
 * operating system (see versions.ts) differs.
 */
import { RELEASES, type DocVersion } from '../versions';

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
