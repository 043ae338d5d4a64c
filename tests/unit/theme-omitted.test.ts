/**
 * The theme components that src/theme replaces with nothing, or with our own part only
 * (DocVersionBanner, DocVersionBadge, DocItem/Footer, ContentVisibility): the theme's originals would
 * render nothing on this site, because of the configuration and front matter checked here. If one of these
 * tests fails, the feature it names has been turned on: restore the theme's component (delete the file in
 * src/theme, or wrap `@theme-original/...` again) so that it shows.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import matter from 'gray-matter';

import * as configModule from '../../docusaurus.config';
import { versionsOptions } from '../../config/versions';

const ROOT = path.resolve(import.meta.dirname, '../..');

type DocsOptions = Record<string, unknown>;

/** The docs plugin's options, from the classic preset of the site configuration. */
function docsOptions(): DocsOptions {
  // tsx hands the config's default export over as `default.default` or `default`, depending on interop.
  const loaded = (configModule as { default: unknown }).default as { default?: unknown };
  const config = (loaded.default ?? loaded) as { presets: [string, { docs: DocsOptions }][] };
  const classic = config.presets.find(([name]) => name === 'classic');
  assert.ok(classic, 'the site uses the classic preset');
  return classic[1].docs;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The top-level keys of a Markdown file's front matter, read as `npm run check:mdx` reads it. */
function frontMatterKeys(file: string): string[] {
  return Object.keys(matter(readFileSync(file, 'utf8')).data);
}

const PAGES = [...markdownFiles(path.join(ROOT, 'versioned_docs')), ...markdownFiles(path.join(ROOT, 'src/pages'))];

test('the front-matter reader finds the pages and their keys', () => {
  assert.ok(PAGES.length > 100, `found ${PAGES.length} Markdown pages`);
  const install = path.join(ROOT, 'versioned_docs/version-3.0/administration/install.md');
  assert.ok(frontMatterKeys(install).includes('title'), 'the 3.0 install page has a title in its front matter');
});

test('DocVersionBanner and DocVersionBadge: no version has a banner or a badge', () => {
  for (const [version, options] of Object.entries(versionsOptions.versions)) {
    assert.equal(options.banner, 'none', `version ${version} has no banner`);
    assert.equal(options.badge, false, `version ${version} has no badge`);
  }
});

test('DocItem/Footer: no edit link and no last update are configured', () => {
  const docs = docsOptions();
  for (const option of ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor']) {
    assert.ok(!docs[option], `the docs plugin sets no \`${option}\``);
  }
});

test('DocItem/Footer and ContentVisibility: no page has tags, its own edit link, or is unlisted or a draft', () => {
  const omitted = new Set(['tags', 'custom_edit_url', 'unlisted', 'draft']);
  const found = PAGES.flatMap((file) =>
    frontMatterKeys(file)
      .filter((key) => omitted.has(key))
      .map((key) => `${path.relative(ROOT, file)}: ${key}`),
  );
  assert.deepEqual(found, []);
});
