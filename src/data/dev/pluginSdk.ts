/**
 * The lists of the plugin SDK (bigbluebutton-html-plugin-sdk) that the
 * plugins pages show as tables: UI commands, server commands, data channel
 * read modes, functions and entry fields, the result of the data hooks and
 * the Learning Analytics Dashboard calls (`useCustomMutation`, one call, is
 * described in the pages' prose; its source is listed below).
 *
 * Plugins exist from BigBlueButton 3.0 on. The SDK has one release line per
 * BigBlueButton line: `0.0.x` for 3.0 and `0.1.x` for 3.1. Each list was
 * read in the newest release of the line published on npm (`SDK_READ`);
 * items that only the 3.1 line has carry `since: '3.1'`, items the 3.1 line
 * dropped carry `until: '3.1'`. Text fields may contain `inline code` in
 * backticks; the PluginSdkTable component renders it as <code>.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** The SDK release each docs version's lists were read in. */
export const SDK_READ: Readonly<Record<string, { line: string; release: string }>> = {
  '3.0': { line: '0.0.x', release: '0.0.94' },
  '3.1': { line: '0.1.x', release: '0.1.26' },
};

/** Docs versions that have plugins. */
export const PLUGIN_SDK_VERSIONS: readonly DocVersion[] = Object.keys(SDK_READ);

/** A UI command or server command: a function under `pluginApi.uiCommands` or `pluginApi.serverCommands`. */
export interface SdkCommand extends VersionRange {
  /** Path under the command object, e.g. `chat.form.open`. */
  path: string;
  /** What it takes, as the SDK types it (shortened). */
  argument: string;
  /** What it does. */
  does: string;
}

