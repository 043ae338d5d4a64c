/**
 * Keyboard shortcuts of the BigBlueButton HTML5 client, per docs version.
 *
 * The client lists its shortcuts in the "Keyboard shortcuts" dialog of the
 * options menu. Three kinds exist:
 *
 * - Access keys (`kind: 'access'`): a letter pressed together with the
 *   browser's access-key modifier (see ACCESS_KEY_MODIFIERS). They are
 *   defined under `public.app.shortcuts` in the client settings, so an
 *   administrator can change the letters.
 * - Plain keys (`kind: 'keys'`): handled by the client or by the whiteboard
 *   (tldraw), the same in every browser.
 *
 * The accessibility pages of every version render these rows, and the unit
 * tests check them, so a shortcut changes in one place only.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** The tab of the client's "Keyboard shortcuts" dialog a shortcut belongs to. */
export type ShortcutGroup = 'general' | 'presentation' | 'whiteboard';

/** Who can use a shortcut: anyone, the current presenter, or moderators only. */
export type ShortcutAudience = 'everyone' | 'presenter' | 'moderator';

/** A key combination. */
export type KeyCombo =
  /** The browser's access-key modifier plus one letter. */
  | { readonly kind: 'access'; readonly key: string }
  /** Keys pressed together, in order; `macKeys` when macOS differs. */
  | { readonly kind: 'keys'; readonly keys: readonly string[]; readonly macKeys?: readonly string[] };

export interface Shortcut extends VersionRange {
  /** Stable key, unique per version. */
  readonly id: string;
  readonly group: ShortcutGroup;
  /** What the shortcut does, as the reader would say it. */
  readonly action: string;
  /** The main combination first, then alternatives that do the same. */
  readonly combos: readonly KeyCombo[];
  readonly audience: ShortcutAudience;
  /** A condition or hint, in one sentence. Backticks mark code. */
  readonly note?: string;
  /** For access keys: the entry name under `public.app.shortcuts`. */
  readonly settingsKey?: string;
}

/** Labels of the keys shown in tables; anything else is shown as written. */
export const KEY_LABELS: Readonly<Record<string, string>> = {
  Space: 'Space',
  Enter: 'Enter',
  ArrowRight: 'Right arrow',
  ArrowLeft: 'Left arrow',
  Delete: 'Delete',
  Backspace: 'Backspace',
};

/** The access-key modifier per platform and browser, as the client's dialog reports it. */
export interface AccessKeyModifier {
  readonly platform: string;
  readonly browsers: string;
  readonly keys: readonly string[];
}

export const ACCESS_KEY_MODIFIERS: readonly AccessKeyModifier[] = [
  { platform: 'Windows and Linux', browsers: 'Chrome, Edge', keys: ['Alt'] },
  { platform: 'Windows and Linux', browsers: 'Firefox', keys: ['Alt', 'Shift'] },
  { platform: 'macOS', browsers: 'All browsers', keys: ['Control', 'Option'] },
  { platform: 'iPadOS and iOS with a keyboard', browsers: 'All browsers', keys: ['Control', 'Alt'] },
];

/** The client setting that turns push to talk on for everyone by default (3.0 and later). */
export const PUSH_TO_TALK_SETTING = 'public.app.defaultSettings.application.pushToTalkEnabled';

/** The client setting holding the access keys. */
export const ACCESS_KEY_SETTINGS = 'public.app.shortcuts';

const access = (key: string): KeyCombo => ({ kind: 'access', key });
const keys = (...list: string[]): KeyCombo => ({ kind: 'keys', keys: list });

