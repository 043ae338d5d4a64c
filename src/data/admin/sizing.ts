/**
 * Sizing figures: how many users a server carries, the bandwidth of each kind
 * of media, what a participant needs, and the disk a recorded hour takes.
 * The bandwidth arithmetic is a pure function over these figures
 * (`classroomTraffic`), used by the worked examples that the FAQ, the install
 * requirements and the cluster pages render (src/components/SizingFigures).
 *
 * The figures are the same for every docs version: the camera profiles,
 * their automatic lowering and the screen-sharing cap read below come from
 * the client settings, which kept these values from 2.5 to 3.1 as far as
 * the copies read show (see `sources`).
 */
import type { DataSources } from '../sources';

/** A webcam quality the user picks before sharing (the client's `public.kurento.cameraProfiles`). */
export interface CameraProfile {
  id: string;
  label: string;
  /** Average bitrate of the stream, kbit/s. */
  kbits: number;
  /** Requested size and frame rate, when the profile asks for one. */
  constraints?: string;
  /** The profile preselected in the webcam dialog. */
  isDefault?: true;
}

export const CAMERA_PROFILES: readonly CameraProfile[] = [
  { id: 'low', label: 'Low', kbits: 100 },
  { id: 'medium', label: 'Medium', kbits: 200, isDefault: true },
  { id: 'high', label: 'High', kbits: 500, constraints: '1280×720, 15 frames/s' },
  { id: 'hd', label: 'High definition', kbits: 800, constraints: '1280×720, 30 frames/s' },
];

/**
 * When this many webcams or more are shared in a meeting, every webcam drops
 * to the given bitrate (`cameraQualityThresholds`, on by default), whatever
 * profile its owner chose. Sorted by `cameras`.
 */
export const CAMERA_THRESHOLDS: readonly { cameras: number; kbits: number }[] = [
  { cameras: 8, kbits: 100 },
  { cameras: 12, kbits: 90 },
  { cameras: 15, kbits: 70 },
  { cameras: 20, kbits: 50 },
  { cameras: 25, kbits: 40 },
  { cameras: 30, kbits: 30 },
];

/** Audio of one participant with a microphone, each way, kbit/s. */
export const AUDIO_KBITS = 40;

/** Screen sharing: the bitrate cap and a typical range, kbit/s, and its frame rate. */
export const SCREEN_SHARE = {
  /** `public.kurento.screenshare.bitrate`. */
  maxKbits: 1500,
  /** A mostly still screen (slides, a document) and one that changes often. */
  typicalKbits: { still: 200, busy: 1000 },
  /** `public.kurento.screenshare.constraints.video.frameRate`. */
  frameRate: { ideal: 5, max: 10 },
} as const;

/** Users on one server and in one session. */
export const SERVER_CAPACITY = {
  /** Simultaneous users a server that meets the production requirements carries, as a starting figure. */
  usersPerServer: 200,
  /** Largest single session the project recommends. */
  usersPerSession: 200,
  /** CPU load at which audio starts to degrade in a load test. */
  audioDegradesAtCpuPercent: 80,
} as const;

/** What one participant's computer and connection need. */
export const PARTICIPANT_NEEDS = {
  uploadMbits: 0.5,
  downloadMbits: 1,
  cpu: 'a dual-core processor',
  memoryGb: 2,
} as const;

/** The bitrate a webcam of the given profile sends when `cameras` webcams are shared in the meeting. */
export function cameraKbits(profileId: string, cameras: number): number {
  const profile = CAMERA_PROFILES.find((p) => p.id === profileId);
  if (!profile) throw new Error(`unknown camera profile ${profileId}`);
  const threshold = [...CAMERA_THRESHOLDS].reverse().find((t) => cameras >= t.cameras);
  return threshold ? Math.min(profile.kbits, threshold.kbits) : profile.kbits;
}

/** A meeting to size: everyone sees every webcam (no pagination) and hears the mixed audio. */
export interface Classroom {
  /** Everyone in the meeting, presenter included. */
  participants: number;
  /** Participants sharing a webcam. */
  webcams: number;
  /** The profile they chose. */
  profile: string;
  /** Participants who joined with a microphone (the others listen only). */
  microphones: number;
  /** Screen-sharing bitrate, kbit/s; 0 when nobody shares. */
  screenShareKbits: number;
}

export interface Traffic {
  /** kbit/s of each kind of media, into and out of the server. */
  webcams: { in: number; out: number; perStream: number };
  audio: { in: number; out: number };
  screenShare: { in: number; out: number };
  total: { in: number; out: number };
}

