/**
 * Every API call of the documented releases, defined once. Per-release
 * differences live in the lifecycle fields (`since`, `until`,
 * `deprecatedIn`), in `methods` rules and in `overrides`; use `apiFor()` from
 * ./index.ts to get what one release offers.
 */
import type { ApiCallDef, ApiParam, ResponseField } from './types';
import { CREATE_PARAMS } from './params/create';
import { DOCUMENT_ATTRIBUTES } from './documents';
import type { DataSources } from '../sources';

/** "`downloadable` is `false`, `removable` is `true`", from the attribute data. */
function documentDefaults(): string {
  return DOCUMENT_ATTRIBUTES.filter((attribute) => attribute.default)
    .map((attribute) => `\`${attribute.name}\` is \`${attribute.default}\``)
    .join(', ');
}

const MEETING_ID_REQUIRED: ApiParam = {
  name: 'meetingID',
  required: 'required',
  type: 'String',
  description: 'The `meetingID` your application passed to `create`.',
  since: '2.5-legacy',
};

const RECORD_ID_LIST: ApiParam = {
  name: 'recordID',
  required: 'required',
  type: 'String',
  description: 'One record ID, or several separated by commas.',
  since: '2.5-legacy',
};

const RECORD_ID_SINGLE: ApiParam = {
  name: 'recordID',
  required: 'required',
  type: 'String',
  description: 'Exactly one record ID (a comma-separated list is not accepted here).',
  since: '2.5-legacy',
};

/** Fields that describe a meeting in getMeetingInfo and in each <meeting> of getMeetings. */
const MEETING_FIELDS: ResponseField[] = [
  {
    name: 'meetingName',
    type: 'String',
    when: 'always',
    description: 'The `name` given on create.',
    since: '2.5-legacy',
  },
  { name: 'meetingID', type: 'String', when: 'always', description: 'Your meeting ID.', since: '2.5-legacy' },
  {
    name: 'internalMeetingID',
    type: 'String',
    when: 'always',
    description: 'The server’s ID for this run of the meeting; recordings use it as record ID.',
    since: '2.5-legacy',
  },
  {
    name: 'createTime',
    type: 'Number',
    when: 'always',
    description: 'Creation time in milliseconds since 1970; pass it as `createTime` on join.',
    since: '2.5-legacy',
  },
  { name: 'createDate', type: 'String', when: 'always', description: 'Creation time as text.', since: '2.5-legacy' },
  {
    name: 'voiceBridge',
    type: 'String',
    when: 'always',
    description: 'Conference number (phone PIN).',
    since: '2.5-legacy',
  },
  { name: 'dialNumber', type: 'String', when: 'always', description: 'Dial-in number.', since: '2.5-legacy' },
  {
    name: 'attendeePW / moderatorPW',
    type: 'String',
    when: 'always',
    description: 'Legacy passwords of the meeting.',
    since: '2.5-legacy',
  },
  {
    name: 'running',
    type: 'Boolean',
    when: 'always',
    description: 'Whether the meeting has started.',
    since: '2.5-legacy',
  },
  {
    name: 'duration',
    type: 'Number',
    when: 'always',
    description: 'The `duration` limit in minutes (0 = none).',
    since: '2.5-legacy',
  },
  {
    name: 'hasUserJoined',
    type: 'Boolean',
    when: 'always',
    description: 'Whether anyone has joined yet.',
    since: '2.5-legacy',
  },
  {
    name: 'recording',
    type: 'Boolean',
    when: 'always',
    description: 'Whether the meeting was created with `record=true`.',
    since: '2.5-legacy',
  },
  {
    name: 'hasBeenForciblyEnded',
    type: 'Boolean',
    when: 'always',
    description: 'Whether the meeting was stopped with `end`.',
    since: '2.5-legacy',
  },
  {
    name: 'startTime / endTime',
    type: 'Number',
    when: 'always',
    description: 'Start and end in milliseconds since 1970 (`endTime` is 0 while running).',
    since: '2.5-legacy',
  },
  {
    name: 'participantCount',
    type: 'Number',
    when: 'always',
    description: 'Users in the meeting now.',
    since: '2.5-legacy',
  },
  {
    name: 'listenerCount / voiceParticipantCount / videoCount',
    type: 'Number',
    when: 'always',
    description: 'Users listening only, users with a microphone, webcams shared.',
    since: '2.5-legacy',
  },
  {
    name: 'maxUsers',
    type: 'Number',
    when: 'always',
    description: 'The `maxParticipants` limit.',
    since: '2.5-legacy',
  },
  {
    name: 'moderatorCount',
    type: 'Number',
    when: 'always',
    description: 'Moderators in the meeting now.',
    since: '2.5-legacy',
  },
  {
    name: 'attendees',
    type: 'List',
    when: 'always',
    element: 'attendee',
    description:
      'One `attendee` per user: `userID`, `fullName`, `role`, `isPresenter`, `isListeningOnly`, `hasJoinedVoice`, `hasVideo`, `clientType`, `customdata`.',
    since: '2.5-legacy',
  },
  {
    name: 'metadata',
    type: 'XML',
    when: 'always',
    description: 'The `meta_*` values given on create.',
    since: '2.5-legacy',
  },
  {
    name: 'isBreakout',
    type: 'Boolean',
    when: 'always',
    description: 'Whether this meeting is a breakout room.',
    since: '2.5-legacy',
  },
  {
    name: 'breakoutRooms',
    type: 'List',
    when: 'sometimes',
    element: 'breakout',
    description: 'For a meeting with breakout rooms: one `breakout` element per room ID.',
    since: '2.5-legacy',
  },
  {
    name: 'breakout',
    type: 'XML',
    when: 'sometimes',
    description: 'For a breakout room: `parentMeetingID`, `sequence` and `freeJoin`.',
    since: '2.5-legacy',
  },
];

