/**
 * `npm run version:add` (scripts/version-add.mts) on a throwaway copy of the
 * repository: it refuses what it cannot do without writing anything, adds a
 * sixth docs version, and the site builds with that version's pages.
 * Run with `npm run test:version-add` (part of `npm test`; a few minutes).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import type * as DocIds from '../../src/data/docIds';

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
    // A per-version table it cannot find (renamed here) stops it before any file is written.
    const webhooks = read('src/data/dev/webhooks.ts');
    writeFileSync(path.join(copy, 'src/data/dev/webhooks.ts'), webhooks.replaceAll('WEBHOOKS_APP', 'WEBHOOK_APPS'));
    const missing = versionAdd(NEW_VERSION);
    assert.notEqual(missing.status, 0);
    assert.match(missing.output, /src\/data\/dev\/webhooks\.ts: no table named WEBHOOKS_APP to add 3\.2 to/);
    writeFileSync(path.join(copy, 'src/data/dev/webhooks.ts'), webhooks);
    assert.equal(read('versions.json'), versionsJson);
    assert.ok(!existsSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}`)));
  });

  it(`adds ${NEW_VERSION} as the newest version, and the build has its pages`, async () => {
    const added = versionAdd(NEW_VERSION);
    assert.equal(added.status, 0, added.output);
    assert.deepEqual(JSON.parse(read('versions.json')), [NEW_VERSION, '3.1', '3.0', '2.7', '2.6', '2.5-legacy']);
    assert.match(read('src/data/versions.ts'), /DOC_VERSIONS = \['3\.2', '3\.1', /);
    assert.ok(existsSync(path.join(copy, `versioned_sidebars/version-${NEW_VERSION}-sidebars.json`)));
    assert.ok(existsSync(path.join(copy, `src/pages/${NEW_VERSION}/index.tsx`)));

    // Only the new version and the root one, to keep the build short (config/versions.ts).
    const build = spawnSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, DOCS_ONLY_VERSIONS: NEW_VERSION },
    });
    assert.equal(build.status, 0, `${build.stdout}${build.stderr}`.slice(-4000));

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