/**
 * Server traffic of one meeting, kbit/s. With U participants, W webcams at
 * b kbit/s, M microphones, audio at a kbit/s and screen sharing at s kbit/s:
 * in = W·b + M·a + s, out = W·(U−1)·b + U·a + (U−1)·s. Each webcam goes to
 * every other participant; FreeSWITCH sends one mixed audio stream to
 * everyone, listeners included.
 */
export function classroomTraffic(room: Classroom): Traffic {
  const { participants: u, webcams: w, microphones: m, screenShareKbits: s } = room;
  if (w > u || m > u || u < 1) throw new Error('webcams and microphones cannot outnumber participants');
  const b = w > 0 ? cameraKbits(room.profile, w) : 0;
  const webcams = { in: w * b, out: w * (u - 1) * b, perStream: b };
  const audio = { in: m * AUDIO_KBITS, out: u * AUDIO_KBITS };
  const screenShare = { in: s, out: s > 0 ? (u - 1) * s : 0 };
  return {
    webcams,
    audio,
    screenShare,
    total: { in: webcams.in + audio.in + screenShare.in, out: webcams.out + audio.out + screenShare.out },
  };
}

/** kbit/s → gigabytes transferred in one hour. */
export function gigabytesPerHour(kbits: number): number {
  return (kbits * 3600) / 8 / 1_000_000;
}

/** kbit/s → megabytes written in one hour. */
export function megabytesPerHour(kbits: number): number {
  return (kbits * 3600) / 8 / 1000;
}

/** The two worked examples the pages show. */
export const CLASSROOM_EXAMPLES: readonly { id: string; title: string; room: Classroom }[] = [
  {
    id: 'lecture',
    title: 'A lecture: one teacher on camera sharing slides as a screen, 30 students, everyone with a microphone',
    room: {
      participants: 31,
      webcams: 1,
      profile: 'medium',
      microphones: 31,
      screenShareKbits: SCREEN_SHARE.typicalKbits.busy,
    },
  },
  {
    id: 'seminar',
    title: 'A seminar: 12 participants, all on camera and with a microphone, no screen sharing',
    room: { participants: 12, webcams: 12, profile: 'medium', microphones: 12, screenShareKbits: 0 },
  },
];

/** Raw recording data written per hour for each kind of media, from its bitrate (the raw files keep the streams as sent). */
export function rawRecordingRows(): { media: string; kbits: number; megabytesPerHour: number }[] {
  const rows = [
    { media: 'Audio of the meeting (one mixed stream)', kbits: AUDIO_KBITS },
    ...CAMERA_PROFILES.map((p) => ({ media: `One webcam, ${p.label} profile`, kbits: p.kbits })),
    { media: 'Screen sharing, mostly still', kbits: SCREEN_SHARE.typicalKbits.still },
    { media: 'Screen sharing, at its cap', kbits: SCREEN_SHARE.maxKbits },
  ];
  return rows.map((row) => ({ ...row, megabytesPerHour: Math.round(megabytesPerHour(row.kbits)) }));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-html5/private/config/settings.yml',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-28',
    note: 'Commit 00013312eb24b3a056f798e39a075b33ef75b473: cameraProfiles low 100, medium 200 (default), high 500 (1280x720, 15 fps), hd 800 (1280x720, 30 fps); cameraQualityThresholds enabled with 8/12/15/20/25/30 cameras → 100/90/70/50/40/30 kbit/s; screenshare bitrate 1500, frameRate ideal 5, max 10. The site already gives 100/200/500/800 for 2.6 and 3.0 (customize pages); the thresholds and the screen-sharing cap were read in this copy only (?), to confirm on each release branch.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/support/faq.md',
    commit: '07d6b40bfe4993cda5163f7fb681b8933cb4e720',
    checked: '2026-11-28',
    note: 'Commit 07d6b40bfe4993cda5163f7fb681b8933cb4e720: 200 simultaneous users on a server that meets the requirements, no single session above 200 users (as of 2.5), load test with a few people opening several tabs each, audio degrades once the CPU reaches 80 %; about 0.04 Mbit/s of audio per user each way; screen sharing 0.2 to 1.0 Mbit/s; participants 0.5 Mbit/s up and 1 Mbit/s down, a dual-core CPU and 2 GB of memory, wired better than Wi-Fi; the in and out formulas.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/lib/recordandplayback/edl/video.rb',
    commit: 'ad5baaebe6245af7ce73286ada122be526cb9697',
    checked: '2026-11-28',
    note: 'Published video is encoded at a constant quality (x264 CRF), not a bitrate, so its size per hour depends on the content; the pages give raw figures from the bitrates and say how to measure published ones.',
  },
];