const RECORDING_FIELDS: ResponseField[] = [
  { name: 'recordID', type: 'String', when: 'always', description: 'ID of the recording.', since: '2.5-legacy' },
  { name: 'meetingID', type: 'String', when: 'always', description: 'Your meeting ID.', since: '2.5-legacy' },
  {
    name: 'internalMeetingID',
    type: 'String',
    when: 'always',
    description: 'The server’s ID of the recorded run.',
    since: '2.5-legacy',
  },
  { name: 'name', type: 'String', when: 'always', description: 'Meeting name.', since: '2.5-legacy' },
  {
    name: 'isBreakout',
    type: 'Boolean',
    when: 'always',
    description: 'Whether it records a breakout room.',
    since: '2.5-legacy',
  },
  {
    name: 'published',
    type: 'Boolean',
    when: 'always',
    description: 'Whether playback is available.',
    since: '2.5-legacy',
  },
  {
    name: 'state',
    type: 'String',
    when: 'always',
    description: '`processing`, `processed`, `published`, `unpublished` or `deleted`.',
    since: '2.5-legacy',
  },
  {
    name: 'startTime / endTime',
    type: 'Number',
    when: 'always',
    description: 'Milliseconds since 1970.',
    since: '2.5-legacy',
  },
  {
    name: 'participants',
    type: 'Number',
    when: 'always',
    description: 'Number of users who joined.',
    since: '2.5-legacy',
  },
  { name: 'metadata', type: 'XML', when: 'always', description: 'The meeting’s `meta_*` values.', since: '2.5-legacy' },
  {
    name: 'playback',
    type: 'List',
    when: 'always',
    element: 'format',
    description:
      'One `format` per playback format: `type`, `url`, `processingTime`, `length` (minutes) and, for slides, `preview` thumbnails.',
    since: '2.5-legacy',
  },
];