export const UI_COMMANDS: readonly SdkCommand[] = [
  {
    path: 'actionsBar.setDisplayActionBar',
    argument: '`{ displayActionBar: boolean }`',
    does: 'Shows or hides the action bar at the bottom of the client.',
    since: '3.0',
  },
  {
    path: 'camera.setSelfViewDisableAllDevices',
    argument: '`{ isSelfViewDisabledAllDevices: boolean }`',
    does: "Turns the user's view of their own webcams off or on, for all their cameras.",
    since: '3.0',
  },
  {
    path: 'camera.setSelfViewDisable',
    argument: '`{ isSelfViewDisabled: boolean, streamId: string }`',
    does: "Turns the user's view of one of their own webcams off or on.",
    since: '3.0',
  },
  {
    path: 'captions.setDisplayAudioCaptions',
    argument: '`{ displayAudioCaptions }`: a language such as `en-US`, or an empty string for none',
    does: 'Chooses which automatic audio captions the client shows.',
    since: '3.1',
  },
  {
    path: 'chat.form.open',
    argument: 'none in 3.0; in 3.1 optionally `{ chatId: string }`',
    does: 'Opens the chat panel (in 3.1, a given chat).',
    since: '3.0',
  },
  {
    path: 'chat.form.fill',
    argument: '`{ text: string }`',
    does: "Writes text into the user's chat input without sending it.",
    since: '3.0',
  },
  {
    path: 'externalVideo.volume.set',
    argument: '`{ volume: number }`, from 0 to 1',
    does: 'Sets the volume of the shared external video for this user.',
    since: '3.0',
  },
  {
    path: 'sidekickOptionsContainer.open',
    argument: 'none',
    does: 'Opens the container of the sidebar options.',
    since: '3.0',
  },
  {
    path: 'sidekickOptionsContainer.close',
    argument: 'none',
    does: 'Closes the container of the sidebar options.',
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.panel.open',
    argument: 'none',
    does: 'Opens the options panel of the sidebar area.',
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.panel.close',
    argument: 'none',
    does: 'Closes the options panel of the sidebar area.',
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.renameGenericContentMenu',
    argument: '`id: string, newName: string`',
    does: "Renames the menu entry of one of the plugin's sidebar contents.",
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.renameGenericContentSection',
    argument: '`id: string, newName: string`',
    does: "Renames the section of one of the plugin's sidebar contents.",
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.setMenuBadge',
    argument: '`id: string, badgeContent: string`',
    does: 'Shows a badge, such as a count, on a sidebar menu entry.',
    since: '3.0',
  },
  {
    path: 'sidekickArea.options.removeMenuBadge',
    argument: '`id: string`',
    does: 'Removes that badge.',
    since: '3.0',
  },
  {
    path: 'sidekickArea.panel.open',
    argument: '`id`: a panel of the plugin or of the client',
    does: 'Opens a sidebar panel.',
    since: '3.1',
  },
  {
    path: 'sidekickArea.panel.close',
    argument: '`id`, optional',
    does: 'Closes a sidebar panel.',
    since: '3.1',
  },
  {
    path: 'navBar.setDisplayNavBar',
    argument: '`{ displayNavBar: boolean }`',
    does: 'Shows or hides the navigation bar at the top.',
    since: '3.0',
  },
  {
    path: 'presentationArea.open',
    argument: 'none',
    does: 'Opens the presentation area.',
    since: '3.0',
  },
  {
    path: 'presentationArea.close',
    argument: 'none',
    does: 'Closes the presentation area.',
    since: '3.0',
  },
  {
    path: 'userStatus.setAwayStatus',
    argument: '`{ away: boolean }`',
    does: 'Marks the user as away or back.',
    since: '3.0',
  },
  {
    path: 'conference.setSpeakerLevel',
    argument: '`{ level: number }`, from 0 to 1',
    does: 'Sets the volume of the meeting audio for this user.',
    since: '3.0',
  },
  {
    path: 'notification.send',
    argument:
      '`{ message, icon, type, options?, content?, small? }`; `type` is `info`, `default`, `warning`, `success` or `error`',
    does: 'Shows a notification (toast) to this user.',
    since: '3.0',
  },
  {
    path: 'notification.setEnabledDisplayNotifications',
    argument: '`boolean`',
    does: 'Stops or resumes showing notifications to this user.',
    since: '3.0',
  },
  {
    path: 'layout.changeEnforcedLayout',
    argument: 'a layout type, such as `SMART_LAYOUT` or `PRESENTATION_FOCUS`',
    does: 'Forces a layout on this user, like `setEnforcedLayout`.',
    since: '3.0',
  },
  {
    path: 'layout.setEnforcedLayout',
    argument: 'a layout type, such as `SMART_LAYOUT`, `MEDIA_ONLY` or `PLUGINS_ONLY`',
    does: 'Forces a layout on this user.',
    since: '3.0',
  },
  {
    path: 'screenshare.stop',
    argument: 'none',
    does: "Stops this user's screen sharing.",
    since: '3.1',
  },
];

export const SERVER_COMMANDS: readonly SdkCommand[] = [
  {
    path: 'caption.save',
    argument: '`{ text: string, locale: string, captionType: string }`',
    does: 'Stores a caption text for the meeting.',
    since: '3.0',
  },
  {
    path: 'caption.addLocale',
    argument: '`string`, the locale',
    does: 'Adds a caption language to the meeting.',
    since: '3.0',
  },
  {
    path: 'chat.sendPublicChatMessage',
    argument: '`{ textMessageInMarkdownFormat: string, pluginCustomMetadata?: string }`',
    does: 'Posts a message to the public chat, shown by the client like any other message.',
    since: '3.0',
  },
  {
    path: 'chat.sendCustomPublicChatMessage',
    argument: 'the same as `sendPublicChatMessage`',
    does: 'Posts a message to the public chat that the client does not render: the plugin draws it itself.',
    since: '3.0',
  },
  {
    path: 'chat.sendChatMessage',
    argument: '`{ textMessageInMarkdownFormat, chatId, custom?, pluginCustomMetadata? }`',
    does: 'Posts a message to a given chat, public or private.',
    since: '3.1',
  },
  {
    path: 'chat.createPrivateChat',
    argument: '`{ userId: string }`',
    does: 'Opens a private chat with a user.',
    since: '3.1',
  },
  {
    path: 'presentation.upload',
    argument: '`{ content, mimeType, filename? }`; `content` is base64, a Blob, a File or a data URL',
    does: 'Uploads a presentation.',
    since: '3.1',
  },
  {
    path: 'presentation.insertPages',
    argument: '`position, content?, mimeType?, filename?`',
    does: 'Inserts pages into the current presentation at a position.',
    since: '3.1',
  },
];

