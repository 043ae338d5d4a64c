/**
 * `npm run version:add` (scripts/version-add.mts) on a throwaway copy of the
 * repository: it refuses what it cannot do without writing anything, adds a
 * sixth docs version and names the facts the build needs; once the test has
 * written those facts (as a maintainer would), the site builds with that
 * version's pages.
 * Run with `npm run test:version-add` (part of `npm test`; a few minutes).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type * as DocIds from '../../src/data/docIds';
import { VERSION_FACT_TABLES } from '../../src/lib/versionFacts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEW_VERSION = '3.2';

let copy = '';

/** The repository's files as they are now (tracked and new, not ignored), with node_modules linked. */
function copyRepository(): string {
  const target = mkdtempSync(path.join(tmpdir(), 'bbb-docs-version-add-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(listed.status, 0, listed.stderr);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue; // deleted but not yet committed
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(target, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return target;
}

function versionAdd(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/version-add.mts', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const read = (file: string): string => readFileSync(path.join(copy, file), 'utf8');

/** Builds the copy: only the new version and the root one, to keep the build short (config/versions.ts). */
function buildCopy(): { status: number | null; output: string } {
  const build = spawnSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, DOCS_ONLY_VERSIONS: NEW_VERSION },
  });
  return { status: build.status, output: `${build.stdout}${build.stderr}` };
}

/**
 * Writes the new version's facts as a maintainer would: here, 3.1's entry in
 * each table, with the release's own number, prefix and branches in RELEASES.
 */
function writeFacts(): void {
  const release = `{
    ...RELEASES['3.1'],
    version: '${NEW_VERSION}',
    release: '${NEW_VERSION}',
    pathPrefix: '/${NEW_VERSION}',
    installer: {
      ...RELEASES['3.1'].installer,
      url: 'https://raw.githubusercontent.com/bigbluebutton/bbb-install/v${NEW_VERSION}.x-release/bbb-install.sh',
      branch: 'v${NEW_VERSION}.x-release',
      versionFlag: 'jammy-${NEW_VERSION.replace('.', '')}0',
    },
    devBranch: 'v${NEW_VERSION}.x-release',
  }`;
  for (const { file, name } of VERSION_FACT_TABLES) {
    if (name === 'EXAMPLE_CHECKSUMS') continue; // written by npm run api-checksums
    const entry =
      name === 'RELEASES'
        ? release
        : `((entry: unknown) =>
            entry && typeof entry === 'object' && !Array.isArray(entry) && 'version' in entry
              ? { ...entry, version: '${NEW_VERSION}' }
              : entry)(${name}['3.1'])`;
    const text = read(file);
    writeFileSync(path.join(copy, file), `${text}\nObject.assign(${name}, { '${NEW_VERSION}': ${entry} });\n`);
  }
}

describe('npm run version:add', () => {
  before(() => {
    copy = copyRepository();
  });
  after(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('fails with a message, and writes nothing, on what it cannot do', () => {
    const versionsJson = read('versions.json');
    const cases: Array<[string[], RegExp]> = [
      [[], /Usage: npm run version:add -- <version>/],
      [['three'], /Bad version name "three"/],
      [['3.2-beta'], /Bad version name "3\.2-beta"/],
      [['3.1'], /Version 3\.1 already exists/],
      [['2.9'], /Version 2\.9 is not newer than the newest docs version 3\.1/],
    ];
    for (const [args, message] of cases) {
      const { status, output } = versionAdd(...args);
      assert.notEqual(status, 0, `${args.join(' ')}: exit status`);
      assert.match(output, message);
    }
    // The newest version's sidebar missing: nothing is copied.
    const sidebar = read('versioned_sidebars/version-3.1-sidebars.json');
    rmSync(path.join(copy, 'versioned_sidebars/version-3.1-sidebars.json'));
    const missing = versionAdd(NEW_VERSION);
    assert.notEqual(missing.status, 0);
    assert.match(missing.output, /File not found: versioned_sidebars\/version-3\.1-sidebars\.json/);
    writeFileSync(path.join(copy, 'versioned_sidebars/version-3.1-sidebars.json'), sidebar);
    assert.equal(read('versions.json'), versionsJson);
    assert.ok(!existsSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}`)));
  });

  it(`adds ${NEW_VERSION} as the newest version, and the build has its pages`, async () => {
    const added = versionAdd(NEW_VERSION);
    assert.equal(added.status, 0, added.output);
    assert.deepEqual(JSON.parse(read('versions.json')), [NEW_VERSION, '3.1', '3.0', '2.7', '2.6', '2.5-legacy']);
    assert.equal(
      read(`versioned_sidebars/version-${NEW_VERSION}-sidebars.json`),
      read('versioned_sidebars/version-3.1-sidebars.json'),
    );
    assert.ok(existsSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}/administration/install.md`)));
    // It names every per-release table without the new version, and where it is.
    for (const { file, name } of VERSION_FACT_TABLES) {
      assert.ok(added.output.includes(`- ${file}: ${name}['${NEW_VERSION}']`), `${name} named:\n${added.output}`);
    }

    // Before the facts are written, the build stops and says why.
    const early = buildCopy();
    assert.notEqual(early.status, 0);
    assert.match(early.output, /Docs version 3\.2 of versions\.json has no facts in/);

    writeFacts();
    const checksums = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/api-example-checksums.mts'], {
      cwd: copy,
      encoding: 'utf8',
    });
    assert.equal(checksums.status, 0, checksums.stderr);

    const build = buildCopy();
    assert.equal(build.status, 0, build.output.slice(-4000));

    const { DOC_IDS, docPath } = (await import(path.join(copy, 'src/data/docIds.ts'))) as typeof DocIds;
    const ids = (DOC_IDS as Record<string, readonly string[]>)[NEW_VERSION];
    assert.ok(ids.length > 20, `${NEW_VERSION} has its doc ids`);
    for (const id of ids) {
      const url = docPath(NEW_VERSION as never, id);
      assert.ok(url.startsWith(`/${NEW_VERSION}/`), url);
      const file = path.join(copy, 'build', url, 'index.html');
      assert.ok(existsSync(file), `${url} is built`);
    }
    const home = readFileSync(path.join(copy, 'build', NEW_VERSION, 'index.html'), 'utf8');
    assert.match(home, /BigBlueButton 3\.2 documentation/);
    const install = readFileSync(path.join(copy, 'build', NEW_VERSION, 'administration/install/index.html'), 'utf8');
    assert.match(install, /v3\.2\.x-release/, 'the install command of 3.2 comes from its release facts');
  });
});
