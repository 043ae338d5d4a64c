/**
 * Release history shown on the release notes pages (2.7, 2.6, 2.5-legacy).
 *
 * Two kinds of record live here:
 * - RELEASE_LINES: the builds of one release line (pre-releases, the first
 *   general release, notable point releases). Point-release dates are not
 *   recorded: the project publishes them with each tag on GitHub, and a date
 *   this file cannot confirm is left out rather than guessed.
 * - EARLIER_RELEASES: the major releases up to 2.2, with the release dates
 *   the project recorded in its historical release notes.
 */
import type { DocVersion } from '../versions';
import type { DataSources } from '../sources';

export const GITHUB_RELEASES_URL = 'https://github.com/bigbluebutton/bigbluebutton/releases';

/** GitHub page of one tag, e.g. `v2.7.5`. */
export function releaseTagUrl(tag: string): string {
  return `${GITHUB_RELEASES_URL}/tag/${tag}`;
}

export type BuildKind = 'pre-release' | 'general' | 'point';

export interface LineRelease {
  /** Git tag, or a tag range for a series of pre-releases (`v2.7.0-beta.1 … beta.3`). */
  tag: string;
  /** Version as readers say it: `2.7.5`, `2.7.0 betas`. */
  label: string;
  kind: BuildKind;
  /** What changed for administrators and developers. Backticks mark code. */
  highlights: readonly string[];
}

export interface ReleaseLine {
  /** Docs version that documents the line. */
  version: DocVersion;
  /** Release line, e.g. `2.7`. */
  line: string;
  /** Which releases a server can upgrade from, in place. */
  upgradeFrom: string;
  releases: readonly LineRelease[];
}

/** Release lines documented by the release notes pages. */
export type ReleaseNotesVersion = '2.5-legacy' | '2.6' | '2.7';

export const RELEASE_NOTES_VERSIONS: readonly ReleaseNotesVersion[] = ['2.7', '2.6', '2.5-legacy'];

