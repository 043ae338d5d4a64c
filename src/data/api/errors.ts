/**
 * `messageKey` values of API responses. The key is stable across releases;
 * the English `message` next to it may change, so integrations should branch
 * on the key. Calls list the keys they return in calls.ts.
 */
import type { Lifecycle } from './types';
import type { DataSources } from '../sources';

export interface MessageKey extends Lifecycle {
  key: string;
  /** `returncode` that comes with the key. */
  returncode: 'SUCCESS' | 'FAILED';
  /** What it means. */
  meaning: string;
  /** What to do about it (errors only). */
  action?: string;
  /** Calls that return the key with `returncode` FAILED although `returncode` above says SUCCESS. */
  failedIn?: string[];
}

/** The `returncode` that comes with a key in the answer of one call. */
export function returncodeOf(entry: MessageKey, callName: string): MessageKey['returncode'] {
  return entry.failedIn?.includes(callName) ? 'FAILED' : entry.returncode;
}

export const MESSAGE_KEYS: MessageKey[] = [
  {
    key: 'checksumError',
    returncode: 'FAILED',
    meaning: 'The checksum does not match the one the server computed.',
    action:
      'Hash exactly the query string you send (same order, same encoding), without `checksum`, with the call name in front and the current shared secret behind. On POST, hash the URL query string only and do not repeat a parameter in the body.',
    since: '2.5-legacy',
  },
  {
    key: 'missingParameter',
    returncode: 'FAILED',
    meaning: 'A required parameter is missing or empty.',
    action: 'Check the parameter table of the call; the `message` names the parameter.',
    since: '2.5-legacy',
  },
  {
    key: 'paramError',
    returncode: 'FAILED',
    meaning: 'A parameter is malformed, for example no `checksum` at all.',
    action: 'Read the `message`, fix the value and send the call again.',
    since: '2.5-legacy',
  },
  {
    key: 'invalidMeetingIdentifier',
    returncode: 'FAILED',
    meaning: 'No meeting with that ID exists, or the ID is not valid.',
    action: 'Call `create` first, or check the `meetingID` you send.',
    since: '2.5-legacy',
  },
  {
    key: 'notFound',
    returncode: 'FAILED',
    meaning: 'No meeting or recording matches the ID.',
    action:
      'For meetings: it may have ended already. For recordings: check the record ID with `getRecordings` and `state=any`.',
    since: '2.5-legacy',
  },
  {
    key: 'unsupportedContentType',
    returncode: 'FAILED',
    meaning: 'The POST body has no `Content-Type` header, or one that this call does not accept.',
    action: 'Send one of the content types the call accepts (see the POST rules on this page).',
    since: '2.6',
    addedIn: '2.6.18',
  },
  {
    key: 'noRecordings',
    returncode: 'SUCCESS',
    meaning:
      '`getRecordings` found nothing for the filter. For the text track calls the `returncode` is `FAILED`: the record ID does not exist.',
    failedIn: ['getRecordingTextTracks', 'putRecordingTextTrack'],
    since: '2.5-legacy',
  },
  {
    key: 'invalidKind',
    returncode: 'FAILED',
    meaning: '`kind` is not `subtitles` or `captions`.',
    action: 'Send one of the two values.',
    since: '2.5-legacy',
  },
  {
    key: 'invalidLang',
    returncode: 'FAILED',
    meaning: '`lang` is not a well-formed language tag.',
    action: 'Send a tag such as `en`, `en-US` or `pt-BR`.',
    since: '2.5-legacy',
  },
  {
    key: 'empty_uploaded_text_track',
    returncode: 'FAILED',
    meaning: 'The uploaded caption file is empty.',
    action: 'Check the multipart part named `file`.',
    since: '2.5-legacy',
  },
  {
    key: 'upload_text_track_failed',
    returncode: 'SUCCESS',
    meaning: 'The server accepted the request but could not store the file.',
    action: 'Check the server log of bbb-web and the free disk space.',
    since: '2.5-legacy',
  },
  {
    key: 'upload_text_track_success',
    returncode: 'SUCCESS',
    meaning: 'The caption file was accepted and is being processed.',
    since: '2.5-legacy',
  },
  {
    key: 'duplicateWarning',
    returncode: 'SUCCESS',
    meaning: '`create` was called for a meeting that is already running; the response describes that meeting.',
    since: '2.5-legacy',
  },
  {
    key: 'sentEndMeetingRequest',
    returncode: 'SUCCESS',
    meaning: 'The end request was passed on; the meeting closes within seconds.',
    since: '2.5-legacy',
  },
  {
    key: 'successfullyJoined',
    returncode: 'SUCCESS',
    meaning: '`join` with `redirect=false` succeeded; the response carries the client URL.',
    since: '2.5-legacy',
  },
  {
    key: 'noMeetings',
    returncode: 'SUCCESS',
    meaning: '`getMeetings` found no meetings on the server.',
    since: '2.5-legacy',
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: 'Error handling: returncode FAILED with message and messageKey.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
    checked: '2026-11-26',
    note: 'An old (2.2-era) copy: checksumError, notFound, missingParamRecordID. Keys added since then were not re-read.',
  },
];