export const API_CALLS: ApiCallDef[] = [
  {
    name: 'create',
    group: 'administration',
    summary: 'Creates a meeting (or returns the one already running with that ID).',
    description:
      'Creates a meeting and returns its details. The call is idempotent: with the ID of a running meeting it returns that meeting with `messageKey` `duplicateWarning`, so you can call it every time before you build a join URL. A meeting nobody joins is removed after `meetingExpireIfNoUserJoinedInMinutes`.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: CREATE_PARAMS,
    responseFields: [
      { name: 'meetingID', type: 'String', when: 'always', description: 'Your meeting ID.', since: '2.5-legacy' },
      {
        name: 'internalMeetingID',
        type: 'String',
        when: 'always',
        description: 'The server’s ID for this run of the meeting (also the record ID).',
        since: '2.5-legacy',
      },
      {
        name: 'parentMeetingID',
        type: 'String',
        when: 'always',
        description: '`bbb-none`, or the parent meeting of a breakout room.',
        since: '2.5-legacy',
      },
      {
        name: 'attendeePW / moderatorPW',
        type: 'String',
        when: 'always',
        description: 'Legacy passwords (generated when not given).',
        since: '2.5-legacy',
      },
      {
        name: 'createTime',
        type: 'Number',
        when: 'always',
        description: 'Milliseconds since 1970; use it as `createTime` on join.',
        since: '2.5-legacy',
      },
      { name: 'voiceBridge', type: 'String', when: 'always', description: 'Conference number.', since: '2.5-legacy' },
      { name: 'dialNumber', type: 'String', when: 'always', description: 'Dial-in number.', since: '2.5-legacy' },
      {
        name: 'createDate',
        type: 'String',
        when: 'always',
        description: 'Creation time as text.',
        since: '2.5-legacy',
      },
      {
        name: 'hasUserJoined',
        type: 'Boolean',
        when: 'always',
        description: 'Whether anyone has joined.',
        since: '2.5-legacy',
      },
      {
        name: 'duration',
        type: 'Number',
        when: 'always',
        description: 'Duration limit in minutes.',
        since: '2.5-legacy',
      },
      {
        name: 'hasBeenForciblyEnded',
        type: 'Boolean',
        when: 'always',
        description: 'Whether `end` stopped it.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: ['duplicateWarning', 'checksumError', 'missingParameter', 'paramError', 'unsupportedContentType'],
    examples: [
      {
        caption: 'Minimal meeting',
        params: [
          ['name', 'Physics 101'],
          ['meetingID', 'physics-101'],
        ],
      },
      {
        caption: 'Recorded meeting with metadata and a welcome message',
        params: [
          ['name', 'Physics 101'],
          ['meetingID', 'physics-101'],
          ['record', 'true'],
          ['welcome', 'Welcome to %%CONFNAME%%'],
          ['meta_course', 'PHY-101'],
        ],
      },
      {
        caption: 'Switch off features for this meeting',
        params: [
          ['name', 'Exam review'],
          ['meetingID', 'exam-review'],
          ['disabledFeatures', 'privateChat,sharedNotes'],
        ],
        versions: { since: '2.6' },
      },
      {
        caption: 'Switch off features for this meeting',
        params: [
          ['name', 'Exam review'],
          ['meetingID', 'exam-review'],
          ['disabledFeatures', 'chat,sharedNotes'],
        ],
        versions: { since: '2.5-legacy', until: '2.6' },
      },
    ],
  },
  {
    name: 'join',
    group: 'administration',
    summary: 'Builds the URL that enters one user into a running meeting.',
    description:
      'Send the user’s browser to this URL: the server checks the request, sets a session cookie and redirects into the HTML5 client. Build one URL per user and per visit, and never cache join URLs in pages other people can see. With `redirect=false` the server answers with XML instead of the redirect.',
    methods: [
      { since: '2.5-legacy', methods: ['GET', 'POST'] },
      {
        since: '2.6',
        methods: ['GET', 'POST'],
        note: 'From 2.6.18 the server answers `join` over GET only.',
      },
      {
        since: '2.7',
        methods: ['GET', 'POST'],
        note: 'From 2.7.8 the server answers `join` over GET only.',
      },
      { since: '3.0', methods: ['GET'], note: 'Only GET is accepted: 3.0 dropped POST for `join`.' },
    ],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [
      {
        name: 'fullName',
        required: 'required',
        type: 'String',
        description: 'Name shown to other users.',
        since: '2.5-legacy',
      },
      MEETING_ID_REQUIRED,
      {
        name: 'password',
        required: 'conditional',
        requiredWhen: 'when `role` is missing',
        type: 'String',
        description:
          'Legacy way to pick the role: the meeting’s moderator or attendee password. `role` wins when both are sent.',
        since: '2.5-legacy',
        deprecatedIn: '2.5-legacy',
        replacement: '`role`',
      },
      {
        name: 'role',
        required: 'conditional',
        requiredWhen: 'when `password` is missing',
        type: 'String',
        description: '`MODERATOR` or `VIEWER` (any letter case).',
        since: '2.5-legacy',
        addedIn: '2.4',
      },
      {
        name: 'createTime',
        required: 'optional',
        type: 'String',
        description:
          'The `createTime` returned by `create`. When it does not match the running meeting, the join is refused, so an old join URL cannot enter a later meeting with the same ID.',
        since: '2.5-legacy',
      },
      {
        name: 'userID',
        required: 'optional',
        type: 'String',
        description: 'Your ID for the user; returned in `getMeetingInfo` and used by breakout `groups`.',
        since: '2.5-legacy',
      },
      {
        name: 'webVoiceConf',
        required: 'optional',
        type: 'String',
        description: 'Custom voice extension used when the user joins audio, for call detail records.',
        since: '2.5-legacy',
      },
      {
        name: 'defaultLayout',
        required: 'optional',
        type: 'String',
        description: 'Layout the client opens with for this user.',
        since: '2.5-legacy',
        until: '3.0',
        replacement: '`userdata-bbb_default_layout`',
      },
      {
        name: 'enforceLayout',
        required: 'optional',
        type: 'String',
        description:
          'Locks this user’s client to one layout, whatever the presenter pushes; for room displays and streaming, with values such as `CAMERAS_ONLY` or `PRESENTATION_ONLY`.',
        since: '3.0',
      },
      {
        name: 'avatarURL',
        required: 'optional',
        type: 'String',
        description: 'Image shown for the user; server defaults come from `useDefaultAvatar` and `defaultAvatarURL`.',
        since: '2.5-legacy',
      },
      {
        name: 'webcamBackgroundURL',
        required: 'optional',
        type: 'String',
        description:
          'Image preset as the user’s webcam background; server defaults come from `useDefaultWebcamBackground` and `defaultWebcamBackgroundURL`.',
        since: '2.7',
        addedIn: '2.7.10',
        unconfirmed: 'Reported as added in 2.7.10; older 2.7 servers ignore it.',
      },
      {
        name: 'redirect',
        required: 'optional',
        type: 'String',
        default: 'true',
        description: '`false` returns XML with the client URL and tokens instead of redirecting the browser.',
        since: '2.5-legacy',
      },
      {
        name: 'errorRedirectUrl',
        required: 'optional',
        type: 'String',
        default: 'the meeting’s logout URL',
        description:
          'Where to send the user when the join fails. The 2.7 changelog calls it `redirectErrorUrl`; the parameter the server reads is `errorRedirectUrl`.',
        since: '2.7',
      },
      {
        name: 'guest',
        required: 'optional',
        type: 'String',
        default: 'false',
        description: '`true` marks the user as a guest, so the meeting’s `guestPolicy` applies.',
        since: '2.5-legacy',
      },
      {
        name: 'excludeFromDashboard',
        required: 'optional',
        type: 'String',
        default: 'false',
        description: '`true` leaves the user out of the Learning Analytics Dashboard (support staff, for example).',
        since: '2.5-legacy',
        addedIn: '2.4',
      },
      {
        name: 'userdata-*',
        pattern: true,
        required: 'optional',
        type: 'String',
        description:
          'Per-user client settings, such as `userdata-bbb_auto_join_audio=true` or `userdata-bbb_skip_check_audio=true`; the full list is on the server customization page.',
        since: '2.5-legacy',
      },
    ],
    responseFields: [
      {
        name: 'meeting_id',
        type: 'String',
        when: 'sometimes',
        description: 'Internal meeting ID (with `redirect=false`).',
        since: '2.5-legacy',
      },
      { name: 'user_id', type: 'String', when: 'sometimes', description: 'Internal user ID.', since: '2.5-legacy' },
      {
        name: 'auth_token',
        type: 'String',
        when: 'sometimes',
        description: 'Authentication token of the user.',
        since: '2.5-legacy',
      },
      {
        name: 'session_token',
        type: 'String',
        when: 'sometimes',
        description: 'Session token for the client.',
        since: '2.5-legacy',
      },
      { name: 'url', type: 'String', when: 'sometimes', description: 'Client URL to open.', since: '2.5-legacy' },
    ],
    messageKeys: ['successfullyJoined', 'checksumError', 'missingParameter', 'invalidMeetingIdentifier', 'notFound'],
    examples: [
      {
        caption: 'Moderator',
        params: [
          ['fullName', 'Ada Lovelace'],
          ['meetingID', 'physics-101'],
          ['role', 'MODERATOR'],
        ],
      },
      {
        caption: 'Viewer with your user ID, audio joined automatically',
        params: [
          ['fullName', 'Alan Turing'],
          ['meetingID', 'physics-101'],
          ['role', 'VIEWER'],
          ['userID', 'user-17'],
          ['userdata-bbb_auto_join_audio', 'true'],
        ],
      },
      {
        caption: 'Room display locked to the presentation',
        params: [
          ['fullName', 'Room 2.14 display'],
          ['meetingID', 'physics-101'],
          ['role', 'VIEWER'],
          ['enforceLayout', 'PRESENTATION_ONLY'],
          ['excludeFromDashboard', 'true'],
        ],
        versions: { since: '3.0' },
      },
    ],
  },
  {
    name: 'end',
    group: 'administration',
    summary: 'Ends a meeting and removes everyone from it.',
    description:
      'Asks the server to end the meeting. The answer comes back at once with `messageKey` `sentEndMeetingRequest`; users are removed over the next seconds, so check with `isMeetingRunning` or `getMeetingInfo` before you tell your users the meeting is over.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [
      MEETING_ID_REQUIRED,
      {
        name: 'password',
        required: 'optional',
        type: 'String',
        description: 'The meeting’s moderator password. Current servers ignore it.',
        since: '2.5-legacy',
        deprecatedIn: '2.5-legacy',
        overrides: {
          '2.5-legacy': {
            required: 'required',
            description: 'The meeting’s moderator password. The 2.5 reference lists it as required, so send it.',
          },
        },
      },
    ],
    responseFields: [],
    messageKeys: ['sentEndMeetingRequest', 'checksumError', 'notFound'],
    examples: [
      {
        caption: 'End a meeting',
        params: [['meetingID', 'physics-101']],
        versions: { since: '2.6' },
      },
      {
        caption: 'End a meeting, with the moderator password returned by create',
        params: [
          ['meetingID', 'physics-101'],
          ['password', 'mp-7c41'],
        ],
        versions: { since: '2.5-legacy', until: '2.6' },
      },
    ],
  },
  {
    name: 'insertDocument',
    group: 'administration',
    summary: 'Adds documents to the presentation of a running meeting.',
    description:
      'Sends one or more documents to a running meeting. The XML body has the same `<modules><module name="presentation">` shape as a POST `create`; each `<document>` takes a `url` (with an optional `filename`) or Base64 content, and the attributes `current`, `downloadable` and `removable` ' +
      `(left out: ${documentDefaults()}). Only the query string is checksummed.`,
    methods: [{ since: '2.5-legacy', methods: ['POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    addedIn: '2.5',
    params: [MEETING_ID_REQUIRED],
    responseFields: [],
    messageKeys: ['checksumError', 'notFound', 'unsupportedContentType'],
    examples: [{ caption: 'Query string of the POST request', params: [['meetingID', 'physics-101']] }],
  },
  {
    name: 'sendChatMessage',
    group: 'administration',
    summary: 'Posts a message to the public chat of a running meeting.',
    description:
      'Posts a message from your application into the public chat. The text is shown as plain text: HTML and Markdown are escaped.',
    methods: [{ since: '3.0', methods: ['GET'] }],
    response: 'XML',
    auth: 'checksum',
    since: '3.0',
    params: [
      { ...MEETING_ID_REQUIRED, since: '3.0' },
      {
        name: 'message',
        required: 'required',
        type: 'String',
        description: 'The text, 1 to 500 characters.',
        since: '3.0',
      },
      {
        name: 'userName',
        required: 'optional',
        type: 'String',
        default: 'System',
        description: 'Sender name shown with the message, up to 255 characters.',
        since: '3.0',
      },
    ],
    responseFields: [],
    messageKeys: ['checksumError', 'notFound'],
    examples: [
      {
        caption: 'Announce a break',
        params: [
          ['meetingID', 'physics-101'],
          ['message', 'We resume at 10:15.'],
          ['userName', 'Course office'],
        ],
      },
    ],
  },
  {
    name: 'getJoinUrl',
    group: 'administration',
    summary: 'Returns a join URL for another session of a user who is already in the meeting.',
    description:
      'Used from inside a meeting (the plugin SDK and the mobile app call it) to open the same user on another screen or device: the new session appears as the same user. It is authenticated by the caller’s `sessionToken` and session cookie, not by a checksum, so server-side integrations cannot call it on a user’s behalf. The answer is JSON with a `url`.',
    methods: [{ since: '3.0', methods: ['GET', 'POST'] }],
    response: 'JSON',
    auth: 'sessionToken',
    since: '3.0',
    unconfirmed:
      'Added during the 3.0 cycle; early 3.0 releases ignored some of the optional parameters. Check the release notes of your point release.',
    params: [
      {
        name: 'sessionToken',
        required: 'required',
        type: 'String',
        description: 'Session token of the user’s current session.',
        since: '3.0',
      },
      {
        name: 'replaceSession',
        required: 'optional',
        type: 'Boolean',
        default: 'false',
        description: '`true` ends the original session as soon as the new URL is used (moving to another device).',
        since: '3.0',
      },
      {
        name: 'sessionName',
        required: 'optional',
        type: 'String',
        description: 'Label of the new session, shown in the user’s session list.',
        since: '3.0',
      },
      {
        name: 'enforceLayout',
        required: 'optional',
        type: 'String',
        description: 'Layout lock of the new session; without it the new session inherits the original one.',
        since: '3.0',
      },
      {
        name: 'userdata-*',
        pattern: true,
        required: 'optional',
        type: 'String',
        description: 'Client settings for the new session, merged over the original ones (the new values win).',
        since: '3.0',
      },
    ],
    responseFields: [
      { name: 'url', type: 'String', when: 'always', description: 'The new join URL (JSON field).', since: '3.0' },
    ],
    messageKeys: [],
    examples: [
      {
        caption: 'Second screen showing only the presentation',
        params: [
          ['sessionToken', 'w3k9q2xz7mfa1b6e'],
          ['sessionName', 'Projector'],
          ['enforceLayout', 'PRESENTATION_ONLY'],
        ],
      },
    ],
  },
  {
    name: 'isMeetingRunning',
    group: 'monitoring',
    summary: 'Tells whether a meeting is running.',
    description:
      'Returns `true` once the meeting has been created and is still running, `false` otherwise (also for unknown IDs).',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [MEETING_ID_REQUIRED],
    responseFields: [
      { name: 'running', type: 'Boolean', when: 'always', description: '`true` or `false`.', since: '2.5-legacy' },
    ],
    messageKeys: ['checksumError', 'missingParameter'],
    examples: [{ caption: 'Check one meeting', params: [['meetingID', 'physics-101']] }],
  },
  {
    name: 'getMeetings',
    group: 'monitoring',
    summary: 'Lists all meetings on the server.',
    description:
      'Returns every meeting of the server with the same fields as `getMeetingInfo`. It takes no parameters besides the checksum.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [],
    responseFields: [
      {
        name: 'meetings',
        type: 'List',
        when: 'always',
        element: 'meeting',
        itemFieldsOf: 'getMeetingInfo',
        description: 'One `meeting` element per meeting, with the fields of `getMeetingInfo`.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: ['noMeetings', 'checksumError'],
    examples: [{ caption: 'All meetings', params: [] }],
  },
  {
    name: 'getMeetingInfo',
    group: 'monitoring',
    summary: 'Returns the details of one meeting, with its users.',
    description:
      'Returns everything the server knows about a running meeting: counters, users, metadata and breakout rooms.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [MEETING_ID_REQUIRED],
    responseFields: MEETING_FIELDS,
    messageKeys: ['notFound', 'checksumError', 'missingParameter'],
    examples: [{ caption: 'One meeting', params: [['meetingID', 'physics-101']] }],
  },
  {
    name: 'getRecordings',
    group: 'recording',
    summary: 'Lists recordings, filtered by meeting, record ID, state or metadata.',
    description:
      'Returns recordings and their playback formats. Send either `meetingID` or `recordID`: when both are present `recordID` wins.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [
      {
        name: 'meetingID',
        required: 'optional',
        type: 'String',
        description: 'One meeting ID or several separated by commas.',
        since: '2.5-legacy',
      },
      {
        name: 'recordID',
        required: 'optional',
        type: 'String',
        description:
          'One record ID or several separated by commas; a leading part of an ID matches every ID that starts with it.',
        since: '2.5-legacy',
      },
      {
        name: 'state',
        required: 'optional',
        type: 'String',
        default: '`published,unpublished`',
        description:
          'Comma-separated states: `processing`, `processed`, `published`, `unpublished`, `deleted`, or `any`.',
        since: '2.5-legacy',
      },
      {
        name: 'meta_*',
        pattern: true,
        required: 'optional',
        type: 'String',
        description: 'Returns only recordings whose metadata has this value, for example `meta_course=PHY-101`.',
        since: '2.5-legacy',
      },
      {
        name: 'offset',
        required: 'optional',
        type: 'Number',
        default: '0',
        description: 'Index of the first recording to return (0 or more).',
        since: '2.6',
      },
      {
        name: 'limit',
        required: 'optional',
        type: 'Number',
        description: 'Most recordings to return, 1 to 100.',
        since: '2.6',
      },
    ],
    responseFields: [
      {
        name: 'recordings',
        type: 'List',
        when: 'always',
        element: 'recording',
        description: 'One `recording` element per recording.',
        since: '2.5-legacy',
      },
      ...RECORDING_FIELDS.map((field): ResponseField => ({ ...field, within: 'recordings' })),
    ],
    messageKeys: ['noRecordings', 'checksumError'],
    notes: {
      '2.6':
        'With `allowFetchAllRecordings=false` in bbb-web.properties, a call without `meetingID`, `recordID` or pagination returns nothing.',
      '2.7':
        'With `allowFetchAllRecordings=false` in bbb-web.properties, a call without `meetingID`, `recordID` or pagination returns nothing.',
      '3.0':
        'With `allowFetchAllRecordings=false` in bbb-web.properties, a call without `meetingID`, `recordID` or pagination returns nothing.',
      '3.1':
        'With `allowFetchAllRecordings=false` in bbb-web.properties, a call without `meetingID`, `recordID` or pagination returns nothing.',
    },
    examples: [
      { caption: 'Recordings of two meetings', params: [['meetingID', 'physics-101,physics-102']] },
      {
        caption: 'Published recordings tagged with a course, 20 at a time',
        params: [
          ['state', 'published'],
          ['meta_course', 'PHY-101'],
          ['offset', '0'],
          ['limit', '20'],
        ],
        versions: { since: '2.6' },
      },
      {
        caption: 'Published recordings tagged with a course',
        params: [
          ['state', 'published'],
          ['meta_course', 'PHY-101'],
        ],
        versions: { since: '2.5-legacy', until: '2.6' },
      },
    ],
  },
  {
    name: 'publishRecordings',
    group: 'recording',
    summary: 'Publishes or unpublishes recordings.',
    description: 'Makes recordings visible (`publish=true`) or hides them (`publish=false`) without deleting them.',
    methods: [{ since: '2.5-legacy', methods: ['GET'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [
      RECORD_ID_LIST,
      {
        name: 'publish',
        required: 'required',
        type: 'Boolean',
        description: '`true` to publish, `false` to unpublish.',
        since: '2.5-legacy',
      },
    ],
    responseFields: [
      { name: 'published', type: 'Boolean', when: 'always', description: 'The new state.', since: '2.5-legacy' },
    ],
    messageKeys: ['notFound', 'checksumError', 'missingParameter'],
    examples: [
      {
        caption: 'Unpublish one recording',
        params: [
          ['recordID', '183f0bf3a0982a127bdb8161e0c44eb696b3e75c-1700000000000'],
          ['publish', 'false'],
        ],
      },
    ],
  },
  {
    name: 'deleteRecordings',
    group: 'recording',
    summary: 'Deletes recordings.',
    description: 'Deletes the published or unpublished files of recordings. This cannot be undone through the API.',
    methods: [{ since: '2.5-legacy', methods: ['GET'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    params: [RECORD_ID_LIST],
    responseFields: [
      {
        name: 'deleted',
        type: 'Boolean',
        when: 'always',
        description: '`true` when the recordings were deleted.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: ['notFound', 'checksumError', 'missingParameter'],
    examples: [
      {
        caption: 'Delete one recording',
        params: [['recordID', '183f0bf3a0982a127bdb8161e0c44eb696b3e75c-1700000000000']],
      },
    ],
  },
  {
    name: 'updateRecordings',
    group: 'recording',
    summary: 'Changes the metadata of recordings.',
    description:
      'Sets, changes or removes `meta_*` values of recordings: a non-empty value sets the key, an empty value removes it.',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'XML',
    auth: 'checksum',
    since: '2.5-legacy',
    addedIn: '1.1',
    params: [
      RECORD_ID_LIST,
      {
        name: 'meta_*',
        pattern: true,
        required: 'optional',
        type: 'String',
        description: 'Metadata to set (`meta_course=PHY-102`) or to remove (`meta_course=`).',
        since: '2.5-legacy',
      },
    ],
    responseFields: [
      {
        name: 'updated',
        type: 'Boolean',
        when: 'always',
        description: '`true` when the metadata changed.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: ['notFound', 'checksumError', 'missingParameter'],
    examples: [
      {
        caption: 'Retag a recording',
        params: [
          ['recordID', '183f0bf3a0982a127bdb8161e0c44eb696b3e75c-1700000000000'],
          ['meta_course', 'PHY-102'],
        ],
      },
    ],
  },
  {
    name: 'getRecordingTextTracks',
    group: 'recording',
    summary: 'Lists the caption and subtitle tracks of a recording.',
    description:
      'Returns the text tracks of one recording as JSON. Each track has `href` (a WebVTT file), `kind` (`subtitles` or `captions`), `label`, `lang` (an RFC 5646 language tag) and `source` (`live`, `automatic` or `upload`).',
    methods: [{ since: '2.5-legacy', methods: ['GET', 'POST'] }],
    response: 'JSON',
    auth: 'checksum',
    since: '2.5-legacy',
    addedIn: '2.2',
    params: [RECORD_ID_SINGLE],
    responseFields: [
      {
        name: 'tracks',
        type: 'List',
        when: 'always',
        description: 'Text tracks: `href`, `kind`, `label`, `lang`, `source`.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: ['missingParameter', 'noRecordings', 'checksumError'],
    examples: [
      {
        caption: 'Tracks of one recording',
        params: [['recordID', '183f0bf3a0982a127bdb8161e0c44eb696b3e75c-1700000000000']],
      },
    ],
  },
  {
    name: 'putRecordingTextTrack',
    group: 'recording',
    summary: 'Uploads (or deletes) a caption or subtitle track of a recording.',
    description:
      'Uploads a caption file as `multipart/form-data`; the parameters go in the query string and only they are checksummed. A track with the same `kind` and `lang` is replaced. SRT, SSA/ASS and WebVTT files are accepted and converted to WebVTT. Processing is asynchronous and can take minutes. Without a `file`, the matching track is deleted.',
    methods: [{ since: '2.5-legacy', methods: ['POST'] }],
    response: 'JSON',
    auth: 'checksum',
    since: '2.5-legacy',
    addedIn: '2.2',
    params: [
      RECORD_ID_SINGLE,
      {
        name: 'kind',
        required: 'required',
        type: 'Enum',
        description: 'Use of the track.',
        values: [
          { value: 'subtitles', description: 'Translation or transcript of the speech.', since: '2.5-legacy' },
          {
            value: 'captions',
            description: 'Transcript including sounds, for deaf and hard-of-hearing users.',
            since: '2.5-legacy',
          },
        ],
        since: '2.5-legacy',
      },
      {
        name: 'lang',
        required: 'required',
        type: 'String',
        description: 'Language tag of the track (RFC 5646), for example `en-US` or `pt-BR`.',
        since: '2.5-legacy',
      },
      {
        name: 'label',
        required: 'optional',
        type: 'String',
        default: 'name of the language of `lang`',
        description: 'Name of the track in the player’s subtitle menu.',
        since: '2.5-legacy',
        unconfirmed:
          'The official reference marks it required but also says a label is generated when it is missing; send it to be safe.',
      },
      {
        name: 'file',
        required: 'optional',
        type: 'String',
        location: 'body',
        description: 'The caption file, as a `multipart/form-data` part of the body. Leave it out to delete the track.',
        since: '2.5-legacy',
      },
    ],
    responseFields: [
      {
        name: 'recordId',
        type: 'String',
        when: 'sometimes',
        description: 'The recording the upload belongs to.',
        since: '2.5-legacy',
      },
    ],
    messageKeys: [
      'upload_text_track_success',
      'upload_text_track_failed',
      'empty_uploaded_text_track',
      'missingParameter',
      'paramError',
      'noRecordings',
      'invalidKind',
      'invalidLang',
      'checksumError',
    ],
    examples: [
      {
        caption: 'Query string for an English subtitle track',
        params: [
          ['recordID', '183f0bf3a0982a127bdb8161e0c44eb696b3e75c-1700000000000'],
          ['kind', 'subtitles'],
          ['lang', 'en-US'],
          ['label', 'English'],
        ],
      },
    ],
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: 'Resource tables, the calls each release added (insertDocument in 2.5, sendChatMessage in 3.0) and join accepting GET only from 3.0.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
    checked: '2026-11-26',
    note: 'uploadDocuments(conf, isFromInsertAPI) serves create and insertDocument; read in one copy whose branch was not established.',
  },
];