export const RELEASE_LINES: Record<ReleaseNotesVersion, ReleaseLine> = {
  '2.5-legacy': {
    version: '2.5-legacy',
    line: '2.5',
    upgradeFrom: '2.4 on Ubuntu 18.04 needs a new Ubuntu 20.04 server; 2.5.x updates in place',
    releases: [
      {
        tag: 'v2.5.0-alpha.1',
        label: '2.5.0 alphas',
        kind: 'pre-release',
        highlights: [
          'The first four alpha builds still ran on Ubuntu 18.04.',
          'Later pre-releases moved to Ubuntu 20.04 (focal), the base of the whole 2.5 line.',
        ],
      },
      {
        tag: 'v2.5.0',
        label: '2.5.0',
        kind: 'general',
        highlights: [
          'First general release on Ubuntu 20.04, installed with `bbb-install-2.5.sh -v focal-250`.',
          'Breakout rooms: change the duration while they run and broadcast a message to all rooms.',
          'Waiting room: moderators chat privately with waiting guests, who see their place in the queue.',
          'New `insertDocument` API call to add documents to a running meeting.',
          'Learning Analytics Dashboard: timeline and scorecard views, CSV download.',
          'mediasoup handles webcams and screen sharing by default; Kurento stays installed for recording.',
        ],
      },
      {
        tag: 'v2.5.14',
        label: '2.5.x updates',
        kind: 'point',
        highlights: [
          'Maintenance releases of the line; the 2.5 overview lists them up to 2.5.14.',
          'Install them by running the same `bbb-install-2.5.sh` command again, or with `apt-get dist-upgrade`.',
        ],
      },
    ],
  },
  '2.6': {
    version: '2.6',
    line: '2.6',
    upgradeFrom: '2.5 (in place, on the same Ubuntu 20.04 server)',
    releases: [
      {
        tag: 'v2.6.0-alpha.1',
        label: '2.6.0 alphas, betas and release candidates',
        kind: 'pre-release',
        highlights: [
          'Four alphas, then betas, then release candidates up to 2.6.0-rc.9.',
          'The whiteboard was rebuilt on tldraw during this cycle.',
        ],
      },
      {
        tag: 'v2.6.0',
        label: '2.6.0',
        kind: 'general',
        highlights: [
          'Installed with `bbb-install-2.6.sh -v focal-260`; `-g` now installs Greenlight v3 and the script adds a local TURN server by default.',
          'Dark theme, new echo test with a volume meter, recording consent dialog (`notifyRecordingIsOn`).',
          'Live automatic captions in supporting browsers, custom virtual backgrounds, several pinned webcams.',
          'New `video` recording format; faster recordings API (`getRecordings` with `offset` and `limit`).',
          'The `bbb-demo` API demos package is retired.',
        ],
      },
      {
        tag: 'v2.6.9',
        label: '2.6.9',
        kind: 'point',
        highlights: ['New create parameters `recordFullDurationMedia` and `disabledFeaturesExclude`.'],
      },
      {
        tag: 'v2.6.17',
        label: '2.6.17',
        kind: 'point',
        highlights: ['New `checkSumAlgorithmForBreakouts` setting for the checksums of breakout-room calls.'],
      },
      {
        tag: 'v2.6.18',
        label: '2.6.18',
        kind: 'point',
        highlights: [
          'The `join` call no longer accepts POST, and API requests must send a `Content-Type` the server accepts.',
        ],
      },
    ],
  },
  '2.7': {
    version: '2.7',
    line: '2.7',
    upgradeFrom: '2.5 or 2.6 (in place, on the same Ubuntu 20.04 server)',
    releases: [
      {
        tag: 'v2.7.0-beta.1',
        label: '2.7.0 betas and release candidates',
        kind: 'pre-release',
        highlights: [
          'Three betas and two release candidates.',
          'From 2.7.0-beta.3: the screen Wake Lock is on by default on mobile, and the extra guest policy options (`guestPolicyExtraAllowOptions`) are hidden by default.',
        ],
      },
      {
        tag: 'v2.7.0',
        label: '2.7.0',
        kind: 'general',
        highlights: [
          'The installer becomes `bbb-install.sh` on the `v2.7.x-release` branch, run with `-v focal-270`.',
          'Grid layout, camera as content, timer and stopwatch, Reactions Bar, download of original or annotated presentations.',
          'Java 17 and Node.js 18 for the server components.',
          'Experimental: `bbb-webrtc-recorder` instead of Kurento for recording, and transparent listen-only audio.',
        ],
      },
      {
        tag: 'v2.7.2',
        label: '2.7.2',
        kind: 'point',
        highlights: [
          'Reaction animations (`public.app.emojiRain.enabled`).',
          'New create parameter `preUploadedPresentationName`.',
        ],
      },
      {
        tag: 'v2.7.4',
        label: '2.7.4',
        kind: 'point',
        highlights: ['Automatic transcription through gladia.io becomes available.'],
      },
      {
        tag: 'v2.7.5',
        label: '2.7.5',
        kind: 'point',
        highlights: [
          'Optional direct Leave button (`userdata-bbb_direct_leave_button`).',
          'New `disabledFeatures` value `learningDashboardDownloadSessionData`.',
          'New `checkSumAlgorithmForBreakouts` setting.',
        ],
      },
      {
        tag: 'v2.7.8',
        label: '2.7.8',
        kind: 'point',
        highlights: [
          'The `join` call no longer accepts POST, and API requests must send a `Content-Type` the server accepts.',
        ],
      },
      {
        tag: 'v2.7.9',
        label: '2.7.9',
        kind: 'point',
        highlights: ['New create parameter `allowPromoteGuestToModerator`.'],
      },
    ],
  },
};

export interface EarlierRelease {
  /** Release number, e.g. `0.9.0`. */
  release: string;
  /** Code name, when the release had one. */
  codeName?: string;
  /** ISO date (YYYY-MM-DD) as recorded by the project; absent when the record is inconsistent. */
  date?: string;
  /** Why the date is missing or doubtful. */
  dateNote?: string;
  highlights: readonly string[];
}

