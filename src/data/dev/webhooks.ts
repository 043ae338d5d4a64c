/**
 * The hooks API added by the optional bbb-webhooks package, per release.
 *
 * 2.5, 2.6 and 2.7 ship bbb-webhooks 2.x, whose hook ids are integers.
 * 3.0 and 3.1 ship the rewritten bbb-webhooks 3.x: hook ids are UUID strings
 * and a few response keys were added. Everything else (call names,
 * parameters, error keys) is shared.
 *
 * Text fields may contain `inline code` in backticks; the WebhookParams
 * component renders it as <code>.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export const HOOK_CALLS = ['hooks/create', 'hooks/destroy', 'hooks/list'] as const;
export type HookCall = (typeof HOOK_CALLS)[number];

export interface HookParam extends VersionRange {
  call: HookCall;
  name: string;
  required: boolean;
  type: 'String' | 'Boolean' | 'Number' | 'String (UUID)';
  description: string;
}

export interface HookMessageKey extends VersionRange {
  /** Calls that can answer with this key. */
  calls: readonly HookCall[];
  key: string;
  returncode: 'SUCCESS' | 'FAILED';
  meaning: string;
  fix: string;
}

export interface HookResponseElement extends VersionRange {
  call: HookCall;
  element: string;
  description: string;
}

/** Facts about the bbb-webhooks application of a release. */
export interface WebhooksApp {
  /** Major line of bbb-webhooks shipped with the release. */
  line: '2.x' | '3.x';
  hookIdType: 'integer' | 'uuid';
  /** Example hook id as it appears in responses. */
  sampleHookId: string;
  /** Configuration file written by the package on every install and upgrade. */
  configFile: string;
  /** YAML path of the raw/processed switch of a permanent hook (one per entry of the list). */
  getRawKey: string;
  /** YAML path of the permanent hooks list. */
  permanentUrlsKey: string;
  /** Port the API listens on behind nginx. */
  port: number;
}

const APP_V2: Omit<WebhooksApp, 'sampleHookId'> = {
  line: '2.x',
  hookIdType: 'integer',
  configFile: '/usr/local/bigbluebutton/bbb-webhooks/config/default.yml',
  getRawKey: 'hooks.permanentURLs[].getRaw',
  permanentUrlsKey: 'hooks.permanentURLs',
  port: 3005,
};

const APP_V3: Omit<WebhooksApp, 'sampleHookId'> = {
  line: '3.x',
  hookIdType: 'uuid',
  configFile: '/usr/local/bigbluebutton/bbb-webhooks/config/default.yml',
  getRawKey: 'modules."../out/webhooks/index.js".config.permanentURLs[].getRaw',
  permanentUrlsKey: 'modules."../out/webhooks/index.js".config.permanentURLs',
  port: 3005,
};

export const WEBHOOKS_APP: Record<DocVersion, WebhooksApp> = {
  '2.5-legacy': { ...APP_V2, sampleHookId: '1' },
  '2.6': { ...APP_V2, sampleHookId: '1' },
  '2.7': { ...APP_V2, sampleHookId: '1' },
  '3.0': { ...APP_V3, sampleHookId: '3f2b8c1e-5d47-4a09-9e61-0c7d2a4b8f13' },
  '3.1': { ...APP_V3, sampleHookId: '3f2b8c1e-5d47-4a09-9e61-0c7d2a4b8f13' },
};

export const HOOK_PARAMS: readonly HookParam[] = [
  {
    call: 'hooks/create',
    name: 'callbackURL',
    required: true,
    type: 'String',
    description:
      'URL that receives the events as HTTP POST requests. A URL can be registered only once; registering it again returns the existing hook.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/create',
    name: 'meetingID',
    required: false,
    type: 'String',
    description:
      'External meeting id the hook is bound to. The meeting does not need to exist yet. Leave it out to create a global hook that receives the events of every meeting.',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    call: 'hooks/create',
    name: 'meetingID',
    required: false,
    type: 'String',
    description:
      'External meeting id the hook is bound to. The meeting does not need to exist yet. Leave it out to create a global hook that receives the events of every meeting. bbb-webhooks before 3.4.0 (September 2025) drops this parameter: the hook becomes global.',
    since: '3.0',
  },
  {
    call: 'hooks/create',
    name: 'eventID',
    required: false,
    type: 'String',
    description:
      'One event id, or several separated by commas (for example `meeting-created,meeting-ended`). Only these events are sent. Leave it out to receive every event.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/create',
    name: 'getRaw',
    required: false,
    type: 'Boolean',
    description:
      '`true` sends each event exactly as it was published on Redis. `false` (default) sends the simplified, mapped event.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/destroy',
    name: 'hookID',
    required: true,
    type: 'Number',
    description: 'Id of the hook to remove, as returned by `hooks/create` or `hooks/list`.',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    call: 'hooks/destroy',
    name: 'hookID',
    required: true,
    type: 'String (UUID)',
    description: 'Id of the hook to remove, as returned by `hooks/create` or `hooks/list`. Hook ids are UUIDs.',
    since: '3.0',
  },
  {
    call: 'hooks/list',
    name: 'meetingID',
    required: false,
    type: 'String',
    description:
      'External meeting id. Returns the hooks of that meeting plus every global hook. Leave it out to list all hooks, global and per meeting.',
    since: '2.5-legacy',
  },
];