/** Read modes of `useDataChannel`: members of the SDK's `DataChannelTypes`. */
export interface ReadMode {
  name: string;
  reads: string;
  isDefault: boolean;
}

export const DATA_CHANNEL_READ_MODES: readonly ReadMode[] = [
  {
    name: 'ALL_ITEMS',
    reads: 'Every entry of the channel and subchannel since the meeting began: a history.',
    isDefault: true,
  },
  {
    name: 'LATEST_ITEM',
    reads: 'Only the most recent entry: a shared value.',
    isDefault: false,
  },
  {
    name: 'NEW_ITEMS',
    reads: 'Only the entries pushed after this user called the hook; earlier ones are not seen.',
    isDefault: false,
  },
];

/** What `useDataChannel` returns besides `data`. */
export interface DataChannelFunction {
  name: string;
  signature: string;
  does: string;
}

export const DATA_CHANNEL_FUNCTIONS: readonly DataChannelFunction[] = [
  {
    name: 'pushEntry',
    signature: '`pushEntry(payload, { receivers? })`',
    does: 'Adds an entry. Without `receivers` every user of the meeting receives it; with them, only the listed users (`{ userId }`) and roles (`{ role }`: `PRESENTER`, `MODERATOR`, `VIEWER`). Needs `pushPermission` in the manifest.',
  },
  {
    name: 'replaceEntry',
    signature: '`replaceEntry(entryId, payload)`',
    does: 'Replaces the payload of one entry. Needs `replaceOrDeletePermission`.',
  },
  {
    name: 'deleteEntry',
    signature: '`deleteEntry([entryId, …])`',
    does: 'Deletes the listed entries; the constant `RESET_DATA_CHANNEL` in the list empties the subchannel. Needs `replaceOrDeletePermission`.',
  },
];

/** Fields of each entry in `data.data`. */
export interface EntryField extends VersionRange {
  name: string;
  meaning: string;
}

export const DATA_CHANNEL_ENTRY_FIELDS: readonly EntryField[] = [
  { name: 'entryId', meaning: 'Id of the entry, for `replaceEntry` and `deleteEntry`.', since: '3.0' },
  { name: 'payloadJson', meaning: 'The payload that was pushed.', since: '3.0' },
  { name: 'createdAt', meaning: 'When the entry was pushed.', since: '3.0' },
  { name: 'updatedAt', meaning: 'When it was last replaced.', since: '3.1' },
  { name: 'fromUserId', meaning: 'Id of the user who pushed it.', since: '3.0', until: '3.1' },
  { name: 'createdBy', meaning: 'Id of the user who pushed it.', since: '3.1' },
  { name: 'toRoles', meaning: 'The roles it was addressed to.', since: '3.0' },
  { name: 'channelName', meaning: 'The channel.', since: '3.0' },
  { name: 'subChannelName', meaning: 'The subchannel (`default` unless given).', since: '3.0' },
  { name: 'pluginName', meaning: 'The plugin that owns the channel.', since: '3.0' },
];

/** The object the data hooks return (`GraphqlResponseWrapper` in the SDK). */
export const HOOK_RESULT_FIELDS: readonly { name: string; type: string; meaning: string }[] = [
  { name: 'loading', type: 'boolean', meaning: '`true` until the first answer arrives.' },
  { name: 'data', type: 'the hook’s type, optional', meaning: 'The data, once loaded.' },
  { name: 'error', type: 'ApolloError, optional', meaning: 'Set when the subscription failed.' },
];

/** Calls that fill the Learning Analytics Dashboard. */
export interface DashboardCall extends VersionRange {
  call: string;
  argument: string;
  does: string;
}