/** Access keys: the same eleven letters from 2.5 to 3.1. */
const ACCESS_KEYS: readonly Shortcut[] = [
  {
    id: 'open-options',
    group: 'general',
    action: 'Open the options menu',
    combos: [access('O')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'openOptions',
  },
  {
    id: 'toggle-user-list',
    group: 'general',
    action: 'Show or hide the participants list',
    combos: [access('U')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'toggleUserList',
  },
  {
    id: 'toggle-mute',
    group: 'general',
    action: 'Mute or unmute your microphone',
    combos: [access('M')],
    audience: 'everyone',
    note: 'Works once you have joined audio with a microphone.',
    since: '2.5-legacy',
    settingsKey: 'toggleMute',
  },
  {
    id: 'join-audio',
    group: 'general',
    action: 'Join audio',
    combos: [access('J')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'joinAudio',
  },
  {
    id: 'leave-audio',
    group: 'general',
    action: 'Leave audio',
    combos: [access('L')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'leaveAudio',
  },
  {
    id: 'toggle-public-chat',
    group: 'general',
    action: 'Show or hide the public chat',
    combos: [access('P')],
    audience: 'everyone',
    note: 'The participants list must be open.',
    since: '2.5-legacy',
    settingsKey: 'togglePublicChat',
  },
  {
    id: 'hide-private-chat',
    group: 'general',
    action: 'Hide the open private chat',
    combos: [access('H')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'hidePrivateChat',
  },
  {
    id: 'close-private-chat',
    group: 'general',
    action: 'Close the open private chat',
    combos: [access('G')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'closePrivateChat',
  },
  {
    id: 'raise-hand',
    group: 'general',
    action: 'Raise or lower your hand',
    combos: [access('R')],
    audience: 'everyone',
    since: '2.5-legacy',
    settingsKey: 'raiseHand',
  },
  {
    id: 'open-actions',
    group: 'general',
    action: 'Open the actions (+) menu',
    combos: [access('A')],
    audience: 'presenter',
    note: 'Moderators and the presenter have the actions menu; what it offers depends on the role.',
    since: '2.5-legacy',
    settingsKey: 'openActions',
  },
  {
    id: 'open-debug-window',
    group: 'general',
    action: 'Open the debug window',
    combos: [access('K')],
    audience: 'everyone',
    note: 'Shows client details for support requests; available while `public.app.enableDebugWindow` is true.',
    since: '2.5-legacy',
    settingsKey: 'openDebugWindow',
  },
];

/** Shortcuts of the client's own code, not configurable. */
const CLIENT_KEYS: readonly Shortcut[] = [
  {
    id: 'push-to-talk',
    group: 'general',
    action: 'Push to talk: hold to speak, release to mute again',
    combos: [keys('M')],
    audience: 'everyone',
    note: `Only while push to talk is on: per user in Settings, or for everyone with \`${PUSH_TO_TALK_SETTING}\`.`,
    since: '3.0',
  },
  {
    id: 'open-custom-poll',
    group: 'general',
    action: 'Open the poll panel with a custom poll',
    combos: [{ kind: 'keys', keys: ['Ctrl', 'Alt', 'P'], macKeys: ['Cmd', 'Option', 'P'] }],
    audience: 'presenter',
    note: 'Added in a 3.0 point release; if your Keyboard shortcuts dialog does not list it, the server runs an older build.',
    since: '3.0',
  },
  {
    id: 'toggle-pan',
    group: 'presentation',
    action: 'Switch to the pan tool',
    combos: [keys('Space')],
    audience: 'presenter',
    since: '2.5-legacy',
  },
  {
    id: 'toggle-fullscreen',
    group: 'presentation',
    action: 'Show the presentation full screen, or leave full screen',
    combos: [keys('Enter')],
    audience: 'presenter',
    since: '2.5-legacy',
  },
  {
    id: 'next-slide',
    group: 'presentation',
    action: 'Go to the next slide',
    combos: [keys('ArrowRight')],
    audience: 'presenter',
    since: '2.5-legacy',
  },
  {
    id: 'previous-slide',
    group: 'presentation',
    action: 'Go to the previous slide',
    combos: [keys('ArrowLeft')],
    audience: 'presenter',
    since: '2.5-legacy',
  },
];

const WHITEBOARD_NOTE = 'The presenter, and viewers while the multi-user whiteboard is on.';

/** A whiteboard row: always the presenter's tool, shared when multi-user whiteboard is on. */
function wb(id: string, action: string, combos: readonly KeyCombo[], range: VersionRange, note?: string): Shortcut {
  return {
    id,
    group: 'whiteboard',
    action,
    combos,
    audience: 'presenter',
    ...range,
    note: note ?? WHITEBOARD_NOTE,
  };
}

/** tldraw 1 whiteboard of 2.6 and 2.7: number keys pick the tools. */
const WHITEBOARD_TLDRAW1: readonly Shortcut[] = [
  wb('wb1-select', 'Select tool', [keys('1')], { since: '2.6', until: '3.0' }),
  wb('wb1-pencil', 'Pencil', [keys('2')], { since: '2.6', until: '3.0' }),
  wb('wb1-eraser', 'Eraser', [keys('3')], { since: '2.6', until: '3.0' }),
  wb('wb1-rectangle', 'Rectangle', [keys('4')], { since: '2.6', until: '3.0' }),
  wb('wb1-ellipse', 'Ellipse', [keys('5')], { since: '2.6', until: '3.0' }),
  wb('wb1-triangle', 'Triangle', [keys('6')], { since: '2.6', until: '3.0' }),
  wb('wb1-line', 'Line', [keys('7')], { since: '2.6', until: '3.0' }),
  wb('wb1-arrow', 'Arrow', [keys('8')], { since: '2.6', until: '3.0' }),
  wb('wb1-text', 'Text', [keys('9')], { since: '2.6', until: '3.0' }),
  wb('wb1-note', 'Sticky note', [keys('0')], { since: '2.6', until: '3.0' }),
  wb('wb1-zoom-in', 'Zoom in', [keys('Ctrl', '+')], { since: '2.6', until: '3.0' }),
  wb('wb1-zoom-out', 'Zoom out', [keys('Ctrl', '-')], { since: '2.6', until: '3.0' }),
  wb('wb1-zoom-fit', 'Zoom to fit', [keys('Shift', '1')], { since: '2.6', until: '3.0' }),
  wb('wb1-zoom-selection', 'Zoom to the selection', [keys('Shift', '2')], { since: '2.6', until: '3.0' }),
  wb('wb1-flip-h', 'Flip horizontally', [keys('Shift', 'H')], { since: '2.6', until: '3.0' }),
  wb('wb1-flip-v', 'Flip vertically', [keys('Shift', 'V')], { since: '2.6', until: '3.0' }),
  wb('wb1-lock', 'Lock or unlock the selected shape', [keys('Ctrl', 'Shift', 'L')], { since: '2.6', until: '3.0' }),
  wb('wb1-front', 'Bring to front', [keys('Shift', ']')], { since: '2.6', until: '3.0' }),
  wb('wb1-forward', 'Bring forward', [keys(']')], { since: '2.6', until: '3.0' }),
  wb('wb1-backward', 'Send backward', [keys('[')], { since: '2.6', until: '3.0' }),
  wb('wb1-back', 'Send to back', [keys('Shift', '[')], { since: '2.6', until: '3.0' }),
  wb('wb1-undo', 'Undo', [keys('Ctrl', 'Z')], { since: '2.6', until: '3.0' }),
  wb('wb1-redo', 'Redo', [keys('Ctrl', 'Shift', 'Z')], { since: '2.6', until: '3.0' }),
  wb('wb1-cut', 'Cut', [keys('Ctrl', 'X')], { since: '2.6', until: '3.0' }),
  wb('wb1-copy', 'Copy', [keys('Ctrl', 'C')], { since: '2.6', until: '3.0' }),
  wb('wb1-paste', 'Paste', [keys('Ctrl', 'V')], { since: '2.6', until: '3.0' }),
  wb('wb1-select-all', 'Select all', [keys('Ctrl', 'A')], { since: '2.6', until: '3.0' }),
  wb('wb1-delete', 'Delete the selection', [keys('Delete')], { since: '2.6', until: '3.0' }),
  wb('wb1-duplicate', 'Duplicate the selection', [keys('Ctrl', 'D')], { since: '2.6', until: '3.0' }),
];

/** tldraw 2 whiteboard of 3.0 and 3.1: number keys plus letter alternatives. */
const WHITEBOARD_TLDRAW2: readonly Shortcut[] = [
  wb('wb2-select', 'Select tool', [keys('1'), keys('V')], { since: '3.0' }),
  wb('wb2-draw', 'Draw (pencil)', [keys('2'), keys('D'), keys('P')], { since: '3.0' }),
  wb('wb2-eraser', 'Eraser', [keys('3'), keys('E')], { since: '3.0' }),
  wb('wb2-rectangle', 'Rectangle', [keys('4'), keys('R')], { since: '3.0' }),
  wb('wb2-ellipse', 'Ellipse', [keys('5'), keys('O')], { since: '3.0' }),
  wb('wb2-triangle', 'Triangle', [keys('6'), keys('G')], { since: '3.0' }),
  wb('wb2-line', 'Line', [keys('7'), keys('L')], { since: '3.0' }),
  wb('wb2-arrow', 'Arrow', [keys('8'), keys('A')], { since: '3.0' }),
  wb('wb2-text', 'Text', [keys('9'), keys('T')], { since: '3.0' }),
  wb('wb2-note', 'Sticky note', [keys('0'), keys('N'), keys('S')], { since: '3.0' }),
  wb('wb2-hand', 'Hand (move the view)', [keys('H')], { since: '3.0' }),
  wb('wb2-highlight', 'Highlighter', [keys('Shift', 'D')], { since: '3.0' }),
  wb('wb2-zoom-in', 'Zoom in', [keys('Ctrl', '+')], { since: '3.0' }, 'Ctrl with the mouse wheel also zooms.'),
  wb('wb2-zoom-out', 'Zoom out', [keys('Ctrl', '-')], { since: '3.0' }, 'Ctrl with the mouse wheel also zooms.'),
  wb('wb2-zoom-fit', 'Zoom to fit', [keys('Shift', '1')], { since: '3.0' }),
  wb('wb2-zoom-selection', 'Zoom to the selection', [keys('Shift', '2')], { since: '3.0' }),
  wb('wb2-flip-h', 'Flip horizontally', [keys('Shift', 'H')], { since: '3.0' }),
  wb('wb2-flip-v', 'Flip vertically', [keys('Shift', 'V')], { since: '3.0' }),
  wb('wb2-lock', 'Lock or unlock the selected shape', [keys('Ctrl', 'Shift', 'L')], { since: '3.0' }),
  wb('wb2-front', 'Bring to front', [keys('Shift', ']')], { since: '3.0' }),
  wb('wb2-forward', 'Bring forward', [keys(']')], { since: '3.0' }),
  wb('wb2-backward', 'Send backward', [keys('[')], { since: '3.0' }),
  wb('wb2-back', 'Send to back', [keys('Shift', '[')], { since: '3.0' }),
  wb('wb2-undo', 'Undo', [keys('Ctrl', 'Z')], { since: '3.0' }),
  wb('wb2-redo', 'Redo', [keys('Ctrl', 'Shift', 'Z')], { since: '3.0' }),
  wb('wb2-cut', 'Cut', [keys('Ctrl', 'X')], { since: '3.0' }),
  wb('wb2-copy', 'Copy', [keys('Ctrl', 'C')], { since: '3.0' }),
  wb('wb2-paste', 'Paste', [keys('Ctrl', 'V')], { since: '3.0' }),
  wb('wb2-select-all', 'Select all', [keys('Ctrl', 'A')], { since: '3.0' }),
  wb('wb2-delete', 'Delete the selection', [keys('Delete'), keys('Backspace')], { since: '3.0' }),
  wb('wb2-duplicate', 'Duplicate the selection', [keys('Ctrl', 'D')], { since: '3.0' }),
];

export const SHORTCUTS: readonly Shortcut[] = [
  ...ACCESS_KEYS,
  ...CLIENT_KEYS,
  ...WHITEBOARD_TLDRAW1,
  ...WHITEBOARD_TLDRAW2,
];

/** The order of the groups, as the client's dialog shows its tabs. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['general', 'presentation', 'whiteboard'];

export const GROUP_LABELS: Readonly<Record<ShortcutGroup, string>> = {
  general: 'General',
  presentation: 'Presentation',
  whiteboard: 'Whiteboard',
};

export const AUDIENCE_LABELS: Readonly<Record<ShortcutAudience, string>> = {
  everyone: 'Everyone',
  presenter: 'Presenter',
  moderator: 'Moderators',
};

/** The shortcuts of one version, optionally of one group, in table order. */
export function shortcutsFor(version: DocVersion, group?: ShortcutGroup): Shortcut[] {
  return SHORTCUTS.filter((s) => inRange(s, version) && (group === undefined || s.group === group));
}

/** The groups that have at least one shortcut in `version`. */
export function groupsFor(version: DocVersion): ShortcutGroup[] {
  return SHORTCUT_GROUPS.filter((group) => shortcutsFor(version, group).length > 0);
}

/** A normalized, comparable form of a combination, e.g. `access+M` or `ctrl+shift+z`. */
export function comboKey(combo: KeyCombo): string {
  return combo.kind === 'access' ? `access+${combo.key.toLowerCase()}` : combo.keys.join('+').toLowerCase();
}

/** A combination as plain text, e.g. "Modifier + O" or "Ctrl + Alt + P". */
export function formatCombo(combo: KeyCombo): string {
  if (combo.kind === 'access') return `Modifier + ${combo.key}`;
  return combo.keys.map((key) => KEY_LABELS[key] ?? key).join(' + ');
}

/** True when the client of `version` has push to talk on the M key. */
export function hasPushToTalk(version: DocVersion): boolean {
  return shortcutsFor(version).some((s) => s.id === 'push-to-talk');
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-html5/private/config/settings.yml',
    checked: '2026-11-26',
    note: '3.0 copy: public.app.shortcuts with the eleven access keys O, U, M, J, L, P, H, G, R, A and K. The 2.x settings.yml and the whiteboard (tldraw) keys were not re-read.',
  },
];
