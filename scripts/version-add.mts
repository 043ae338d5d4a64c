/**
 * Adds a docs version: `npm run version:add -- 3.2`.
 *
 * The new version becomes the newest docs version, a release line ahead of the
 * latest one (the one served at the root), as 3.1 is beside 3.0. The script
 * copies the newest version's docs folder and sidebar, puts the new version
 * first in versions.json, and lists the per-release facts the build will ask
 * for (src/lib/versionFacts.ts): those are written by hand, from the new
 * release's code. Everything else (version homes, not-found pages, the docs
 * plugin's options, the lists of versions) follows from versions.json.
 * docs/adding-a-version.md is the recipe.
 *
 * It checks everything before writing anything, and stops with a non-zero
 * exit naming the problem (a bad or existing version, a missing folder).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A step the script cannot do; printed without a stack trace. */
class VersionAddError extends Error {}

function fail(message: string): never {
  throw new VersionAddError(message);
}

const VERSION_NAME = /^(\d+)\.(\d+)$/;

/** "3.1" → [3, 1]; other names (2.5-legacy) by their leading numbers. */
function releaseNumbers(name: string): [number, number] {
  const match = /^(\d+)\.(\d+)/.exec(name);
  if (!match) fail(`Cannot read a release number from version "${name}".`);
  return [Number(match[1]), Number(match[2])];
}

function isNewer(a: string, b: string): boolean {
  const [aMajor, aMinor] = releaseNumbers(a);
  const [bMajor, bMinor] = releaseNumbers(b);
  return aMajor > bMajor || (aMajor === bMajor && aMinor > bMinor);
}

const docsFolder = (version: string): string => `versioned_docs/version-${version}`;
const sidebarFile = (version: string): string => `versioned_sidebars/version-${version}-sidebars.json`;

/** The names in versions.json, newest first. */
function readVersions(root: string): string[] {
  const file = path.join(root, 'versions.json');
  if (!existsSync(file)) fail('File not found: versions.json');
  const names = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(names) || !names.length || names.some((name) => typeof name !== 'string')) {
    fail('versions.json is not a non-empty list of version names.');
  }
  return names as string[];
}

/** The newest version, after checking that `version` can be added after it; writes nothing. */
function check(root: string, version: string): string {
  if (!VERSION_NAME.test(version)) {
    fail(`Bad version name "${version}": expected a release line such as 3.2 (digits.digits).`);
  }
  const names = readVersions(root);
  if (names.includes(version)) fail(`Version ${version} already exists (versions.json).`);
  const from = names[0];
  if (!isNewer(version, from)) fail(`Version ${version} is not newer than the newest docs version ${from}.`);
  for (const existing of [docsFolder(version), sidebarFile(version)]) {
    if (existsSync(path.join(root, existing))) fail(`Version ${version} already exists: ${existing}.`);
  }
  for (const needed of [docsFolder(from), sidebarFile(from)]) {
    if (!existsSync(path.join(root, needed))) fail(`File not found: ${needed} (to copy).`);
  }
  return from;
}

/** The per-release facts the build will ask for, as its check words them (a fresh process reads the new versions.json). */
function missingFacts(root: string): string {
  const script = [
    "const loaded = await import('./src/lib/versionFacts.ts');",
    // tsx loads the TypeScript module as CommonJS here: its exports are under `default`.
    'const { missingVersionFacts, missingFactsMessage } = loaded.missingVersionFacts ? loaded : loaded.default;',
    'const missing = missingVersionFacts();',
    "process.stdout.write(missing.length ? missingFactsMessage(missing) : '');",
  ].join('\n');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.length !== 1) fail('Usage: npm run version:add -- <version>, e.g. npm run version:add -- 3.2');
  const [version] = args;
  const root = process.cwd();
  const from = check(root, version);

  cpSync(path.join(root, docsFolder(from)), path.join(root, docsFolder(version)), { recursive: true });
  cpSync(path.join(root, sidebarFile(from)), path.join(root, sidebarFile(version)));
  writeFileSync(path.join(root, 'versions.json'), `${JSON.stringify([version, ...readVersions(root)], null, 2)}\n`);

  console.log(`Added docs version ${version}, newest first in versions.json:`);
  console.log(`- ${docsFolder(version)}, a copy of ${docsFolder(from)}`);
  console.log(`- ${sidebarFile(version)}, a copy of ${sidebarFile(from)}`);
  const missing = missingFacts(root);
  if (missing) {
    console.log(`\nThe build stops until these are written:\n${missing}`);
  }
  console.log(
    `\nThen edit the copied pages where ${version} differs from ${from} (docs/adding-a-version.md), and build.`,
  );
}

try {
  main();
} catch (error: unknown) {
  if (error instanceof VersionAddError) {
    console.error(`version:add: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