export const DASHBOARD_CALLS: readonly DashboardCall[] = [
  {
    call: 'sendGenericDataForLearningAnalyticsDashboard',
    argument: '`{ cardTitle, columnTitle, value }`, all strings',
    does: 'Writes a value for the current user into a column of a plugin card. Marked deprecated in 3.1 in favour of `learningAnalyticsDashboard.upsertUserData`.',
    since: '3.0',
  },
  {
    call: 'learningAnalyticsDashboard.upsertUserData',
    argument: '`{ cardTitle, columnTitle, value }`, then an optional `targetUserId`',
    does: 'Writes or updates a value for the current user, or for the user given.',
    since: '3.1',
  },
  {
    call: 'learningAnalyticsDashboard.deleteUserData',
    argument: '`{ cardTitle, columnTitle }`, then an optional `targetUserId`',
    does: 'Removes that value.',
    since: '3.1',
  },
  {
    call: 'learningAnalyticsDashboard.clearAllUsersData',
    argument: '`cardTitle`, optional',
    does: 'Removes the values of every user, of one card or of all the plugin’s cards.',
    since: '3.1',
  },
];

export const uiCommandsFor = (version: DocVersion): readonly SdkCommand[] =>
  PLUGIN_SDK_VERSIONS.includes(version) ? UI_COMMANDS.filter((command) => inRange(command, version)) : [];

export const serverCommandsFor = (version: DocVersion): readonly SdkCommand[] =>
  PLUGIN_SDK_VERSIONS.includes(version) ? SERVER_COMMANDS.filter((command) => inRange(command, version)) : [];

export const entryFieldsFor = (version: DocVersion): readonly EntryField[] =>
  PLUGIN_SDK_VERSIONS.includes(version) ? DATA_CHANNEL_ENTRY_FIELDS.filter((field) => inRange(field, version)) : [];

export const dashboardCallsFor = (version: DocVersion): readonly DashboardCall[] =>
  PLUGIN_SDK_VERSIONS.includes(version) ? DASHBOARD_CALLS.filter((call) => inRange(call, version)) : [];

const NPM_NOTE =
  'Read in the type declarations and the compiled code of the package published on npm (dist/cjs), the newest release of the line on the registry; the repository snapshot available ends at an earlier tag.';

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton-html-plugin-sdk',
    path: 'src/ui-commands/commands.ts',
    commit: 'v0.0.94',
    checked: '2026-11-28',
    note: `Release 0.0.94 (3.0 line): uiCommands, serverCommands (caption.save, caption.addLocale, chat.sendPublicChatMessage, chat.sendCustomPublicChatMessage), DataChannelTypes ALL_ITEMS/NEW_ITEMS/LATEST_ITEM with ALL_ITEMS the default, entry field fromUserId, useCustomMutation, sendGenericDataForLearningAnalyticsDashboard. ${NPM_NOTE}`,
  },
  {
    repository: 'bigbluebutton/bigbluebutton-html-plugin-sdk',
    path: 'src/ui-commands/commands.ts',
    commit: 'v0.1.26',
    checked: '2026-11-28',
    note: `Release 0.1.26 (3.1 line): adds captions.setDisplayAudioCaptions, sidekickArea.panel.open/close, screenshare.stop, chat.form.open({ chatId }), serverCommands chat.sendChatMessage, chat.createPrivateChat, presentation.upload, presentation.insertPages, entry fields createdBy and updatedAt (fromUserId gone), learningAnalyticsDashboard.upsertUserData/deleteUserData/clearAllUsersData. ${NPM_NOTE}`,
  },
  {
    repository: 'bigbluebutton/bigbluebutton-html-plugin-sdk',
    path: 'src/data-channel/types.ts',
    commit: '64893faf8d4445d925a1265b1661fb928e083d95',
    checked: '2026-11-28',
    note: 'Tag v0.0.79, source: pushEntry(payload, { receivers?: ({ userId } | { role: PRESENTER | MODERATOR | VIEWER })[] }), replaceEntry(entryId, payloadJson), deleteEntry(ids | RESET_DATA_CHANNEL); GraphqlResponseWrapper { loading, data?, error?: ApolloError } in src/core/types.ts; the README says items without receivers reach everyone and read modes as listed. Same files at v0.1.4 (86b69e4e7740ee925376b20b65db97f5860afb0f).',
  },
];
