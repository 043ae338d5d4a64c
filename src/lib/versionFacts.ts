/**
 * The per-release facts every docs version needs, and the check that each
 * version of versions.json has them.
 *
 * versions.json is the one list of docs versions; `DocVersion` is a plain
 * string, so the type checker cannot see a version without its facts. The
 * build does: config/versions.ts calls `assertVersionFacts()` when the site
 * is configured, and stops with the list of what is missing, table by table.
 * A new per-release table joins `VERSION_FACT_TABLES`, and
 * tests/unit/version-facts.test.ts checks every table there.
 */
import { INSTALLER_MESSAGES } from '../data/admin/installerMessages';
import { WEB_TIMEOUTS } from '../data/admin/webTimeouts';
import { EXAMPLE_CHECKSUMS } from '../data/api/exampleChecksums';
import { WORKED_EXAMPLES } from '../data/api/examples';
import { CONTENT_TYPE_RULES } from '../data/api/security';
import { DEV_TOOLCHAINS } from '../data/dev/components';
import { WEBHOOKS_APP } from '../data/dev/webhooks';
import { DOC_IDS } from '../data/docIds';
import { RELEASE_HIGHLIGHTS } from '../data/releases/highlights';
import { WHEN_TO_READ } from '../data/versionNotes';
import { DOC_VERSIONS, RELEASES } from '../data/versions';

/** A table keyed by docs version, and where to write a version's entry. */
export interface VersionFactTable {
  /** File of the table, from the repository root. */
  readonly file: string;
  /** Name of the exported table. */
  readonly name: string;
  /** What an entry holds, or how it is made. */
  readonly what: string;
  readonly table: Readonly<Record<string, unknown>>;
}

export const VERSION_FACT_TABLES: readonly VersionFactTable[] = [
  {
    file: 'src/data/versions.ts',
    name: 'RELEASES',
    what: 'the release number, Ubuntu release, installer script, URL, branch and -v value, development branch',
    table: RELEASES,
  },
  { file: 'src/data/docIds.ts', name: 'DOC_IDS', what: 'the doc ids of the version', table: DOC_IDS },
  {
    file: 'src/data/versionNotes.ts',
    name: 'WHEN_TO_READ',
    what: 'who should read the version, on the landing page',
    table: WHEN_TO_READ,
  },
  {
    file: 'src/data/admin/installerMessages.ts',
    name: 'INSTALLER_MESSAGES',
    what: "the installer's error messages",
    table: INSTALLER_MESSAGES,
  },
  {
    file: 'src/data/admin/webTimeouts.ts',
    name: 'WEB_TIMEOUTS',
    what: "bbb-web's inactivity, logout and timeout defaults (bigbluebutton.properties)",
    table: WEB_TIMEOUTS,
  },
  {
    file: 'src/data/api/examples.ts',
    name: 'WORKED_EXAMPLES',
    what: 'the checksum worked example',
    table: WORKED_EXAMPLES,
  },
  {
    file: 'src/data/api/security.ts',
    name: 'CONTENT_TYPE_RULES',
    what: 'the POST Content-Type rules',
    table: CONTENT_TYPE_RULES,
  },
  {
    file: 'src/data/api/exampleChecksums.ts',
    name: 'EXAMPLE_CHECKSUMS',
    what: 'written by `npm run api-checksums` once the facts above are in',
    table: EXAMPLE_CHECKSUMS,
  },
  {
    file: 'src/data/dev/components.ts',
    name: 'DEV_TOOLCHAINS',
    what: 'the development toolchain',
    table: DEV_TOOLCHAINS,
  },
  { file: 'src/data/dev/webhooks.ts', name: 'WEBHOOKS_APP', what: 'the webhooks application', table: WEBHOOKS_APP },
  {
    file: 'src/data/releases/highlights.ts',
    name: 'RELEASE_HIGHLIGHTS',
    what: 'the highlights of the release',
    table: RELEASE_HIGHLIGHTS,
  },
];

/** A version's entry a table lacks. */
export interface MissingFact {
  readonly version: string;
  readonly table: VersionFactTable;
}

/** The entries the tables lack for the versions (none when every version has its facts). */
export function missingVersionFacts(
  versions: readonly string[] = DOC_VERSIONS,
  tables: readonly VersionFactTable[] = VERSION_FACT_TABLES,
): MissingFact[] {
  return versions.flatMap((version) =>
    tables.filter(({ table }) => !Object.hasOwn(table, version)).map((table) => ({ version, table })),
  );
}

/** The message that names each missing entry: where to write it and what it holds. */
export function missingFactsMessage(missing: readonly MissingFact[]): string {
  const versions = [...new Set(missing.map((fact) => fact.version))];
  const lines = missing.map(({ version, table }) => `- ${table.file}: ${table.name}['${version}'] (${table.what})`);
  return [
    `Docs version${versions.length > 1 ? 's' : ''} ${versions.join(', ')} of versions.json ${
      versions.length > 1 ? 'have' : 'has'
    } no facts in ${missing.length} table${missing.length > 1 ? 's' : ''}; write them from the release's code (docs/adding-a-version.md):`,
    ...lines,
  ].join('\n');
}

/** Throws, naming what is missing, unless every docs version has its facts. */
export function assertVersionFacts(
  versions: readonly string[] = DOC_VERSIONS,
  tables: readonly VersionFactTable[] = VERSION_FACT_TABLES,
): void {
  const missing = missingVersionFacts(versions, tables);
  if (missing.length) throw new Error(missingFactsMessage(missing));
}