export const HOOK_RESPONSE_ELEMENTS: readonly HookResponseElement[] = [
  {
    call: 'hooks/create',
    element: 'hookID',
    description: 'Id of the new (or already existing) hook. Keep it to destroy the hook later.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/create',
    element: 'permanentHook',
    description: '`true` when the URL is one of the permanent hooks set in the configuration file.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/create',
    element: 'rawData',
    description: 'Echoes `getRaw`: whether the hook receives raw events.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/destroy',
    element: 'removed',
    description: '`true` when the hook was removed.',
    since: '2.5-legacy',
  },
  {
    call: 'hooks/list',
    element: 'hooks',
    description:
      'One `hook` element per hook with `hookID`, `callbackURL`, `meetingID` (only for per-meeting hooks), `eventID` (only when the hook filters events), `permanentHook` and `rawData`.',
    since: '2.5-legacy',
  },
];

export const HOOK_MESSAGE_KEYS: readonly HookMessageKey[] = [
  {
    calls: ['hooks/create', 'hooks/destroy', 'hooks/list'],
    key: 'checksumError',
    returncode: 'FAILED',
    meaning: 'The checksum of the call does not match.',
    fix: 'Compute the checksum over the call name including `hooks/` (for example `hooks/create`), the query string and the shared secret.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/create'],
    key: 'missingParamCallbackURL',
    returncode: 'FAILED',
    meaning: 'The call has no `callbackURL` parameter.',
    fix: 'Add `callbackURL`, URL-encoded.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/create'],
    key: 'duplicateWarning',
    returncode: 'SUCCESS',
    meaning: 'A hook with this callback URL already exists; its id is returned and nothing changes.',
    fix: 'Nothing to fix. To change the meeting or events of the hook, destroy it and create it again.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/create'],
    key: 'createHookError',
    returncode: 'FAILED',
    meaning: 'The hook could not be stored.',
    fix: 'Check that Redis is running and read the bbb-webhooks log.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/destroy'],
    key: 'missingParamHookID',
    returncode: 'FAILED',
    meaning: 'The call has no `hookID` parameter.',
    fix: 'Pass the id returned by `hooks/create`.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/destroy'],
    key: 'destroyMissingHook',
    returncode: 'FAILED',
    meaning: 'No hook has this id, or the id is that of a permanent hook, which the API never removes.',
    fix: 'List the hooks with `hooks/list`; the hook may have been removed after repeated delivery failures. Permanent hooks (`permanentHook` true) are removed only from the configuration.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/destroy'],
    key: 'destroyHookError',
    returncode: 'FAILED',
    meaning: 'The hook exists but could not be removed.',
    fix: 'Check Redis and the bbb-webhooks log.',
    since: '2.5-legacy',
  },
  {
    calls: ['hooks/list'],
    key: 'listHookError',
    returncode: 'FAILED',
    meaning: 'The hooks could not be read.',
    fix: 'Check Redis and the bbb-webhooks log.',
    since: '3.0',
  },
];

export function hookParamsFor(version: DocVersion, call: HookCall): HookParam[] {
  return HOOK_PARAMS.filter((p) => p.call === call && inRange(p, version));
}

export function hookResponseElementsFor(version: DocVersion, call: HookCall): HookResponseElement[] {
  return HOOK_RESPONSE_ELEMENTS.filter((e) => e.call === call && inRange(e, version));
}

