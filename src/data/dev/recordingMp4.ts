/**
 * MP4 output of the `video` and `screenshare` recording formats: the file
 * that lists each format's encodings, and the MP4 entry that the `video`
 * format ships with. The customize pages (2.6 and later, where `video`
 * exists) quote these values; tests/unit/recording-mp4.test.ts keeps the
 * pages and this module in step.
 */
import type { DataSources } from '../sources';

/** Folder of the packaged format settings (no override file exists for them). */
export const FORMAT_SCRIPTS_DIR = '/usr/local/bigbluebutton/core/scripts';

export interface FormatOutput {
  format: 'video' | 'screenshare';
  /** Settings file of the format, in {@link FORMAT_SCRIPTS_DIR}. */
  file: string;
  /** Published folder; each `formats` entry becomes one file there. */
  publishDir: string;
  /** Name of the file each entry produces, when the code that names it was read. */
  outputName?: string;
  /** How the YAML keys of a `formats` entry are written in this file. */
  keyStyle: 'string' | 'symbol';
  /** Encodings the packaged file lists, in order. */
  packaged: readonly { mimetype: string; extension: string }[];
}

export const FORMAT_OUTPUTS: readonly FormatOutput[] = [
  {
    format: 'video',
    file: 'video.yml',
    publishDir: '/var/bigbluebutton/published/video',
    keyStyle: 'string',
    packaged: [{ mimetype: 'video/mp4', extension: 'm4v' }],
  },
  {
    format: 'screenshare',
    file: 'screenshare.yml',
    publishDir: '/var/bigbluebutton/published/screenshare',
    outputName: 'screenshare-<i>.<extension> (i counts the entries from 0)',
    keyStyle: 'symbol',
    packaged: [{ mimetype: 'video/webm; codecs="vp9, opus"', extension: 'webm' }],
  },
];

/**
 * ffmpeg options of the packaged MP4 entry of video.yml: the video stream is
 * copied from the H.264 working file both formats render first, audio is
 * encoded to AAC, and the index moves to the front so playback can start
 * before the download ends.
 */
export const MP4_ENCODE_OPTIONS: readonly string[] = [
  '-c:v',
  'copy',
  '-c:a',
  'aac',
  '-b:a',
  '128K',
  '-f',
  'mp4',
  '-movflags',
  'faststart',
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/video/scripts/video.yml',
    commit: '11ed8011ce6afdf01f6efd672777f949f6db8593',
    checked: '2026-11-28',
    note: 'publish_dir; formats holds one entry, mimetype video/mp4, extension m4v, with the options of MP4_ENCODE_OPTIONS (comment: the video codec is the working format of edl/video.rb) and postprocess []; a VP9 WebM entry is commented out. The release branch of this commit was not identified, so the pages tell readers to check their packaged file.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/screenshare/scripts/screenshare.yml',
    commit: '21bd4b2673c99d09c74b8e108881e6c5bc777ead',
    checked: '2026-11-28',
    note: 'publish_dir; formats holds one entry with symbol keys (:mimetype, :extension, :parameters, :postprocess): WebM, VP9 and Opus in two passes, then mkclean.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/screenshare/scripts/process/screenshare.rb',
    commit: '05c0a268b6e797c375d5a669c052d32ff8739864',
    checked: '2026-11-28',
    note: 'Renders the screen sharing with EDL::Video.render (the working file), then encodes it once per formats entry to screenshare-<i>.<extension> with EDL.encode; the index page is generated from the same list.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/screenshare/scripts/publish/screenshare.rb',
    commit: '13e2754b1c2ae69b1855edef6d0f5feaad9d39bc',
    checked: '2026-11-28',
    note: 'Copies screenshare-<i>.<extension> of every formats entry into the published folder.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/lib/recordandplayback/edl/video.rb',
    commit: 'ad5baaebe6245af7ce73286ada122be526cb9697',
    checked: '2026-11-28',
    note: 'The working file that EDL::Video.render writes, and that the video.yml MP4 entry copies, is encoded with x264 (H.264); read for src/data/admin/sizing.ts.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/screenshare/playback/index.html.erb',
    commit: '21bd4b2673c99d09c74b8e108881e6c5bc777ead',
    checked: '2026-11-28',
    note: 'The player lists one <source> per formats entry, in order, with its mimetype: the browser plays the first it supports.',
  },
];
