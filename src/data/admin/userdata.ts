/**
 * The `userdata-bbb_*` parameters of the join API call, per release.
 *
 * A front-end adds these to a join URL to change the HTML5 client for that
 * one user (they override settings.yml and /etc/bigbluebutton/bbb-html5.yml).
 * The customize page lists them with <UserdataTable version="..." /> and the
 * API reference may import this module for its join parameters.
 *
 * `introduced` is the release named by the upstream documentation; `since` and
 * `until` (a `VersionRange`) are the docs versions of this site whose client reads it.
 */
import { DOC_VERSIONS, compareVersions, inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export const USERDATA_CATEGORIES = [
  'Application',
  'Branding',
  'Shortcuts',
  'Media',
  'Presentation',
  'Whiteboard',
  'Theming and styling',
  'Layout',
] as const;
export type UserdataCategory = (typeof USERDATA_CATEGORIES)[number];

export type UserdataValueType = 'boolean' | 'string' | 'locale' | 'enum' | 'list' | 'url' | 'css';

export interface UserdataParam extends VersionRange {
  /** Full parameter name as it appears in the join URL. */
  name: `userdata-bbb_${string}`;
  category: UserdataCategory;
  type: UserdataValueType;
  /** Value used when the parameter is absent; `inline code` in backticks. */
  defaultValue: string;
  /** What the parameter does; `inline code` in backticks. */
  description: string;
  /** Release that introduced it, when the upstream docs name one (e.g. "2.3", "3.0.0-beta.4"). */
  introduced?: string;
}

const OLDEST: DocVersion = '2.5-legacy';

export const USERDATA_PARAMS: readonly UserdataParam[] = [
  // Application
  {
    name: 'userdata-bbb_ask_for_feedback_on_logout',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Shows the feedback form to the user after leaving the meeting.',
    since: OLDEST,
    until: '3.0',
  },
  {
    name: 'userdata-bbb_auto_join_audio',
    category: 'Application',
    type: 'boolean',
    defaultValue: 'server setting `public.app.autoJoin`',
    description: 'Starts joining audio as soon as the client has loaded.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_client_title',
    category: 'Application',
    type: 'string',
    defaultValue: 'server setting `public.app.clientTitle`',
    description: 'Text of the browser tab title.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_force_listen_only',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description:
      'When `true`, a viewer can only listen and is not offered the microphone. Moderators are not affected.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_listen_only_mode',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`true`',
    description: 'When `false`, the listen-only choice is removed and the user must join with a microphone.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_check_audio',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'When `true`, the echo test is skipped every time the user joins with a microphone.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_check_audio_on_first_join',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Skips the echo test only on the first microphone join; later joins show it again.',
    introduced: '2.3',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_echotest_if_previous_device',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description:
      'Skips the echo test when the browser still holds working input and output devices from an earlier join.',
    introduced: '3.0',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_override_default_locale',
    category: 'Application',
    type: 'locale',
    defaultValue: 'none (browser language)',
    description: 'Shows the client in the given language, for example `de`, whatever the browser prefers.',
    introduced: '2.3',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_direct_leave_button',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Adds a Leave meeting button beside the options menu.',
    introduced: '2.7.5',
    since: '2.7',
  },
  {
    name: 'userdata-bbb_parent_room_moderator',
    category: 'Application',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'In breakout rooms only: lets this user remove other users from the breakout room.',
    introduced: '3.0',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_record_permission',
    category: 'Application',
    type: 'boolean',
    defaultValue: 'none (moderators control recording)',
    description:
      'When `true`, the user may start and stop the recording; when `false`, the user may not, even as a moderator.',
    introduced: '3.0',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_record_permission_tooltip',
    category: 'Application',
    type: 'string',
    defaultValue: 'none',
    description: 'Replaces the tooltip of the recording indicator shown to a user who may not control recording.',
    introduced: '3.0',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_show_session_details_on_join',
    category: 'Application',
    type: 'boolean',
    defaultValue: 'server setting (opens on join)',
    description:
      'When `false`, the Session details dialog (welcome message, invite link, dial-in) does not open on join.',
    introduced: '3.0',
    since: '3.0',
  },
  // Branding
  {
    name: 'userdata-bbb_display_branding_area',
    category: 'Branding',
    type: 'boolean',
    defaultValue: 'server setting `public.app.branding.displayBrandingArea`',
    description: 'Shows the branding area (the logo passed with `logo=` on create) above the user list.',
    since: OLDEST,
  },
  // Shortcuts
  {
    name: 'userdata-bbb_shortcuts',
    category: 'Shortcuts',
    type: 'list',
    defaultValue: 'server setting `public.app.shortcuts`',
    description: 'URL-encoded list of enabled keyboard shortcuts; `%5B%5D` (an empty list) turns all of them off.',
    since: OLDEST,
  },
  // Media
  {
    name: 'userdata-bbb_auto_share_webcam',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Starts sharing the webcam as soon as the client has loaded.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_preferred_camera_profile',
    category: 'Media',
    type: 'string',
    defaultValue: 'the profile marked `default: true`',
    description: 'Id of the camera profile to use, one of `public.kurento.cameraProfiles` (for example `low`).',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_enable_video',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`true`',
    description: 'When `false`, the webcam button is hidden for this user.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_record_video',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`true`',
    description: "When `false`, this user's webcam is left out of the recording.",
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_video_preview',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Shares the webcam without showing the preview dialog first.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_video_preview_on_first_join',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Skips the webcam preview only the first time the user shares; later shares show it again.',
    introduced: '2.3',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_skip_video_preview_if_previous_device',
    category: 'Media',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Skips the webcam preview when the browser still holds a working camera from an earlier share.',
    introduced: '3.0',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_mirror_own_webcam',
    category: 'Media',
    type: 'boolean',
    defaultValue: 'server setting `public.app.mirrorOwnWebcam`',
    description: "Mirrors the user's own webcam image for that user only; others see it unmirrored.",
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_fullaudio_bridge',
    category: 'Media',
    type: 'enum',
    defaultValue: 'server setting `public.media.audio.defaultFullAudioBridge` (`fullaudio`)',
    description:
      'Audio bridge for the microphone: `sipjs` (direct to FreeSWITCH) or `fullaudio` (through bbb-webrtc-sfu).',
    introduced: '2.7',
    since: '2.7',
  },
  {
    name: 'userdata-bbb_transparent_listen_only',
    category: 'Media',
    type: 'boolean',
    defaultValue: 'server setting `public.media.transparentListenOnly` (`false`)',
    description: 'Turns the transparent listen-only audio mode on or off for this user.',
    introduced: '2.7',
    since: '2.7',
  },
  // Presentation
  {
    name: 'userdata-bbb_force_restore_presentation_on_new_events',
    category: 'Presentation',
    type: 'boolean',
    defaultValue: '`false`',
    description:
      'Reopens a minimized presentation for a viewer when the presenter changes the slide or the whiteboard.',
    since: OLDEST,
  },
  // Whiteboard
  {
    name: 'userdata-bbb_multi_user_pen_only',
    category: 'Whiteboard',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'With multi-user whiteboard on, gives this user only the pen tool.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_presenter_tools',
    category: 'Whiteboard',
    type: 'list',
    defaultValue: 'server setting `public.whiteboard.toolbar.presenterTools`',
    description: 'Whiteboard tools offered to this user as presenter, as a list of tool names.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_multi_user_tools',
    category: 'Whiteboard',
    type: 'list',
    defaultValue: 'server setting `public.whiteboard.toolbar.multiUserTools`',
    description: 'Whiteboard tools offered to this user when multi-user whiteboard gives a non-presenter access.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_initial_selected_tool',
    category: 'Whiteboard',
    type: 'string',
    defaultValue: 'server setting `public.whiteboard.toolbar.initialSelectedTool`',
    description:
      'Tool selected when the user first gets the whiteboard, for example `draw` or `hand`. Not kept across page reloads.',
    introduced: '3.0',
    since: '3.0',
  },
  // Theming and styling
  {
    name: 'userdata-bbb_custom_style',
    category: 'Theming and styling',
    type: 'css',
    defaultValue: 'none',
    description: 'URL-encoded CSS added to the client for this user.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_custom_style_url',
    category: 'Theming and styling',
    type: 'url',
    defaultValue: 'server setting `public.app.customStyleUrl`',
    description: 'HTTPS URL of a stylesheet the client loads for this user.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_prefer_dark_theme',
    category: 'Theming and styling',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Opens the client in the dark theme.',
    introduced: '3.0',
    since: '3.0',
  },
  // Layout
  {
    name: 'userdata-bbb_auto_swap_layout',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Minimizes the presentation area when the user joins.',
    since: OLDEST,
    until: '2.6',
  },
  {
    name: 'userdata-bbb_hide_presentation',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Hides the presentation area for this user.',
    since: OLDEST,
    until: '2.6',
  },
  {
    name: 'userdata-bbb_hide_presentation_on_join',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Starts with the presentation minimized for a non-presenter, who can restore it.',
    introduced: '2.6',
    since: '2.6',
  },
  {
    name: 'userdata-bbb_show_participants_on_login',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`true`',
    description: 'When `false`, the user list (and the chat beside it) stays closed until the user opens it.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_show_public_chat_on_login',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`true`',
    description: 'When `false`, the public chat stays closed on load. Chat itself is not disabled.',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_hide_nav_bar',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Hides the navigation bar at the top of the client.',
    introduced: '2.4-rc-3',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_hide_actions_bar',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Hides the actions bar at the bottom of the client.',
    introduced: '2.4-rc-3',
    since: OLDEST,
  },
  {
    name: 'userdata-bbb_default_layout',
    category: 'Layout',
    type: 'enum',
    defaultValue: 'the meeting layout',
    description: 'Layout the client opens with, one of the layout names the server accepts for `defaultMeetingLayout`.',
    introduced: '3.0.0-alpha.5',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_hide_notifications',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description: 'Suppresses all notification toasts for this user.',
    introduced: '3.0.0-beta.4',
    since: '3.0',
  },
  {
    name: 'userdata-bbb_hide_controls',
    category: 'Layout',
    type: 'boolean',
    defaultValue: '`false`',
    description:
      'For a clean view, for example on a wall display or in an embedded player: the user sees no sidebar toggle, meeting title, connection indicator or leave button at the top and no action buttons at the bottom. The talking and timer indicators stay.',
    introduced: '3.0.0-beta.4',
    since: '3.0',
  },
];

/** Parameters of one release, in table order, optionally one category only. */
export function userdataFor(version: DocVersion, category?: UserdataCategory): UserdataParam[] {
  return USERDATA_PARAMS.filter(
    (param) => inRange(param, version) && (category === undefined || param.category === category),
  );
}

/** Parameters present in `version` but not in the release before it. */
export function userdataAddedIn(version: DocVersion): UserdataParam[] {
  const ordered = [...DOC_VERSIONS].sort(compareVersions);
  const previous = ordered[ordered.indexOf(version) - 1];
  if (previous === undefined) return [];
  return userdataFor(version).filter((param) => !inRange(param, previous));
}

/** "Since" label: the release that introduced the parameter, or an honest range. */
export function introducedLabel(param: UserdataParam): string {
  if (param.introduced) return param.introduced;
  return param.since === OLDEST ? '2.4 or earlier' : param.since;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: 'The API changelog lists join additions userdata-bbb_hide_presentation_on_join (2.6), userdata-bbb_fullaudio_bridge (2.7) and userdata-bbb_default_layout (3.0).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/customize.md',
    checked: '2026-11-26',
    note: 'The userdata table (for example bbb_hide_controls and bbb_hide_notifications, 3.0.0-beta.4) was compared with an excerpt of this file found by text search; its branch was not established. Confirm each key on the release branch.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-html5/private/config/settings.yml',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-28',
    note: 'A Meteor-era copy (2.7 line; no 2.5, 2.6 or 3.0 release copy could be read). Server defaults the table names: public.app.autoJoin, clientTitle, askForFeedbackOnLogout false, listenOnlyMode true, forceListenOnly false, skipCheck false, skipCheckOnJoin false, mirrorOwnWebcam false, customStyleUrl null, branding.displayBrandingArea true, shortcuts; public.kurento.enableVideo true, autoShareWebcam false, skipVideoPreview false, skipVideoPreviewOnFirstJoin false, cameraProfiles (medium marked default); public.media.audio.defaultFullAudioBridge fullaudio, public.media.transparentListenOnly false; public.layout.showParticipantsOnLogin true, hidePresentationOnJoin false; public.chat.startClosed false; public.whiteboard.toolbar.multiUserPenOnly false, presenterTools (text, line, ellipse, triangle, rectangle, pencil, hand) and multiUserTools (the same without hand). The client code (whiteboard and actions-bar components, copies found by text search without a commit) reads bbb_presenter_tools and bbb_multi_user_tools with these two lists as the default, so the default is the server list, not all tools; it reads bbb_fullaudio_bridge with the meeting setting fullaudio-bridge and then defaultFullAudioBridge as fallbacks.',
  },
];
