/**
 * Where record-and-playback files live on a BigBlueButton server, per phase
 * and per release.
 *
 * The capture sources differ between releases: 2.5 and 2.6 record webcams
 * and screen sharing with Kurento, 2.7 keeps Kurento as the default and can
 * switch to bbb-webrtc-recorder, and 3.0 / 3.1 record only with
 * bbb-webrtc-recorder (Kurento is no longer installed). The directories used
 * after capture (raw, process, publish, published) are the same everywhere.
 *
 * Text fields may contain `inline code` in backticks; the RecordingPaths
 * component renders it as <code>.
 */
import { DOC_VERSIONS, inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** Record-and-playback phases, in processing order. */
export const RECORDING_PHASES = ['capture', 'archive', 'sanity', 'process', 'publish', 'playback'] as const;
export type RecordingPhase = (typeof RECORDING_PHASES)[number];

export const PHASE_LABELS: Record<RecordingPhase, string> = {
  capture: 'Capture',
  archive: 'Archive',
  sanity: 'Sanity check',
  process: 'Process',
  publish: 'Publish',
  playback: 'Playback',
};

export interface RecordingPath extends VersionRange {
  /** Stable key, unique per release. */
  id: string;
  phase: RecordingPhase;
  /** What is stored there. */
  content: string;
  /** Directory (or endpoint) on the server. */
  location: string;
  /** Component that writes the files. */
  writer: string;
  /** Key in `/usr/local/bigbluebutton/core/scripts/bigbluebutton.yml` that holds the location, when known. */
  ymlKey?: string;
  /** Extra remark shown under the location. */
  note?: string;
}

/** Internal meeting id used in examples: 40 hex digits, a dash, 13 digits of epoch milliseconds. */
export const SAMPLE_INTERNAL_ID = '6e3a1f0c9b7d4e2a8c5f1b3d7e9a0c2f4b6d8e1a-1718030400000';

export const RECORDING_PATHS: readonly RecordingPath[] = [
  {
    id: 'events',
    phase: 'capture',
    content: 'Meeting events (chat, slides, whiteboard, cursor, polls, users)',
    location: 'Redis',
    writer: 'akka-apps and bbb-web publish events; the archive step reads them from Redis',
    since: '2.5-legacy',
  },
  {
    id: 'audio',
    phase: 'capture',
    content: 'Conference audio, one file per recorded segment',
    location: '/var/freeswitch/meetings',
    writer: 'FreeSWITCH',
    ymlKey: 'raw_audio_src',
    since: '2.5-legacy',
  },
  {
    id: 'kurento-webcams',
    phase: 'capture',
    content: 'Webcam streams',
    location: '/var/kurento/recordings',
    writer: 'Kurento Media Server',
    ymlKey: 'kurento_video_src',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'kurento-screenshare',
    phase: 'capture',
    content: 'Screen sharing streams',
    location: '/var/kurento/screenshare',
    writer: 'Kurento Media Server',
    ymlKey: 'kurento_screenshare_src',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'kurento-webcams-27',
    phase: 'capture',
    content: 'Webcam streams (default recorder)',
    location: '/var/kurento/recordings',
    writer: 'Kurento Media Server',
    ymlKey: 'kurento_video_src',
    note: 'Used while `recordingAdapter` in bbb-webrtc-sfu is left at its default (Kurento).',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'kurento-screenshare-27',
    phase: 'capture',
    content: 'Screen sharing streams (default recorder)',
    location: '/var/kurento/screenshare',
    writer: 'Kurento Media Server',
    ymlKey: 'kurento_screenshare_src',
    note: 'Used while `recordingAdapter` in bbb-webrtc-sfu is left at its default (Kurento).',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'recorder-webcams-27',
    phase: 'capture',
    content: 'Webcam streams (optional recorder)',
    location: '/var/lib/bbb-webrtc-recorder/recordings',
    writer: 'bbb-webrtc-recorder (experimental in this release)',
    note: 'Only after `recordingAdapter: bbb-webrtc-recorder` is set in `/etc/bigbluebutton/bbb-webrtc-sfu/production.yml`.',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'recorder-screenshare-27',
    phase: 'capture',
    content: 'Screen sharing streams (optional recorder)',
    location: '/var/lib/bbb-webrtc-recorder/screenshare',
    writer: 'bbb-webrtc-recorder (experimental in this release)',
    note: 'Only after `recordingAdapter: bbb-webrtc-recorder` is set in `/etc/bigbluebutton/bbb-webrtc-sfu/production.yml`.',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'recorder-webcams',
    phase: 'capture',
    content: 'Webcam streams',
    location: '/var/lib/bbb-webrtc-recorder/recordings',
    writer: 'bbb-webrtc-recorder',
    ymlKey: 'webrtc_recorder_video_src',
    since: '3.0',
  },
  {
    id: 'recorder-screenshare',
    phase: 'capture',
    content: 'Screen sharing streams',
    location: '/var/lib/bbb-webrtc-recorder/screenshare',
    writer: 'bbb-webrtc-recorder',
    ymlKey: 'webrtc_recorder_screenshare_src',
    since: '3.0',
  },
  {
    id: 'recorder-audio',
    phase: 'capture',
    content: 'Per-participant audio tracks',
    location: '/var/lib/bbb-webrtc-recorder/audio',
    writer: 'bbb-webrtc-recorder',
    ymlKey: 'webrtc_recorder_audio_src',
    note: 'Only filled when the experimental LiveKit media stack (`bbb-livekit`) carries the audio; FreeSWITCH audio stays in `/var/freeswitch/meetings`.',
    since: '3.0',
  },
  {
    id: 'slides',
    phase: 'capture',
    content: 'Uploaded presentations and their converted pages',
    location: '/var/bigbluebutton/<internal-meeting-id>',
    writer: 'bbb-web',
    ymlKey: 'raw_presentation_src',
    since: '2.5-legacy',
  },
  {
    id: 'notes',
    phase: 'capture',
    content: 'Shared notes and typed captions pads',
    location: 'Etherpad, exported through bbb-pads on port 9002',
    writer: 'Etherpad',
    ymlKey: 'notes_endpoint',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'notes-3x',
    phase: 'capture',
    content: 'Shared notes pads',
    location: 'Etherpad, exported through bbb-pads on port 9002',
    writer: 'Etherpad',
    ymlKey: 'notes_endpoint',
    since: '3.0',
  },
  {
    id: 'raw',
    phase: 'archive',
    content: 'Everything needed to rebuild the recording: `events.xml`, audio, video, slides, notes',
    location: '/var/bigbluebutton/recording/raw/<internal-meeting-id>/',
    writer: 'archive step (`archive/archive.rb`)',
    ymlKey: 'recording_dir',
    note: 'The yml key holds the base directory `/var/bigbluebutton/recording`.',
    since: '2.5-legacy',
  },
  {
    id: 'sanity',
    phase: 'sanity',
    content: 'The archived files, checked in place (no copy is made)',
    location: '/var/bigbluebutton/recording/raw/<internal-meeting-id>/',
    writer: 'sanity step (`sanity/sanity.rb`)',
    since: '2.5-legacy',
  },
  {
    id: 'process',
    phase: 'process',
    content: 'Intermediate media of one format, e.g. the presentation format',
    location: '/var/bigbluebutton/recording/process/<format>/<internal-meeting-id>/',
    writer: 'process script of the format (`process/presentation.rb`)',
    note: 'The publish worker deletes this directory once the format has been published.',
    since: '2.5-legacy',
  },
  {
    id: 'publish',
    phase: 'publish',
    content: 'Files assembled by the publish script before they go public',
    location: '/var/bigbluebutton/recording/publish/<format>/<internal-meeting-id>/',
    writer: 'publish script of the format (`publish/presentation.rb`)',
    note: 'Emptied before each publish run and deleted once the format has been published.',
    since: '2.5-legacy',
  },
  {
    id: 'published',
    phase: 'publish',
    content: 'The published recording, served by nginx',
    location: '/var/bigbluebutton/published/<format>/<internal-meeting-id>/',
    writer: 'publish script of the format',
    ymlKey: 'published_dir',
    note: 'Unpublished and deleted recordings move to `/var/bigbluebutton/unpublished/` and `/var/bigbluebutton/deleted/`.',
    since: '2.5-legacy',
  },
  {
    id: 'status',
    phase: 'publish',
    content: 'Progress markers, one `<internal-meeting-id>.done` file per finished step',
    location: '/var/bigbluebutton/recording/status/{recorded,archived,sanity,processed,published}/',
    writer: 'each step when it finishes',
    since: '2.5-legacy',
  },
  {
    id: 'playback-app',
    phase: 'playback',
    content: 'The playback web application (bbb-playback) of the presentation format',
    location: '/var/bigbluebutton/playback/presentation/',
    writer: 'bbb-playback package',
    since: '2.5-legacy',
  },
];

/** The paths of one release, optionally of one phase, in phase order. */
export function recordingPathsFor(version: DocVersion, phase?: RecordingPhase): RecordingPath[] {
  return RECORDING_PATHS.filter((p) => inRange(p, version) && (phase === undefined || p.phase === phase)).sort(
    (a, b) => RECORDING_PHASES.indexOf(a.phase) - RECORDING_PHASES.indexOf(b.phase),
  );
}

/** Every release that has at least one path (all of them, the tests check it). */
export const RECORDING_PATH_VERSIONS: readonly DocVersion[] = DOC_VERSIONS.filter(
  (v) => recordingPathsFor(v).length > 0,
);

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/bigbluebutton.yml',
    commit: 'a2eaa9babded296e3e15b40b723475d572c2145e',
    checked: '2026-11-28',
    note: 'A 2.x copy (bbb_version 2.1.0): raw_audio_src /var/freeswitch/meetings, kurento_video_src /var/kurento/recordings, kurento_screenshare_src /var/kurento/screenshare, raw_presentation_src /var/bigbluebutton, recording_dir /var/bigbluebutton/recording, published_dir /var/bigbluebutton/published.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/bigbluebutton.yml',
    commit: '017f7bc6e0d94d18577ced0c603aac0799a7192e',
    checked: '2026-11-28',
    note: 'A copy with bbb_version 3.0.9: webrtc_recorder_video_src /var/lib/bbb-webrtc-recorder/recordings, webrtc_recorder_screenshare_src …/screenshare, webrtc_recorder_audio_src …/audio, no kurento keys; steps archive, sanity, captions, process:presentation, publish:presentation. Its notes_endpoint and redis_host name container hosts (pads, redis), so this copy may come from a containerised setup: only the port and path of the notes endpoint (9002, /p) are taken from it, not the host.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/archive/archive.rb',
    commit: '04deb5c72b27237278777f9c4aa38074a3a284a7',
    checked: '2026-11-28',
    note: 'A 2.x copy: events from Redis into raw/<id>/events.xml, FreeSWITCH audio, notes exported from notes_endpoint, presentation files and the Kurento directories copied into raw/<id>/; the originals of audio and Kurento media deleted after the last segment; archived/<id>.norecord when there are no recording marks; log archive-<id>.log in log_dir.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/workers/rap-publish-worker.rb',
    commit: '62d62a2a1eefdacccfbed08f22bb106d3436bb2a',
    checked: '2026-11-28',
    note: 'Publish markers status/published/<id>-<format>.done and .fail; process/<format>/<id> and publish/<format>/<id> deleted after a successful publish; then the post_publish scripts.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-web/grails-app/conf/bigbluebutton.properties',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-28',
    note: 'A 3.0 development state: presentationDir /var/bigbluebutton, recordStatusDir /var/bigbluebutton/recording/status/recorded, publishedDir /var/bigbluebutton/published, unpublishedDir /var/bigbluebutton/unpublished.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/recording.md',
    checked: '2026-11-26',
    note: 'Capture directories (FreeSWITCH, Kurento) and the raw, process, publish and published paths.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/privacy.md',
    checked: '2026-11-26',
    note: 'Cache directories of the recording pipeline, including /var/kurento/recordings and /var/kurento/screenshare.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy: bbb-webrtc-recorder writes to /var/lib/bbb-webrtc-recorder.',
  },
];
