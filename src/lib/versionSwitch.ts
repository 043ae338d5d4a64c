/**
 * The note a version switch leaves for the page it lands on, when the page
 * the reader was on does not exist in the chosen version. Kept in
 * sessionStorage; when storage is blocked the switch still works, without
 * the notice.
 */
import { isSitePath } from './docRoutes';

const KEY = 'bbb-docs-version-switch';

export interface VersionSwitchNote {
  /** Title of the page the reader left. */
  title: string;
  /** Where that page lives (to link back). */
  fromPath: string;
  /** Label of the version the reader left. */
  fromVersion: string;
  /** Name of the version the reader chose. */
  toVersion: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveVersionSwitchNote(note: VersionSwitchNote): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage full or blocked: the notice is a nicety.
  }
}

export function clearVersionSwitchNote(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Reads and removes the note, so it shows once; a note whose path is not a path of this site is dropped. */
export function takeVersionSwitchNote(): VersionSwitchNote | null {
  try {
    const s = storage();
    const raw = s?.getItem(KEY);
    if (!raw) return null;
    s?.removeItem(KEY);
    const note = JSON.parse(raw) as Partial<VersionSwitchNote>;
    if (
      typeof note.title === 'string' &&
      typeof note.fromPath === 'string' &&
      typeof note.fromVersion === 'string' &&
      typeof note.toVersion === 'string' &&
      // Storage can be written by any script of the origin: the link back must stay on the site.
      isSitePath(note.fromPath)
    ) {
      return note as VersionSwitchNote;
    }
  } catch {
    // Unreadable note: ignore it.
  }
  return null;
}
