/**
 * Every data module names where its facts come from (src/data/sources.ts).
 *
 * The test walks src/data itself, so a module added later without a
 * `sources` export fails here; only modules without any runtime export
 * (type declarations) are exempt.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { isUpstream, sourceUrl, type DataSources, type UpstreamSource } from '../../src/data/sources';

const DATA_DIR = path.resolve(import.meta.dirname, '../../src/data');
/** The module that defines the type; it holds no facts. */
const SOURCES_MODULE = path.join(DATA_DIR, 'sources.ts');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return modules(full);
    return name.endsWith('.ts') && full !== SOURCES_MODULE ? [full] : [];
  });
}

const FILES = modules(DATA_DIR).sort();
const today = new Date().toISOString().slice(0, 10);

function checkUpstream(entry: UpstreamSource, where: string): void {
  assert.match(entry.repository, /^[\w.-]+\/[\w.-]+$/, `${where}: repository is owner/name`);
  assert.ok((entry.path ?? '').trim() || (entry.branch ?? '').trim(), `${where}: a path or a branch`);
  assert.match(entry.checked, /^\d{4}-\d{2}-\d{2}$/, `${where}: checked is YYYY-MM-DD`);
  assert.ok(!Number.isNaN(Date.parse(entry.checked)), `${where}: checked is a real day`);
  assert.ok(entry.checked <= today, `${where}: checked is not in the future`);
  if (entry.note !== undefined) assert.ok(entry.note.trim().length > 20, `${where}: a note says something`);
  assert.match(sourceUrl(entry), /^https:\/\/github\.com\//);
}

describe('sources of the data modules', () => {
  it('finds the data modules (the walk itself works)', () => {
    const relative = FILES.map((file) => path.relative(DATA_DIR, file));
    for (const expected of ['versions.ts', 'admin/installerMessages.ts', 'api/documents.ts', 'api/calls.ts']) {
      assert.ok(relative.includes(expected), expected);
    }
    assert.ok(FILES.length >= 30, `${FILES.length} modules`);
  });

  for (const file of FILES) {
    const name = path.relative(DATA_DIR, file);
    it(`${name} names its sources`, async () => {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const facts = Object.keys(module).filter((key) => key !== 'sources' && key !== 'default');
      if (facts.length === 0) {
        // Type declarations only: nothing at run time to check against a source.
        assert.equal(module.sources, undefined, `${name}: a types-only module has no sources`);
        return;
      }
      const sources = module.sources as DataSources | undefined;
      assert.ok(Array.isArray(sources) && sources.length > 0, `${name}: exports a non-empty \`sources\``);
      sources.forEach((entry, index) => {
        const where = `${name} sources[${index}]`;
        if (isUpstream(entry)) checkUpstream(entry, where);
        else assert.ok(entry.siteOwn.trim().length > 20, `${where}: siteOwn says what the facts are`);
      });
    });
  }

  it('links a thread and a file to GitHub', () => {
    assert.equal(
      sourceUrl({ repository: 'bigbluebutton/bbb-install', path: 'pull/818', checked: '2026-01-30' }),
      'https://github.com/bigbluebutton/bbb-install/pull/818',
    );
    assert.equal(
      sourceUrl({
        repository: 'bigbluebutton/bbb-install',
        path: 'bbb-install.sh',
        branch: 'v2.7.x-release',
        checked: '2026-01-30',
      }),
      'https://github.com/bigbluebutton/bbb-install/blob/v2.7.x-release/bbb-install.sh',
    );
  });
});

/**
 * Sources recorded before sources named commits: a branch or no ref at all.
 * The list may only shrink. Pin an entry (give it the `commit` that was read,
 * after re-reading the file at that commit) and remove it here; the test
 * fails on a new unpinned source and on an entry here that is pinned already.
 */
const UNPINNED_LEGACY = new Set([
  'accessibility/shortcuts.ts bigbluebutton/bigbluebutton bigbluebutton-html5/private/config/settings.yml',
  'admin/configFiles.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
  'admin/installOptions.ts bigbluebutton/bbb-install bbb-install.sh @main',
  'admin/installerMessages.ts bigbluebutton/bbb-install bbb-install.sh @main',
  'admin/installerMessages.ts bigbluebutton/bbb-install bbb-install.sh @v4.0.x-release',
  'admin/lti.ts bigbluebutton/bigbluebutton docs/docs/administration/lti.md',
  'admin/lti.ts bigbluebutton/bbb-install bbb-install.sh @main',
  'admin/monitoring.ts bigbluebutton/bigbluebutton docs/docs/administration/monitoring.md',
  'admin/ports.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
  'admin/ports.ts bigbluebutton/bbb-install bbb-install.sh @main',
  'admin/requirements.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
  'admin/retention.ts bigbluebutton/bigbluebutton docs/docs/administration/privacy.md',
  'admin/retention.ts bigbluebutton/bigbluebutton bigbluebutton-config/cron.daily/bigbluebutton',
  'admin/userdata.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'admin/userdata.ts bigbluebutton/bigbluebutton docs/docs/administration/customize.md',
  'api/calls.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'api/calls.ts bigbluebutton/bigbluebutton bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
  'api/changelog.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'api/documents.ts bigbluebutton/bigbluebutton bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
  'api/errors.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'api/errors.ts bigbluebutton/bigbluebutton bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
  'api/examples.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'api/params/create.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'api/security.ts bigbluebutton/bigbluebutton docs/docs/development/api.md',
  'dev/bbbRecord.ts bigbluebutton/bigbluebutton bigbluebutton-config/bin/bbb-record',
  'dev/bbbRecord.ts bigbluebutton/bigbluebutton docs/docs/development/recording.md',
  'dev/components.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
  'dev/components.ts bigbluebutton/bigbluebutton docs/docs/new-features.md',
  'dev/components.ts bigbluebutton/bigbluebutton bigbluebutton-config/bin/bbb-conf',
  'dev/recordingPaths.ts bigbluebutton/bigbluebutton docs/docs/development/recording.md',
  'dev/recordingPaths.ts bigbluebutton/bigbluebutton docs/docs/administration/privacy.md',
  'dev/recordingPaths.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
  'dev/webhooks.ts bigbluebutton/bbb-webhooks src/out/webhooks/api/api.js',
  'dev/webhooks.ts bigbluebutton/bbb-webhooks README.md',
  'greenlight/env.ts bigbluebutton/bigbluebutton docs/docs/greenlight/v3/install.md',
  'greenlight/migration.ts ruby/rake lib/rake/task_arguments.rb',
  'releases/highlights.ts bigbluebutton/bigbluebutton docs/docs/new-features.md',
  'releases/history.ts bigbluebutton/bigbluebutton docs/docs/release-notes.md',
  'support/errorCodes.ts bigbluebutton/bigbluebutton docs/docs/support/troubleshooting.md',
  'testing/checklist.ts bigbluebutton/bigbluebutton docs/docs/testing/release-testing.md',
  'versions.ts bigbluebutton/bigbluebutton docs/docs/administration/install.md',
]);

/** A 40-hex commit id or a release tag (`v3.0.0`, `v3.1.0-beta.2`, `release-3.8.2.4`). */
const PINNED_REF = /^([0-9a-f]{40}|v\d+\.\d+\.\d+(-[\w.]+)?|release-\d+(\.\d+)+)$/;

describe('sources name commits, not branches that move', () => {
  const seen = new Set<string>();
  for (const file of FILES) {
    const name = path.relative(DATA_DIR, file);
    it(`${name}: every file source names the commit or tag it was read at`, async () => {
      const module = (await import(pathToFileURL(file).href)) as { sources?: DataSources };
      for (const entry of module.sources ?? []) {
        if (!isUpstream(entry)) continue;
        // Threads (pull requests, issues) are not files at a commit.
        if (entry.path && /^(pull|issues)\/\d+$/.test(entry.path)) continue;
        const key = `${name} ${entry.repository} ${entry.path ?? ''}${entry.branch ? ` @${entry.branch}` : ''}`;
        if (entry.commit === undefined) {
          assert.ok(UNPINNED_LEGACY.has(key), `${key}: name the commit that was read (\`commit\`)`);
          seen.add(key);
          continue;
        }
        assert.match(entry.commit, PINNED_REF, `${key}: commit is a 40-hex id or a release tag`);
        assert.ok(!UNPINNED_LEGACY.has(key), `${key} is pinned now: remove it from UNPINNED_LEGACY`);
      }
    });
  }

  it('the legacy list names only sources that still exist unpinned', () => {
    for (const key of UNPINNED_LEGACY) assert.ok(seen.has(key), `${key} is gone or pinned: remove it from the list`);
  });

  it('the pattern accepts commits and tags, and refuses branches', () => {
    for (const ref of ['15db765b7fab10414df1a838ae8b3501b215cec4', 'v3.1.0-beta.2', 'v3.0.0', 'release-3.8.2.4']) {
      assert.match(ref, PINNED_REF);
    }
    for (const ref of ['main', 'master', 'v3.0.x-release', 'v4.0.x-release', '15db765', 'v2']) {
      assert.doesNotMatch(ref, PINNED_REF);
    }
  });
});