/** Major releases before the 2.2.1 move of release notes to GitHub, newest first. */
export const EARLIER_RELEASES: readonly EarlierRelease[] = [
  {
    release: '2.2',
    date: '2019-11-06',
    highlights: ['General release of the HTML5-only client after months of public testing.'],
  },
  {
    release: '2.2-beta',
    date: '2019-03-19',
    highlights: [
      'HTML5 client complete: audio, video and screen sharing over WebRTC, with no Flash or Java.',
      'Runs in mobile browsers on iOS 12.2+ and Android 6.0+.',
      'Presenters can share YouTube videos in the session.',
    ],
  },
  {
    release: '2.0',
    dateNote:
      'The historical notes give March 28, 2019, which falls after the 2.2 beta; check the GitHub release archive before relying on it.',
    highlights: [
      'Multi-user whiteboard and shared notes.',
      'HTML5 client for Android and iOS 11+ devices.',
      'Users can choose their breakout room.',
    ],
  },
  {
    release: '1.1',
    date: '2017-05-24',
    highlights: [
      'Breakout rooms and live closed captioning.',
      'Faster screen sharing that captures the cursor.',
      'First release of Greenlight; packages for Ubuntu 16.04 with systemd units.',
    ],
  },
  {
    release: '1.0',
    date: '2016-05-15',
    highlights: ['Polling with suggested answers, emoji status, automatic reconnect.'],
  },
  {
    release: '0.9.1',
    date: '2015-06-29',
    highlights: ['Maintenance release fixing desktop sharing in Firefox.'],
  },
  {
    release: '0.9.0',
    date: '2015-04-30',
    highlights: [
      'WebRTC audio, audio check before joining, listen-only mode, recording start/stop button, Ubuntu 14.04.',
    ],
  },
  {
    release: '0.81',
    date: '2013-11-07',
    highlights: ['Consolidated Users window, recording of all activity, layouts, screen reader support, LTI 1.0.'],
  },
  {
    release: '0.8',
    codeName: 'Bailetti',
    date: '2012-06-18',
    highlights: ['Recording and HTML5 playback, recording API calls, Redis replaces ActiveMQ.'],
  },
  {
    release: '0.71a',
    date: '2011-01-13',
    highlights: ['Maintenance release that lowered server memory use and sped up VoIP packet handling.'],
  },
  {
    release: '0.71',
    codeName: 'Europa',
    date: '2010-11-09',
    highlights: ['Less VoIP lag, FreeSWITCH support, webcam auto-display, client branding and configuration.'],
  },
  {
    release: '0.7',
    codeName: 'Feynman',
    date: '2010-07-15',
    highlights: ['Integrated whiteboard, Ubuntu 10.04 packages, all code under the LGPL, source moved to GitHub.'],
  },
  {
    release: '0.64',
    codeName: 'Lickety-split',
    date: '2010-04-03',
    highlights: ['Faster desktop sharing, `getMeetings`, `getMeetingInfo` and `end` API calls.'],
  },
  {
    release: '0.63',
    codeName: 'Red Dot',
    date: '2010-01-25',
    highlights: ['First API for third-party integration, client localization, Office document upload.'],
  },
  {
    release: '0.62',
    codeName: 'Nebula NGC604',
    date: '2009-11-11',
    highlights: ['Platform-independent desktop sharing; `bbb-conf` replaces the older setup scripts.'],
  },
  {
    release: '0.61',
    codeName: 'Titan',
    date: '2009-09-15',
    highlights: ['High-resolution webcams and a simpler desktop sharing interface.'],
  },
  {
    release: '0.6',
    codeName: 'Mir Space Station',
    date: '2009-08-12',
    highlights: ['Integrated VoIP through a headset.'],
  },
  {
    release: '0.5',
    codeName: 'Apollo 11',
    date: '2009-07-21',
    highlights: ['Desktop sharing and private chat.'],
  },
  {
    release: '0.4',
    date: '2009-06-12',
    highlights: ['First release: component packages and a downloadable virtual machine.'],
  },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "November 6, 2019" from "2019-11-06". Formatted by hand, not with
 * `Intl`/`toLocaleDateString`, so server and browser render the same text.
 */
export function formatReleaseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Release date "${isoDate}" is not in YYYY-MM-DD form`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) throw new Error(`Release date "${isoDate}" has no month ${month}`);
  return `${monthName} ${Number(day)}, ${year}`;
}

/** True when the docs version has a release notes page. */
export function hasReleaseNotes(version: DocVersion): version is ReleaseNotesVersion {
  return (RELEASE_NOTES_VERSIONS as readonly string[]).includes(version);
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/release-notes.md',
    checked: '2026-11-26',
    note: 'Historical release dates from 0.71a to 2.2 (2.2 on 6 November 2019, 2.2-beta on 19 March 2019, 2.0 given as 28 March 2019).',
  },
];
