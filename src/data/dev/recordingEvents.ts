/**
 * The events of `events.xml`, the file the archive step writes into
 * `/var/bigbluebutton/recording/raw/<internal-meeting-id>/`.
 *
 * During a recorded meeting, bbb-apps-akka stores each recordable event in
 * Redis as a map of keys. The archive step (`RedisEventsArchiver` in
 * `events_archiver.rb`) turns every map into one `<event>` element: the keys
 * `timestamp`, `module` and `eventName` become the attributes `timestamp`,
 * `module` and `eventname`, `meetingId` is dropped, and every other key
 * becomes a child element holding its value as text.
 *
 * Listed here: the events that bbb-apps-akka writes for the modules
 * PARTICIPANT, VOICE, PRESENTATION, WHITEBOARD, CHAT and POLL, with the keys
 * each recorder class sets (its `eventName` and the constants it puts into
 * the event map). Webcam and screen-sharing events are written by
 * bbb-webrtc-sfu, not by bbb-apps-akka, and are not listed; nor are the
 * smaller modules (timer, captions, shared notes, external video, layout,
 * plugins).
 *
 * The recorder classes were read in the copies named in `sources`; the
 * release branch each copy belongs to was not identified, which is why the
 * reference covers only the releases named in `RECORDING_EVENT_VERSIONS`
 * (the tldraw whiteboard events exist since 2.6, so older pages do not get
 * this list).
 */
