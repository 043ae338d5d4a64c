/**
 * What changed in each BigBlueButton release: headline features, upgraded
 * components and configuration changes (bbb-web properties, client settings,
 * API parameters).
 *
 * The "What's new" page of each docs version renders these records through
 * the components in `src/components/ReleaseTables`. Keep one record per fact;
 * text fields may contain `inline code` in backticks.
 */
import { DOC_VERSIONS, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/**
 * Sections of a "What's new" page. 2.6 and later group features by the three
 * pillars (usability, engagement, performance) plus analytics, behind the
 * scenes and experimental; the 2.5 page groups them by the foundations of
 * teaching (management, relationships, engagement, assessment).
 */
export type HighlightArea =
  | 'usability'
  | 'engagement'
  | 'analytics'
  | 'performance'
  | 'behind-the-scenes'
  | 'experimental'
  | 'management'
  | 'relationships'
  | 'assessment'
  | 'general';

export const AREA_LABELS: Record<HighlightArea, string> = {
  usability: 'Usability',
  engagement: 'Engagement',
  analytics: 'Analytics',
  performance: 'Performance',
  'behind-the-scenes': 'Behind the scenes',
  experimental: 'Experimental',
  management: 'Management',
  relationships: 'Relationships',
  assessment: 'Assessment',
  general: 'General improvements',
};

export interface Highlight {
  /** Stable key, unique within a release. */
  readonly id: string;
  readonly area: HighlightArea;
  /** Short name of the feature. */
  readonly title: string;
  /** Setting, parameter or command that turns it on or tunes it, when there is one. */
  readonly control?: string;
  /** Point release that introduced it, when it came after the first release of the line. */
  readonly since?: string;
}

export interface ComponentUpgrade {
  readonly name: string;
  /** New version; absent when the component is new rather than upgraded. */
  readonly version?: string;
  /** Which parts of BigBlueButton use it, or what it replaced. */
  readonly note?: string;
}

/** Where a configuration key lives. */
export type ConfigScope =
  | 'bbb-web' // /etc/bigbluebutton/bbb-web.properties
  | 'client' // settings.yml, overridden in /etc/bigbluebutton/bbb-html5.yml
  | 'create' // API create parameter
  | 'join' // API join parameter
  | 'bbb-webrtc-sfu' // /etc/bigbluebutton/bbb-webrtc-sfu/production.yml
  | 'akka-apps'; // /etc/bigbluebutton/bbb-apps-akka.conf

export const SCOPE_LABELS: Record<ConfigScope, string> = {
  'bbb-web': 'bbb-web property',
  client: 'Client setting',
  create: 'create parameter',
  join: 'join parameter',
  'bbb-webrtc-sfu': 'bbb-webrtc-sfu setting',
  'akka-apps': 'akka-apps setting',
};

export type ChangeKind = 'added' | 'changed' | 'removed' | 'deprecated';

export const KIND_LABELS: Record<ChangeKind, string> = {
  added: 'Added',
  changed: 'Value or behaviour changed',
  removed: 'Removed',
  deprecated: 'Deprecated',
};

export interface ConfigChange {
  /** Property, setting or parameter name as written in the file or URL. */
  readonly key: string;
  readonly scope: ConfigScope;
  readonly kind: ChangeKind;
  /** What changed and what to do about it. */
  readonly detail: string;
  /** Point release of the change, when it came after the first release of the line. */
  readonly since?: string;
  /** True when the change is reported for pre-releases only and may still move. */
  readonly tentative?: boolean;
}

export interface ReleaseHighlights {
  readonly version: DocVersion;
  /** How the "What's new" page groups its features. */
  readonly framing: 'pillars' | 'teaching';
  readonly highlights: readonly Highlight[];
  readonly upgradedComponents: readonly ComponentUpgrade[];
  readonly configChanges: readonly ConfigChange[];
  /** Transifex project that translates this release's client, when one is published. */
  readonly transifexProject?: string;
  /** Tag of the first general-availability release; absent while the line is in pre-release. */
  readonly gaTag?: string;
  /** Tag of the first pre-release of the line. */
  readonly firstPreReleaseTag: string;
}

const TWO_FIVE: ReleaseHighlights = {
  version: '2.5-legacy',
  framing: 'teaching',
  firstPreReleaseTag: 'v2.5-alpha-1',
  gaTag: 'v2.5.0',
  highlights: [
    { id: 'breakout-reuse', area: 'management', title: 'Breakout rooms remember the previous room assignments' },
    { id: 'breakout-duration', area: 'management', title: 'Change the duration of running breakout rooms' },
    { id: 'breakout-broadcast', area: 'management', title: 'Broadcast a chat message to every breakout room' },
    { id: 'lobby-chat', area: 'relationships', title: 'Private messages to users in the waiting room' },
    { id: 'lobby-position', area: 'relationships', title: 'Waiting users see their position in the queue' },
    { id: 'pin-webcam', area: 'relationships', title: 'Pin a webcam so it always stays visible' },
    { id: 'poll-multiple', area: 'engagement', title: 'Polls that accept several answers per question' },
    {
      id: 'hide-cursors',
      area: 'engagement',
      title: "Hide other viewers' cursors on a multi-user whiteboard",
      control: '`lockSettingsHideViewersCursor` (create)',
    },
    {
      id: 'slide-snapshot',
      area: 'engagement',
      title: 'Download a PNG snapshot of the current slide with its annotations',
    },
    {
      id: 'lad-timeline',
      area: 'assessment',
      title: 'Learning Analytics Dashboard: timeline, scorecard view and CSV download',
    },
    {
      id: 'insert-document',
      area: 'general',
      title: 'New `insertDocument` API call to add presentations to a running meeting',
    },
    {
      id: 'mediasoup-default',
      area: 'general',
      title: 'mediasoup replaces Kurento for live webcams and screen sharing',
    },
    {
      id: 'fullaudio',
      area: 'experimental',
      title: 'Two-way microphone audio through mediasoup',
      control: '`fullAudioEnabled: true` (bbb-webrtc-sfu), then `meta_fullaudio-bridge=fullaudio` (create)',
    },
  ],
  upgradedComponents: [
    { name: 'Ubuntu', version: '20.04', note: 'first release line on focal' },
    { name: 'Tomcat', version: '9' },
    { name: 'Java', version: '11' },
    { name: 'Meteor', version: '2.7.1' },
    { name: 'Node.js', version: '14.19.1', note: 'bbb-html5 processes' },
    { name: 'sbt', version: '1.6.2' },
    { name: 'Grails', version: '5.0.1' },
    { name: 'Gradle', version: '7.3.1' },
  ],
  configChanges: [
    {
      key: 'disabledFeatures',
      scope: 'create',
      kind: 'added',
      detail:
        'Comma-separated list of features to switch off for one meeting, for example `breakoutRooms,learningDashboard,virtualBackgrounds`.',
    },
    {
      key: 'breakoutRoomsEnabled',
      scope: 'create',
      kind: 'deprecated',
      detail: 'Use `disabledFeatures=breakoutRooms` instead.',
    },
    {
      key: 'learningDashboardEnabled',
      scope: 'create',
      kind: 'deprecated',
      detail: 'Use `disabledFeatures=learningDashboard` instead.',
    },
    {
      key: 'virtualBackgroundsDisabled',
      scope: 'create',
      kind: 'deprecated',
      detail: 'Use `disabledFeatures=virtualBackgrounds` instead.',
    },
    {
      key: 'meetingCameraCap',
      scope: 'create',
      kind: 'added',
      detail: 'Maximum number of webcams shared at the same time in the meeting.',
    },
    {
      key: 'meetingExpireIfNoUserJoinedInMinutes',
      scope: 'create',
      kind: 'added',
      detail: 'Ends a meeting that nobody joined within this many minutes.',
    },
    {
      key: 'meetingExpireWhenLastUserLeftInMinutes',
      scope: 'create',
      kind: 'added',
      detail: 'Ends a meeting this many minutes after the last user left.',
    },
    {
      key: 'groups',
      scope: 'create',
      kind: 'added',
      detail: 'Pre-defines breakout room groups and their members.',
    },
    {
      key: 'preUploadedPresentationOverrideDefault',
      scope: 'create',
      kind: 'added',
      detail:
        'When `true`, the documents sent with create replace the default presentation instead of being added to it.',
    },
    {
      key: 'lockSettingsHideViewersCursor',
      scope: 'create',
      kind: 'added',
      detail: "Hides viewers' whiteboard cursors from each other.",
    },
    {
      key: 'fullAudioEnabled',
      scope: 'bbb-webrtc-sfu',
      kind: 'added',
      detail: 'Experimental: lets bbb-webrtc-sfu carry microphone audio (the `fullaudio` bridge).',
    },
    {
      key: 'public.media.audio.defaultFullAudioBridge',
      scope: 'client',
      kind: 'added',
      detail: 'Set to `fullaudio` to make the experimental mediasoup audio bridge the default for all meetings.',
    },
  ],
};

const TWO_SIX: ReleaseHighlights = {
  version: '2.6',
  framing: 'pillars',
  firstPreReleaseTag: 'v2.6.0-alpha.1',
  gaTag: 'v2.6.0',
  transifexProject: 'bigbluebutton-v26-html5-client',
  highlights: [
    { id: 'dark-theme', area: 'usability', title: 'Dark theme', control: 'Settings > Application' },
    { id: 'echo-test', area: 'usability', title: 'Echo test with a live volume meter' },
    {
      id: 'recording-notice',
      area: 'usability',
      title: 'Larger recording indicator and optional consent dialog',
      control: '`notifyRecordingIsOn=true` (create)',
    },
    { id: 'multi-pin', area: 'usability', title: 'Pin more than one webcam' },
    { id: 'own-backgrounds', area: 'usability', title: 'Upload your own virtual backgrounds' },
    { id: 'brightness', area: 'usability', title: 'Webcam brightness slider' },
    { id: 'layout-modal', area: 'usability', title: 'Layout selection dialog in the actions (+) menu' },
    {
      id: 'auto-captions',
      area: 'usability',
      title: 'Live automatic captions in Chrome, Edge and Safari',
      control: '`public.app.audioCaptions.enabled: true` (client)',
    },
    { id: 'annotated-export', area: 'usability', title: 'Send the presentation with annotations to the chat as a PDF' },
    {
      id: 'external-upload',
      area: 'usability',
      title: 'Upload presentations from an external store such as Nextcloud',
      control: '`presentationUploadExternalUrl`, `presentationUploadExternalDescription` (create)',
    },
    { id: 'breakout-dnd', area: 'usability', title: 'Move users between breakout rooms by drag and drop' },
    { id: 'video-format', area: 'usability', title: 'New `video` recording format (one WebM or MP4 file)' },
    { id: 'tldraw', area: 'engagement', title: 'Whiteboard rebuilt on tldraw' },
    { id: 'notes-to-whiteboard', area: 'engagement', title: 'Move shared notes to the whiteboard' },
    { id: 'breakout-export', area: 'engagement', title: 'Bring breakout notes and whiteboards back to the main room' },
    { id: 'custom-polls', area: 'engagement', title: 'Polls prepared in advance with custom input' },
    { id: 'recordings-api', area: 'performance', title: 'Faster recordings API' },
  ],
  upgradedComponents: [
    { name: 'Meteor', version: '2.12' },
    { name: 'Grails', version: '5.2.4' },
    { name: 'Spring', version: '2.7.1' },
  ],
  configChanges: [
    {
      key: 'beans.presentationService.defaultUploadedPresentation',
      scope: 'bbb-web',
      kind: 'changed',
      detail:
        'The default presentation moved to `/var/www/bigbluebutton-default/assets/default.pdf`; point an override at `${bigbluebutton.web.serverURL}/assets/<file>.pdf`.',
    },
    {
      key: 'hidePresentation',
      scope: 'join',
      kind: 'removed',
      detail:
        'Replaced by `disabledFeatures=presentation` on create, which removes the presentation area for everyone.',
    },
    {
      key: 'userdata-bbb_auto_swap_layout',
      scope: 'join',
      kind: 'removed',
      detail:
        'Replaced by `userdata-bbb_hide_presentation_on_join` (join) or `public.layout.hidePresentationOnJoin` (client).',
    },
    {
      key: 'userdata-bbb_hide_presentation_on_join',
      scope: 'join',
      kind: 'added',
      detail: 'Starts the user with the presentation minimized; they can restore it.',
    },
    {
      key: 'public.layout.hidePresentationOnJoin',
      scope: 'client',
      kind: 'added',
      detail: 'Server-wide default for starting with the presentation minimized.',
    },
    {
      key: 'public.app.audioCaptions.enabled',
      scope: 'client',
      kind: 'added',
      detail: 'Shows the automatic-captions language selector in the audio dialog.',
    },
    {
      key: 'notifyRecordingIsOn',
      scope: 'create',
      kind: 'added',
      detail: 'Asks every user to accept or leave when recording is running.',
    },
    {
      key: 'presentationUploadExternalUrl',
      scope: 'create',
      kind: 'added',
      detail:
        'Link shown in the upload dialog to an external document store; used with `presentationUploadExternalDescription`.',
    },
    {
      key: 'recordFullDurationMedia',
      scope: 'create',
      kind: 'added',
      detail: 'Records media for the whole meeting, not only between start and stop marks.',
      since: '2.6.9',
    },
    {
      key: 'disabledFeaturesExclude',
      scope: 'create',
      kind: 'added',
      detail:
        'Re-enables features for one meeting that `disabledFeatures` in bbb-web.properties switches off server-wide.',
      since: '2.6.9',
    },
  ],
};

const TWO_SEVEN: ReleaseHighlights = {
  version: '2.7',
  framing: 'pillars',
  firstPreReleaseTag: 'v2.7.0-alpha.1',
  gaTag: 'v2.7.0',
  highlights: [
    { id: 'grid-layout', area: 'usability', title: 'Grid layout with a tile for every participant' },
    { id: 'camera-as-content', area: 'usability', title: 'Share a webcam as the main content' },
    { id: 'hide-self-view', area: 'usability', title: 'Hide your own webcam from yourself' },
    { id: 'original-download', area: 'usability', title: 'Download the original, converted or annotated presentation' },
    { id: 'timer', area: 'usability', title: 'Timer and stopwatch for the whole room' },
    {
      id: 'wake-lock',
      area: 'usability',
      title: 'Screen wake lock on mobile devices',
      control: '`public.app.wakeLock.enabled` (client)',
    },
    { id: 'reactions-bar', area: 'engagement', title: 'Reactions bar replaces the status menu' },
    {
      id: 'reaction-animations',
      area: 'engagement',
      title: 'Animated reactions',
      control: '`public.app.emojiRain.enabled` (client)',
      since: '2.7.2',
    },
    {
      id: 'direct-leave',
      area: 'usability',
      title: 'Direct Leave button',
      control: '`userdata-bbb_direct_leave_button=true` (join)',
      since: '2.7.5',
    },
    {
      id: 'webrtc-recorder',
      area: 'experimental',
      title: 'bbb-webrtc-recorder as recorder instead of Kurento',
      control: '`recordingAdapter: bbb-webrtc-recorder` (bbb-webrtc-sfu)',
    },
    {
      id: 'transparent-listen-only',
      area: 'experimental',
      title: 'Transparent listen-only audio',
      control:
        '`public.media.transparentListenOnly: true` (client) or `userdata-bbb_transparent_listen_only=true` (join)',
    },
  ],
  upgradedComponents: [
    {
      name: 'Java',
      version: '17',
      note: 'up from 11, for bbb-common-message, bbb-common-web, bigbluebutton-web, akka-bbb-apps, bbb-fsesl-client and akka-bbb-fsesl',
    },
    {
      name: 'Node.js',
      version: '18',
      note: 'up from 16, for bbb-pads, bbb-export-annotations, bbb-webrtc-sfu, bbb-etherpad and bbb-webhooks',
    },
    { name: 'React', version: '18' },
    { name: 'Meteor', version: '2.13' },
    { name: 'Spring', version: '2.7.12' },
    { name: 'Grails', version: '5.3.2' },
    { name: 'GORM', version: '7.3.1' },
    { name: 'Groovy', version: '3.0.11' },
  ],
  configChanges: [
    {
      key: 'public.app.wakeLock.enabled',
      scope: 'client',
      kind: 'changed',
      detail: 'Now `true` by default.',
      since: '2.7.0-beta.3',
    },
    {
      key: 'public.app.guestPolicyExtraAllowOptions',
      scope: 'client',
      kind: 'changed',
      detail: 'Now `false` by default: the guest panel hides "Allow all authenticated users" and "Allow all guests".',
      since: '2.7.0-beta.3',
    },
    {
      key: 'public.app.emojiRain.enabled',
      scope: 'client',
      kind: 'added',
      detail: 'Turns on reaction animations (off by default).',
      since: '2.7.2',
    },
    {
      key: 'public.media.transparentListenOnly',
      scope: 'client',
      kind: 'added',
      detail: 'Experimental transparent listen-only audio (off by default).',
    },
    {
      key: 'recordingAdapter',
      scope: 'bbb-webrtc-sfu',
      kind: 'added',
      detail: 'Set to `bbb-webrtc-recorder` to record webcams and screen sharing without Kurento.',
    },
    {
      key: 'preUploadedPresentation',
      scope: 'create',
      kind: 'added',
      detail: 'URL of a document to load at create time; `preUploadedPresentationName` names it.',
      since: '2.7.2',
    },
    {
      key: 'userdata-bbb_direct_leave_button',
      scope: 'join',
      kind: 'added',
      detail: 'Shows a Leave button next to the options menu.',
      since: '2.7.5',
    },
    {
      key: 'join (POST)',
      scope: 'join',
      kind: 'removed',
      detail: 'The join call accepts GET only; POST requests to other calls need a matching `Content-Type` header.',
      since: '2.7.8',
    },
  ],
};

const THREE_ZERO_WEB: readonly ConfigChange[] = [
  {
    key: 'breakoutRoomsEnabled',
    scope: 'bbb-web',
    kind: 'removed',
    detail: 'Deprecated since 2.5; use `disabledFeatures`.',
  },
  {
    key: 'learningDashboardEnabled',
    scope: 'bbb-web',
    kind: 'removed',
    detail: 'Deprecated since 2.5; use `disabledFeatures`.',
  },
  {
    key: 'defaultGuestWaitURL',
    scope: 'bbb-web',
    kind: 'removed',
    detail: 'The waiting room is now part of the client page.',
  },
  {
    key: 'defaultHTML5ClientUrl',
    scope: 'bbb-web',
    kind: 'changed',
    detail: 'No longer ends in `/join`; remove that suffix from any override.',
  },
  {
    key: 'muteOnStart',
    scope: 'bbb-web',
    kind: 'changed',
    detail: 'Now `true` by default, which suits transparent listen-only being on by default.',
  },
  {
    key: 'pluginManifests',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Plugins loaded into every meeting; merged with the `pluginManifests` create parameter.',
  },
  {
    key: 'pluginManifestFetchTimeout, pluginManifestsFetchUrlResponseTimeout, maxPluginManifestsFetchUrlPayloadSize, numPluginManifestsFetchingThreads',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Limits for fetching plugin manifests at create time.',
  },
  {
    key: 'presentationConversionCacheEnabled, presentationConversionCacheS3*',
    scope: 'bbb-web',
    kind: 'added',
    detail:
      'S3-compatible cache of converted presentations (access key, secret, bucket, region, endpoint URL, path style).',
  },
  {
    key: 'audioBridge, cameraBridge, screenShareBridge',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Server-wide media framework per media type; `livekit` selects the experimental LiveKit integration.',
  },
  {
    key: 'scanUploadedPresentationFiles',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Scans uploaded presentations with ClamAV.',
  },
  {
    key: 'allowOverrideClientSettingsOnCreateCall',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Lets the create call override client settings for one meeting.',
  },
  {
    key: 'graphqlApiUrl, graphqlWebsocketUrl',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Where clients reach the GraphQL API; change them for cluster proxy set-ups.',
  },
  {
    key: 'defaultBotAvatarURL',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Avatar image for users that join as bots.',
  },
  {
    key: 'sessionsCleanupDelayInMinutes',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'How long bbb-web keeps the sessions of an ended meeting.',
  },
  {
    key: 'useDefaultDarkLogo, defaultDarkLogoURL',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Logo shown with the dark theme.',
  },
  {
    key: 'maxNumPages',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Largest number of pages accepted in an uploaded presentation.',
  },
  {
    key: 'extractTimeoutInMs, pdfPageDownscaleExecTimeoutInMs, officeDocumentValidationExecTimeoutInMs, presDownloadReadTimeoutInMs, pngCreationConversionTimeout, imageResizeWait, officeDocumentValidationTimeout, presOfficeConversionTimeout, pdfPageCountWait, detectImageDimensionsTimeout',
    scope: 'bbb-web',
    kind: 'added',
    detail: 'Timeouts of the individual presentation conversion steps.',
  },
  {
    key: 'pngCreationExecTimeout, thumbnailCreationExecTimeout, textFileCreationExecTimeout',
    scope: 'bbb-web',
    kind: 'changed',
    detail: 'Renamed from the same names ending in `InMs`; update overrides when you upgrade.',
    since: '3.0.17',
  },
];

const THREE_ZERO: ReleaseHighlights = {
  version: '3.0',
  framing: 'pillars',
  firstPreReleaseTag: 'v3.0.0-alpha.1',
  gaTag: 'v3.0.0',
  transifexProject: 'bigbluebutton-v30-html5-client',
  highlights: [
    { id: 'tldraw-v2', area: 'usability', title: 'Whiteboard upgraded to tldraw 2' },
    {
      id: 'listen-only-switch',
      area: 'usability',
      title: 'Switch between listen-only and microphone without rejoining audio',
      control: '`public.app.listenOnlyMode` (client) or `userdata-bbb_listen_only_mode` (join)',
    },
    { id: 'device-dropdown', area: 'usability', title: 'Change audio devices from the mute button' },
    { id: 'chat-actions', area: 'engagement', title: 'Edit, delete, reply to and react to chat messages' },
    {
      id: 'new-layouts',
      area: 'usability',
      title: 'Layouts Cameras Only, Presentation Only, Participants and Chat Only, Media Only',
    },
    { id: 'away', area: 'usability', title: 'Away mode in the options menu' },
    { id: 'session-details', area: 'usability', title: 'Welcome message moved to the Session details dialog' },
    { id: 'leave-button', area: 'usability', title: 'Leave button on by default' },
    { id: 'poll-results', area: 'engagement', title: 'Clearer poll results on the whiteboard' },
    {
      id: 'seen-indicator',
      area: 'usability',
      title: 'Seen indicator for private chat messages',
      control: '`public.chat.privateMessageReadFeedback.enabled` (client)',
    },
    {
      id: 'push-to-talk',
      area: 'usability',
      title: 'Push to talk with the M key',
      control: '`public.app.defaultSettings.application.pushToTalkEnabled` (client)',
    },
    {
      id: 'plugins',
      area: 'behind-the-scenes',
      title: 'Client plugins',
      control: '`pluginManifests` (create or bbb-web)',
    },
    { id: 'pekko', area: 'behind-the-scenes', title: 'Akka replaced by Apache Pekko' },
    {
      id: 'settings-override',
      area: 'behind-the-scenes',
      title: 'Override client settings in the create call',
      control: '`allowOverrideClientSettingsOnCreateCall` (bbb-web)',
    },
    { id: 'graphql', area: 'behind-the-scenes', title: 'Meteor and MongoDB replaced by a GraphQL stack on PostgreSQL' },
    { id: 'collabora', area: 'behind-the-scenes', title: 'Collabora Online as an alternative document converter' },
    { id: 's3-cache', area: 'behind-the-scenes', title: 'S3-compatible cache for converted presentations' },
    { id: 'clamav', area: 'behind-the-scenes', title: 'ClamAV scanning of uploaded presentations' },
    {
      id: 'send-chat-message',
      area: 'behind-the-scenes',
      title: 'New `sendChatMessage` API call posts to the public chat',
    },
    {
      id: 'infinite-whiteboard',
      area: 'experimental',
      title: 'Infinite whiteboard (not in recordings)',
      control: '`public.whiteboard.allowInfiniteWhiteboard` (client)',
    },
    {
      id: 'livekit',
      area: 'experimental',
      title: 'LiveKit as media framework',
      control: '`sudo apt-get install bbb-livekit`, then `audioBridge`/`cameraBridge`/`screenShareBridge=livekit`',
    },
  ],
  upgradedComponents: [
    { name: 'Ubuntu', version: '22.04', note: 'first release line on jammy' },
    { name: 'Apache Pekko', note: 'replaces Akka in akka-apps and fsesl-akka' },
    { name: 'yq', version: '4.16.2', note: 'up from 3.4.1, with a new command syntax' },
    { name: 'Grails', version: '7.0.0', note: 'later 3.0.x point releases' },
    { name: 'Gradle', version: '8.14.3', note: 'later 3.0.x point releases' },
    { name: 'Groovy', version: '4.0.21' },
    { name: 'Spring', version: '6.2.11' },
    { name: 'Spring Boot', version: '3.4.9' },
  ],
  configChanges: [
    ...THREE_ZERO_WEB,
    {
      key: 'defaultLayout',
      scope: 'join',
      kind: 'removed',
      detail:
        'Use `userdata-bbb_default_layout`; without it the meeting falls back to `meetingLayout` (create), then to `defaultMeetingLayout` (bbb-web).',
      since: '3.0.0-alpha.5',
    },
    {
      key: 'skipEchoTestIfPreviousDevice',
      scope: 'client',
      kind: 'added',
      detail:
        'Skips the echo test when the browser has working devices stored; per user with `userdata-bbb_skip_echotest_if_previous_device`.',
    },
    {
      key: 'skipVideoPreviewIfPreviousDevice',
      scope: 'client',
      kind: 'added',
      detail:
        'Skips the webcam preview when a camera is stored; per user with `userdata-bbb_skip_video_preview_if_previous_device`.',
    },
    {
      key: 'checkSumAlgorithmForBreakouts',
      scope: 'akka-apps',
      kind: 'added',
      detail:
        'Checksum algorithm of breakout join links (default `sha256`); keep it among the `supportedChecksumAlgorithms` of bbb-web.',
      since: '3.0.0-alpha.5',
    },
  ],
};

const THREE_ONE: ReleaseHighlights = {
  version: '3.1',
  framing: 'pillars',
  firstPreReleaseTag: 'v3.1.0-beta.1',
  transifexProject: 'bigbluebutton-v31-html5-client',
  highlights: [
    {
      id: 'persistent-multi-user',
      area: 'usability',
      title: 'Multi-user whiteboard stays on across slides and presentations',
      since: '3.0.20',
    },
    {
      id: 'breakout-multi-user',
      area: 'usability',
      title: 'Breakout rooms start with the multi-user whiteboard on',
      since: '3.0.20',
    },
    { id: 'raised-hands-panel', area: 'usability', title: 'Raised hands listed in the left panel', since: '3.0.17' },
    { id: 'quiz', area: 'engagement', title: 'Quiz: polls with correct answers and live feedback', since: '3.0.11' },
    { id: 'quiz-lad', area: 'analytics', title: 'Quiz results in the Learning Analytics Dashboard', since: '3.0.11' },
    {
      id: 'unified-layout',
      area: 'usability',
      title: 'Unified Layout, next to the classic layouts (their removal is 4.0 work)',
      since: '3.0.19',
    },
  ],
  upgradedComponents: [
    { name: 'Ubuntu', version: '22.04' },
    { name: 'Grails', version: '7.0.0' },
    { name: 'Gradle', version: '8.14.3' },
    { name: 'Groovy', version: '4.0.21' },
    { name: 'Spring', version: '6.2.11' },
    { name: 'Spring Boot', version: '3.4.9', note: 'a later pre-release reports 3.5.13' },
  ],
  // The removals once listed here (classic layouts, push-layout settings,
  // disabledFeatures=layouts, enableDeprecatedLayoutSelection) are bigbluebutton
  // PR #24659 "[4.0] Layout revamp", opened after the last 3.1 pre-release.
  configChanges: [],
};

export const RELEASE_HIGHLIGHTS: Record<DocVersion, ReleaseHighlights> = {
  '2.5-legacy': TWO_FIVE,
  '2.6': TWO_SIX,
  '2.7': TWO_SEVEN,
  '3.0': THREE_ZERO,
  '3.1': THREE_ONE,
};

/** The configuration changes of one release, optionally limited by scope and kind. */
export function configChangesFor(version: DocVersion, scope?: ConfigScope, kind?: ChangeKind): ConfigChange[] {
  return RELEASE_HIGHLIGHTS[version].configChanges.filter(
    (c) => (scope === undefined || c.scope === scope) && (kind === undefined || c.kind === kind),
  );
}

/** The highlights of one release in one area. */
export function highlightsFor(version: DocVersion, area?: HighlightArea): Highlight[] {
  return RELEASE_HIGHLIGHTS[version].highlights.filter((h) => area === undefined || h.area === area);
}

/** Every docs version, for tests and indexes. */
export const HIGHLIGHT_VERSIONS: readonly DocVersion[] = DOC_VERSIONS;

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'pull/24659',
    checked: '2026-11-27',
    note: '"[4.0] Layout revamp" (opened 2026-02-18): removes the presentationFocus, smart, videoFocus and custom layouts, showPushLayoutButton, showPushLayoutToggle, enableDeprecatedLayoutSelection and disabledFeatures=layouts, and sets the Unified Layout as default. Before it, bbb-web listed UNIFIED_LAYOUT next to the classic layouts. Not part of any 3.1 pre-release (the last, v3.1.0-beta.2, is from October 2025).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/new-features.md',
    checked: '2026-11-26',
    note: '3.0 copy: usability, behind the scenes and experimental features, upgraded components. The 2.5 to 2.7 and 3.1 highlights were not re-read.',
  },
];
