import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  ACCESS_KEY_MODIFIERS,
  AUDIENCE_LABELS,
  KEY_LABELS,
  comboKey,
  groupsFor,
  shortcutsFor,
  type KeyCombo,
  type ShortcutGroup,
} from '@site/src/data/accessibility/shortcuts';
import { renderInline } from '../InstallOptions/renderInline';
import styles from './styles.module.css';

export interface KeyboardShortcutsProps {
  /** Docs version whose client shortcuts are listed. */
  version: DocVersion;
  /** One tab of the client's dialog; all tabs (one table each) when omitted. */
  group?: ShortcutGroup;
}

export interface AccessKeyModifiersProps {
  /** Docs version the table is shown in (used in the caption). */
  version: DocVersion;
}

function Key({ name }: { name: string }): ReactNode {
  return <kbd>{KEY_LABELS[name] ?? name}</kbd>;
}

/** A sequence of keys pressed together, as nested <kbd> elements (the HTML convention). */
function KeySequence({ names }: { names: readonly string[] }): ReactNode {
  return (
    <kbd className={styles.combo}>
      {names.map((name, index) => (
        <span key={`${name}-${index}`}>
          {index > 0 ? <span className={styles.plus}> + </span> : null}
          <Key name={name} />
        </span>
      ))}
    </kbd>
  );
}

function Combo({ combo }: { combo: KeyCombo }): ReactNode {
  if (combo.kind === 'access') return <KeySequence names={['Modifier', combo.key]} />;
  if (!combo.macKeys) return <KeySequence names={combo.keys} />;
  return (
    <>
      <KeySequence names={combo.keys} />
      <span className={styles.platform}>
        {' '}
        (macOS: <KeySequence names={combo.macKeys} />)
      </span>
    </>
  );
}

function caption(group: ShortcutGroup, release: string): string {
  switch (group) {
    case 'general':
      return `General shortcuts in BigBlueButton ${release}`;
    case 'presentation':
      return `Presentation shortcuts in BigBlueButton ${release} (presenter)`;
    case 'whiteboard':
      return `Whiteboard shortcuts in BigBlueButton ${release}`;
  }
}

function GroupTable({ version, group }: { version: DocVersion; group: ShortcutGroup }): ReactNode {
  const rows = shortcutsFor(version, group);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} data-shortcut-group={group}>
        <caption className={styles.caption}>{caption(group, RELEASES[version].release)}</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
            <th scope="col">Who can use it</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((shortcut) => (
            <tr key={shortcut.id}>
              <th scope="row" className={styles.keys}>
                {shortcut.combos.map((combo, index) => (
                  <span key={comboKey(combo)} className={styles.alternative}>
                    {index > 0 ? <span className={styles.or}>or </span> : null}
                    <Combo combo={combo} />
                  </span>
                ))}
              </th>
              <td>
                {shortcut.action}
                {shortcut.note ? <span className={styles.note}>{renderInline(shortcut.note)}</span> : null}
              </td>
              <td>{AUDIENCE_LABELS[shortcut.audience]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The keyboard shortcuts of the HTML5 client of one release, as the client's
 * "Keyboard shortcuts" dialog groups them. "Modifier" stands for the
 * browser's access-key modifier (see AccessKeyModifiers).
 */
export default function KeyboardShortcuts({ version, group }: KeyboardShortcutsProps): ReactNode {
  const groups = group ? [group] : groupsFor(version);
  return (
    <>
      {groups.map((g) => (
        <GroupTable key={g} version={version} group={g} />
      ))}
    </>
  );
}

/** Which keys stand for "Modifier" in each browser. */
export function AccessKeyModifiers({ version }: AccessKeyModifiersProps): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          The access-key modifier of the BigBlueButton {RELEASES[version].release} client, by platform and browser
        </caption>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Browser</th>
            <th scope="col">Modifier</th>
          </tr>
        </thead>
        <tbody>
          {ACCESS_KEY_MODIFIERS.map((row) => (
            <tr key={`${row.platform}-${row.browsers}`}>
              <th scope="row">{row.platform}</th>
              <td>{row.browsers}</td>
              <td>
                <KeySequence names={row.keys} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