import type { DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** Modules listed, in the order the page shows them. */
export const RECORDING_EVENT_MODULES = ['PARTICIPANT', 'VOICE', 'PRESENTATION', 'WHITEBOARD', 'CHAT', 'POLL'] as const;
export type RecordingEventModule = (typeof RECORDING_EVENT_MODULES)[number];

/** Releases whose pages show the reference. */
export const RECORDING_EVENT_VERSIONS: readonly DocVersion[] = ['3.0', '3.1'];

/** One child element of an `<event>`: a key the recorder class puts into the event map. */
export interface RecordingEventField {
  name: string;
  /** What the value holds. */
  meaning: string;
}

export interface RecordingEvent {
  /** The `eventname` attribute, e.g. `ParticipantJoinEvent`. */
  name: string;
  module: RecordingEventModule;
  /** When bbb-apps-akka writes it. */
  summary: string;
  /** Child elements specific to this event, in the order the class sets them. */
  fields: readonly RecordingEventField[];
  /** File name of the recorder class under `akka-bbb-apps/.../core/record/events/`. */
  recorder: string;
}

/** Attributes of every `<event>` element (from `RecordEvent.scala` and `events_archiver.rb`). */
export const EVENT_ATTRIBUTES: readonly RecordingEventField[] = [
  {
    name: 'timestamp',
    meaning:
      'Time of the event in milliseconds, as bbb-apps-akka counts it; the processing scripts order and cut events by it.',
  },
  { name: 'module', meaning: 'The module that wrote the event, for example `PARTICIPANT` or `VOICE`.' },
  { name: 'eventname', meaning: 'The name of the event (the key `eventName` in Redis).' },
];

/** Child elements every event written by bbb-apps-akka carries (set in `RecordEvent.scala`). */
export const COMMON_FIELDS: readonly RecordingEventField[] = [
  { name: 'timestampUTC', meaning: 'Wall-clock time of the event in milliseconds since 1970 (UTC).' },
  { name: 'date', meaning: 'The same time as readable text.' },
];

/** Child elements that every event of a module carries (set in the module's `Abstract…RecordEvent`). */
export const MODULE_FIELDS: Readonly<Record<RecordingEventModule, readonly RecordingEventField[]>> = {
  PARTICIPANT: [],
  VOICE: [{ name: 'bridge', meaning: 'The voice conference number (`voiceBridge`) of the meeting.' }],
  PRESENTATION: [{ name: 'podId', meaning: 'The presentation pod the event belongs to.' }],
  WHITEBOARD: [
    { name: 'presentation', meaning: 'Name (id) of the presentation shown.' },
    { name: 'pageNumber', meaning: 'Page of the presentation, counted from 0.' },
    { name: 'whiteboardId', meaning: 'Id of the whiteboard (one per page).' },
  ],
  CHAT: [],
  POLL: [{ name: 'pollId', meaning: 'The poll the event belongs to.' }],
};

const participant = { name: 'participant', meaning: 'The voice user id in the conference.' };
const presentationName = { name: 'presentationName', meaning: 'Name (id) of the presentation.' };
const userId = { name: 'userId', meaning: 'Internal id of the user.' };

export const RECORDING_EVENTS: readonly RecordingEvent[] = [
  {
    name: 'ParticipantJoinEvent',
    module: 'PARTICIPANT',
    summary: 'A user joins the meeting.',
    fields: [
      userId,
      { name: 'externalUserId', meaning: 'The `userID` the front end passed on `join`.' },
      { name: 'name', meaning: 'Display name.' },
      { name: 'role', meaning: '`MODERATOR` or `VIEWER`.' },
      { name: 'userdata', meaning: 'The `userdata-*` parameters of the join, as JSON.' },
    ],
    recorder: 'ParticipantJoinRecordEvent.scala',
  },
  {
    name: 'ParticipantLeftEvent',
    module: 'PARTICIPANT',
    summary: 'A user leaves the meeting.',
    fields: [userId],
    recorder: 'ParticipantLeftRecordEvent.scala',
  },
  {
    name: 'AssignPresenterEvent',
    module: 'PARTICIPANT',
    summary: 'A user becomes presenter.',
    fields: [
      userId,
      { name: 'name', meaning: 'Display name of the new presenter.' },
      { name: 'assignedBy', meaning: 'Id of the user who made the change.' },
    ],
    recorder: 'AssignPresenterRecordEvent.scala',
  },
  {
    name: 'ParticipantStatusChangeEvent',
    module: 'PARTICIPANT',
    summary: 'A status of a user changes.',
    fields: [
      userId,
      { name: 'status', meaning: 'Which status changed.' },
      { name: 'value', meaning: 'Its new value.' },
    ],
    recorder: 'ParticipantStatusChangeRecordEvent.scala',
  },
  {
    name: 'RecordStatusEvent',
    module: 'PARTICIPANT',
    summary:
      'Recording is switched on or off: the recording marks. The processing scripts pair these events into the periods they keep.',
    fields: [
      { name: 'userId', meaning: 'Id of the user who pressed the recording button.' },
      { name: 'status', meaning: '`true` when recording starts, `false` when it stops.' },
    ],
    recorder: 'RecordStatusRecordEvent.scala',
  },
  {
    name: 'ParticipantJoinedEvent',
    module: 'VOICE',
    summary: 'A user joins the audio conference.',
    fields: [
      participant,
      { name: 'callername', meaning: 'Caller name of the voice user.' },
      { name: 'callernumber', meaning: 'Caller number of the voice user.' },
      { name: 'muted', meaning: '`true` or `false`.' },
      { name: 'talking', meaning: '`true` or `false`.' },
    ],
    recorder: 'ParticipantJoinedVoiceRecordEvent.scala',
  },
  {
    name: 'ParticipantLeftEvent',
    module: 'VOICE',
    summary: 'A user leaves the audio conference. Same name as the PARTICIPANT event; the module tells them apart.',
    fields: [participant],
    recorder: 'ParticipantLeftVoiceRecordEvent.scala',
  },
  {
    name: 'ParticipantMutedEvent',
    module: 'VOICE',
    summary: 'A user is muted or unmuted.',
    fields: [participant, { name: 'muted', meaning: '`true` or `false`.' }],
    recorder: 'ParticipantMutedVoiceRecordEvent.scala',
  },
  {
    name: 'ParticipantTalkingEvent',
    module: 'VOICE',
    summary: 'A user starts or stops talking.',
    fields: [participant, { name: 'talking', meaning: '`true` or `false`.' }],
    recorder: 'ParticipantTalkingVoiceRecordEvent.scala',
  },
  {
    name: 'StartRecordingEvent',
    module: 'VOICE',
    summary: 'FreeSWITCH starts writing the audio of the conference to a file.',
    fields: [
      { name: 'recordingTimestamp', meaning: 'Start time reported by FreeSWITCH.' },
      { name: 'filename', meaning: 'Path of the audio file FreeSWITCH writes.' },
    ],
    recorder: 'StartRecordingVoiceRecordEvent.scala',
  },
  {
    name: 'StopRecordingEvent',
    module: 'VOICE',
    summary: 'FreeSWITCH stops writing the audio file.',
    fields: [
      { name: 'recordingTimestamp', meaning: 'Stop time reported by FreeSWITCH.' },
      { name: 'filename', meaning: 'Path of the audio file.' },
    ],
    recorder: 'StopRecordingVoiceRecordEvent.scala',
  },
  {
    name: 'SharePresentationEvent',
    module: 'PRESENTATION',
    summary: 'A presentation is shown (or stops being shown) in its pod.',
    fields: [presentationName, { name: 'share', meaning: '`true` when it becomes the shown presentation.' }],
    recorder: 'SharePresentationRecordEvent.scala',
  },
  {
    name: 'ConversionCompletedEvent',
    module: 'PRESENTATION',
    summary: 'An uploaded file has been converted into slides.',
    fields: [presentationName, { name: 'originalFilename', meaning: 'Name of the file as uploaded.' }],
    recorder: 'ConversionCompletedPresentationRecordEvent.scala',
  },
  {
    name: 'GotoSlideEvent',
    module: 'PRESENTATION',
    summary: 'The presenter moves to another slide.',
    fields: [
      presentationName,
      { name: 'slide', meaning: 'The slide now shown, counted from 0.' },
      { name: 'id', meaning: 'Id of the page.' },
    ],
    recorder: 'GotoSlideRecordEvent.scala',
  },
  {
    name: 'ResizeAndMoveSlideEvent',
    module: 'PRESENTATION',
    summary: 'The presenter zooms or pans the slide.',
    fields: [
      presentationName,
      { name: 'id', meaning: 'Id of the page.' },
      { name: 'xCamera', meaning: 'Horizontal position of the view.' },
      { name: 'yCamera', meaning: 'Vertical position of the view.' },
      { name: 'zoom', meaning: 'Zoom factor of the view.' },
    ],
    recorder: 'ResizeAndMoveSlideRecordEvent.scala',
  },
  {
    name: 'AddTldrawShapeEvent',
    module: 'WHITEBOARD',
    summary: 'A shape is drawn or changed on the whiteboard.',
    fields: [
      userId,
      { name: 'shapeId', meaning: 'Id of the shape.' },
      { name: 'shapeData', meaning: 'The whole shape as JSON, as the whiteboard stores it.' },
    ],
    recorder: 'AddTldrawShapeWhiteboardRecordEvent.scala',
  },
  {
    name: 'DeleteTldrawShapeEvent',
    module: 'WHITEBOARD',
    summary: 'A shape is erased.',
    fields: [userId, { name: 'shapeId', meaning: 'Id of the erased shape.' }],
    recorder: 'DeleteTldrawShapeRecordEvent.scala',
  },
  {
    name: 'PublicChatEvent',
    module: 'CHAT',
    summary: 'A message is sent to the public chat.',
    fields: [
      { name: 'senderId', meaning: 'Id of the sender.' },
      { name: 'senderRole', meaning: 'Role of the sender.' },
      { name: 'chatEmphasizedText', meaning: '`true` when the message is shown emphasized.' },
      { name: 'message', meaning: 'Text of the message.' },
      { name: 'replyToMessageId', meaning: 'Id of the message this one replies to.' },
    ],
    recorder: 'PublicChatRecordEvent.scala',
  },
  {
    name: 'ClearPublicChatEvent',
    module: 'CHAT',
    summary: 'The public chat is cleared. No fields beyond those every event has.',
    fields: [],
    recorder: 'ClearPublicChatRecordEvent.scala',
  },
  {
    name: 'PollStartedRecordEvent',
    module: 'POLL',
    summary: 'A poll starts.',
    fields: [
      { name: 'userId', meaning: 'Id of the user who started it.' },
      { name: 'question', meaning: 'Question text.' },
      { name: 'answers', meaning: 'The possible answers, as JSON.' },
      { name: 'type', meaning: 'Poll type.' },
      { name: 'secretPoll', meaning: '`true` for an anonymous poll.' },
    ],
    recorder: 'PollStartedRecordEvent.scala',
  },
  {
    name: 'PollStoppedRecordEvent',
    module: 'POLL',
    summary: 'The poll is closed. Only the `pollId` every poll event carries.',
    fields: [],
    recorder: 'PollStoppedRecordEvent.scala',
  },
  {
    name: 'PollPublishedRecordEvent',
    module: 'POLL',
    summary: 'The poll results are published.',
    fields: [
      { name: 'question', meaning: 'Question text.' },
      { name: 'answers', meaning: 'Answers with their vote counts, as JSON.' },
      { name: 'numRespondents', meaning: 'Number of users who could answer.' },
      { name: 'numResponders', meaning: 'Number of users who answered.' },
    ],
    recorder: 'PollPublishedRecordEvent.scala',
  },
];

/** Every child element an event carries: common, module and its own, in that order. */
export function fieldsOf(event: RecordingEvent): readonly RecordingEventField[] {
  return [...COMMON_FIELDS, ...MODULE_FIELDS[event.module], ...event.fields];
}

/** The events of one release, optionally of one module; empty for a release the reference does not cover. */
export function recordingEventsFor(version: DocVersion, module?: RecordingEventModule): readonly RecordingEvent[] {
  if (!RECORDING_EVENT_VERSIONS.includes(version)) return [];
  return RECORDING_EVENTS.filter((event) => module === undefined || event.module === module);
}

const recorderPath = (file: string) => `akka-bbb-apps/src/main/scala/org/bigbluebutton/core/record/events/${file}`;
const UNMAPPED =
  'The copy read is the one stored for this file; which release branch the commit belongs to was not identified, so the reference is shown for 3.0 and 3.1 only. Confirm on v3.0.x-release and v3.1.x-release before extending it to other releases.';

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/lib/recordandplayback/events_archiver.rb',
    commit: '078c047db56af55f6732981144d2806ff390ec6c',
    checked: '2026-11-28',
    note: 'RedisEventsArchiver.store_events: timestamp, module and eventName become attributes of <event> (eventname), meetingId is skipped, every other key becomes a child element; PRESENTATION slidesInfo is inserted as XML.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('RecordEvent.scala'),
    commit: '066ceea0f4b20610443464a8b2fdae5d11f08294',
    checked: '2026-11-28',
    note: 'Keys of every event: module, timestamp, meetingId, eventName, timestampUTC, date.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('AbstractVoiceRecordEvent.scala'),
    commit: 'b619cf19cdb3d6edf53b1ba9bae9d61c4721d613',
    checked: '2026-11-28',
    note: 'Module names and module keys read in AbstractParticipant (PARTICIPANT, 14f586fa), AbstractVoice (VOICE, bridge), AbstractPresentation (PRESENTATION, podId, 65e6f839), AbstractWhiteboard (WHITEBOARD, presentation, pageNumber, whiteboardId, 65e6f839), AbstractChat (CHAT, efe8093f), AbstractPoll (POLL, pollId, 62d62a2a).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('ParticipantJoinRecordEvent.scala'),
    commit: '152ca731e1fae14041ddb307686af19a356999a0',
    checked: '2026-11-28',
    note: UNMAPPED,
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('PublicChatRecordEvent.scala'),
    commit: '0801449e381264202f9dd5a3346c4f867cc9f475',
    checked: '2026-11-28',
    note: 'senderId, senderRole, chatEmphasizedText, message, replyToMessageId. ' + UNMAPPED,
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('AddTldrawShapeWhiteboardRecordEvent.scala'),
    commit: '0813f9f73278937a9444cbef35b1acdb91010438',
    checked: '2026-11-28',
    note: 'AddTldrawShapeEvent: userId, shapeId, shapeData (JSON).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('GotoSlideRecordEvent.scala'),
    commit: '361cb8411c01dbc019c54e570839c28ff383c2f6',
    checked: '2026-11-28',
    note: 'Same commit read for ParticipantMutedVoice, ParticipantLeftVoice, DeleteTldrawShape, ConversionCompletedPresentation and PollStarted.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('ParticipantJoinedVoiceRecordEvent.scala'),
    commit: '1f8aa4618f374db28876881ea9432d0df63230f6',
    checked: '2026-11-28',
    note: 'Same commit read for ParticipantTalkingVoice, AssignPresenter and SharePresentation.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('ParticipantLeftRecordEvent.scala'),
    commit: 'b619cf19cdb3d6edf53b1ba9bae9d61c4721d613',
    checked: '2026-11-28',
    note: 'Same commit read for ParticipantStatusChange, StartRecordingVoice and StopRecordingVoice.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('RecordStatusRecordEvent.scala'),
    commit: '1ff3df770a68102790ede6bf6f714ea8ac62e59d',
    checked: '2026-11-28',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('ResizeAndMoveSlideRecordEvent.scala'),
    commit: '1d65e5d9a700073dccae065eebeb99ca351a0b51',
    checked: '2026-11-28',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: recorderPath('PollPublishedRecordEvent.scala'),
    commit: '65e6f839ea64d47aefc614ceb1e0af9164910b2e',
    checked: '2026-11-28',
    note: 'PollStopped (efe8093f) and ClearPublicChat (efe8093f) add no keys of their own.',
  },
];
