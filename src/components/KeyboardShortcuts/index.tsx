import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  ACCESS_KEY_MODIFIERS,
  AUDIENCE_LABELS,
  KEY_LABELS,
  comboKey,
  groupsFor,
  shortcutsFor,
  type AccessKeyModifier,
  type KeyCombo,
  type Shortcut,
  type ShortcutGroup,
} from '@site/src/data/accessibility/shortcuts';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

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

const SHORTCUT_COLUMNS: readonly Column<Shortcut>[] = [
  {
    header: 'Keys',
    rowHeader: true,
    className: styles.keys,
    cell: (shortcut) =>
      shortcut.combos.map((combo, index) => (
        <span key={comboKey(combo)} className={styles.alternative}>
          {index > 0 ? <span className={styles.or}>or </span> : null}
          <Combo combo={combo} />
        </span>
      )),
  },
  {
    header: 'Action',
    cell: (shortcut) => (
      <>
        {shortcut.action}
        {shortcut.note ? <span className={styles.note}>{inlineCode(shortcut.note)}</span> : null}
      </>
    ),
  },
  { header: 'Who can use it', cell: (shortcut) => AUDIENCE_LABELS[shortcut.audience] },
];

function GroupTable({ version, group }: { version: DocVersion; group: ShortcutGroup }): ReactNode {
  return (
    <DataTable
      caption={caption(group, releaseOf(version))}
      columns={SHORTCUT_COLUMNS}
      rows={shortcutsFor(version, group)}
      rowKey={(shortcut) => shortcut.id}
      tableAttributes={{ 'data-shortcut-group': group }}
    />
  );
}

/**
 * The keyboard shortcuts of the HTML5 client of one release, as the client's
 * "Keyboard shortcuts" dialog groups them. "Modifier" stands for the
 * browser's access-key modifier (see AccessKeyModifiers).
 */
export default function KeyboardShortcuts({ version: pageVersion, group }: OnPage<KeyboardShortcutsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const groups = group ? [group] : groupsFor(version);
  return (
    <>
      {groups.map((g) => (
        <GroupTable key={g} version={version} group={g} />
      ))}
    </>
  );
}

const MODIFIER_COLUMNS: readonly Column<AccessKeyModifier>[] = [
  { header: 'Platform', rowHeader: true, cell: (row) => row.platform },
  { header: 'Browser', cell: (row) => row.browsers },
  { header: 'Modifier', cell: (row) => <KeySequence names={row.keys} /> },
];

/** Which keys stand for "Modifier" in each browser. */
export function AccessKeyModifiers({ version: pageVersion }: OnPage<AccessKeyModifiersProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <DataTable
      caption={`The access-key modifier of the BigBlueButton ${releaseOf(version)} client, by platform and browser`}
      columns={MODIFIER_COLUMNS}
      rows={ACCESS_KEY_MODIFIERS}
      rowKey={(row) => `${row.platform}-${row.browsers}`}
    />
  );
}