export function hookMessageKeysFor(version: DocVersion, call?: HookCall): HookMessageKey[] {
  return HOOK_MESSAGE_KEYS.filter((k) => inRange(k, version) && (call === undefined || k.calls.includes(call)));
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'src/out/webhooks/api/api.js',
    commit: 'v3.0.0',
    checked: '2026-11-28',
    note: 'bbb-webhooks 3.x: hooks/create (callbackURL, meetingID, eventID, getRaw), hooks/destroy (hookID), hooks/list (meetingID: global hooks plus the hooks of that meeting), hooks/ping; list fields hookID, callbackURL, meetingID (per-meeting hooks only), eventID (when set), permanentHook, rawData. Same calls and fields at develop a001f1da938f1a525506f4ef02fbb9a452af7d7d.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'src/out/webhooks/api/responses.js',
    commit: 'a001f1da938f1a525506f4ef02fbb9a452af7d7d',
    checked: '2026-11-28',
    note: 'The eight message keys (checksumError, createHookError, duplicateWarning, destroyHookError, listHookError, destroyMissingHook, missingParamCallbackURL, missingParamHookID); duplicateWarning comes with returncode SUCCESS and the existing hookID.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'src/db/redis/hooks.js',
    commit: 'v3.0.0',
    checked: '2026-11-28',
    note: 'Before 3.4.0 addSubscription passes externalMeetingID to _buildPayload, which reads meetingID, so the meeting id of hooks/create is lost and every hook is stored as global; isGlobal also read the wrong field, so hooks/list never printed meetingID. Fixed by commit 3098744 (September 2025), first in v3.4.0.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'src/db/redis/hooks.js',
    commit: 'a001f1da938f1a525506f4ef02fbb9a452af7d7d',
    checked: '2026-11-28',
    note: 'A callback URL already registered returns the existing hook (duplicated); new ids are UUIDs (v4, v5 for permanent hooks); eventID is lower-cased and split at commas.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'config/default.example.yml',
    commit: 'v3.0.0',
    checked: '2026-11-28',
    note: '3.x: the API listens on 127.0.0.1:3005 (modules."../out/webhooks/index.js".config.api); supportedChecksumAlgorithms sha1 to sha512; permanentURLs entries carry their own getRaw. The code reads no module-wide getRaw: the key of that name the 3.x package writes into default.yml has no effect.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'web_server.js',
    commit: 'v2.5.0',
    checked: '2026-11-28',
    note: 'bbb-webhooks 2.x (tags v2.5.0, v2.6.0, v2.6.1, the versions the bbb-webhooks.placeholder.sh of BigBlueButton clones): the same three calls and parameters; hooks/list prints eventID when the hook filters events (commit 5fa6e95, January 2022, in every 2.x tag); list errors are not reported (no listHookError); permanent hooks take getRaw per entry of hooks.permanentURLs.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'responses.js',
    commit: 'v2.6.1',
    checked: '2026-11-28',
    note: '2.x message keys: checksumError, createHookError, duplicateWarning, destroyHookError, destroyMissingHook, missingParamCallbackURL, missingParamHookID.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'config/default.example.yml',
    commit: 'v2.6.1',
    checked: '2026-11-28',
    note: '2.x: server.port 3005, hooks.permanentURLs, hooks.getRaw (a gate for raw delivery to every hook, read in web_hooks.js), hooks.requestTimeout 5000, twelve retryIntervals, mappings.timeout 24 hours.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-webhooks.placeholder.sh',
    commit: '2bb871f01e581c1b71023bd793d0af4126973945',
    checked: '2026-11-28',
    note: 'A 2.x-era copy clones bbb-webhooks v2.6.1 (another copy, 5c4837f6872b4b6169a920bf071ff31b0ce11466, clones v2.6.0). The copies of the 3.0 and 3.1 branches were not reached, so which 3.x tag a 3.0 point release installs is not pinned here.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'build/packages-template/bbb-webhooks/after-install.sh',
    commit: '04c3628a97686a40f09869a07330c607ae007c63',
    checked: '2026-11-28',
    note: '2.x package: copies default.example.yml to config/default.yml on every install and upgrade, writes bbb.sharedSecret, bbb.serverDomain, bbb.auth2_0 true, server.port 3005 and hooks.getRaw false, and creates /var/log/bbb-webhooks/.',
  },
  {
    repository: 'bigbluebutton/bbb-webhooks',
    path: 'README.md',
    commit: 'v3.0.0',
    checked: '2026-11-28',
    note: 'Configuration in config/default.yml (bbb.serverDomain, bbb.sharedSecret) and permanent hooks, whose getRaw defaults to false; a permanent URL already stored in Redis is not updated from the configuration.',
  },
];
