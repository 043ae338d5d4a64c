/**
 * MP4 output of the video and screenshare formats (src/data/dev/recordingMp4.ts):
 * the customize pages of the releases with the `video` format quote the
 * packaged entries and the MP4 options from the data, and the data names
 * the commit of every file it rests on.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { isUpstream } from '../../src/data/sources';
import { DOC_VERSIONS, inRange } from '../../src/data/versions';
import { FORMAT_OUTPUTS, FORMAT_SCRIPTS_DIR, MP4_ENCODE_OPTIONS, sources } from '../../src/data/dev/recordingMp4';

const ROOT = path.resolve(import.meta.dirname, '../..');
const page = (version: string) =>
  readFileSync(path.join(ROOT, `versioned_docs/version-${version}/administration/customize.md`), 'utf8');
const WITH_VIDEO = DOC_VERSIONS.filter((v) => inRange({ since: '2.6' }, v));

describe('MP4 output data', () => {
  it('names a commit for every file it was read from', () => {
    for (const source of sources.filter(isUpstream)) assert.match(source.commit ?? '', /^[0-9a-f]{40}$/, source.path);
  });

  it('video ships MP4 and screenshare ships WebM only', () => {
    const video = FORMAT_OUTPUTS.find((f) => f.format === 'video')!;
    const screenshare = FORMAT_OUTPUTS.find((f) => f.format === 'screenshare')!;
    assert.deepEqual(
      video.packaged.map((e) => e.mimetype),
      ['video/mp4'],
    );
    assert.ok(screenshare.packaged.every((e) => !e.mimetype.includes('mp4')));
    assert.equal(screenshare.keyStyle, 'symbol');
  });
});

describe('MP4 output on the customize pages', () => {
  it('covers the releases that have the video format', () => {
    assert.deepEqual(WITH_VIDEO, ['3.1', '3.0', '2.7', '2.6']);
    assert.ok(!page('2.5-legacy').includes('{#mp4-video-screenshare}'));
  });

  for (const version of WITH_VIDEO) {
    it(`${version}: names both files and quotes the packaged entries and the MP4 options from the data`, () => {
      const text = page(version);
      const start = text.indexOf('{#mp4-video-screenshare}');
      assert.ok(start > 0, 'section present');
      const section = text.slice(start, text.indexOf('\n## ', start));
      assert.ok(section.includes(FORMAT_SCRIPTS_DIR));
      for (const output of FORMAT_OUTPUTS) {
        assert.ok(section.includes(`\`${output.file}\``), output.file);
      }
      assert.ok(section.includes('`video/mp4`') && section.includes('`m4v`'));
      assert.ok(section.includes('one WebM entry (VP9 and Opus'), 'the packaged screenshare entry');
      const options = MP4_ENCODE_OPTIONS.map((o) => `'${o}'`).join(', ');
      assert.ok(section.includes(`[ ${options} ]`), 'the YAML entry uses the options of video.yml');
      assert.ok(section.includes("- :mimetype: 'video/mp4'"), 'symbol keys, as screenshare.yml writes them');
      assert.ok(section.includes('screenshare-<i>.<extension>'));
    });
  }
});
