import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { MERGE_RULE_TEXT, configFilesFor } from '@site/src/data/admin/configFiles';
import styles from './styles.module.css';

export interface ConfigFileTableProps {
  /** Docs version whose files are listed. */
  version: DocVersion;
  /**
   * `overrides`: components with an override file under /etc (the default);
   * `no-override`: files you edit in place; `all`: both.
   */
  show?: 'overrides' | 'no-override' | 'all';
  /** Add the column listing log files. Default true. */
  logs?: boolean;
}

const CAPTIONS: Record<NonNullable<ConfigFileTableProps['show']>, string> = {
  overrides: 'Packaged configuration files and their local overrides',
  'no-override': 'Configuration files without an override',
  all: 'Configuration files of each component',
};

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A log entry is a command when it starts with a command name rather than a path. */
function LogItem({ value }: { value: string }): ReactNode {
  const [path, ...rest] = value.split(' (');
  const remark = rest.length > 0 ? ` (${rest.join(' (')}` : '';
  const isText = !path.startsWith('/') && !path.startsWith('journalctl');
  return (
    <li>
      {isText ? path : <code>{path}</code>}
      {remark}
    </li>
  );
}

/**
 * Table of the configuration files of one release: the packaged file, the
 * override to edit instead, how the two are combined, what the file controls
 * and where the component logs. Plain semantic HTML, no browser APIs.
 */
export default function ConfigFileTable({ version, show = 'overrides', logs = true }: ConfigFileTableProps): ReactNode {
  const rows = configFilesFor(version, show);
  if (rows.length === 0) {
    return <p className={styles.empty}>This release has no configuration files of this kind.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {CAPTIONS[show]} (BigBlueButton {RELEASES[version].release})
        </caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Packaged file</th>
            <th scope="col">Override</th>
            <th scope="col">What it controls</th>
            {logs && <th scope="col">Logs</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`config-${row.id}`}>
              <th scope="row" className={styles.component}>
                {row.component}
              </th>
              <td className={styles.path}>
                <code>{row.packaged}</code>
              </td>
              <td className={styles.path}>{row.override ? <code>{row.override}</code> : 'none'}</td>
              <td>
                {withCode(row.controls)}
                <span className={styles.rule}>{MERGE_RULE_TEXT[row.merge]}</span>
                <span className={styles.rule}>
                  Apply with <code>{row.apply}</code>
                </span>
              </td>
              {logs && (
                <td>
                  <ul className={styles.logs}>
                    {row.logs.map((log) => (
                      <LogItem key={log} value={log} />
                    ))}
                  </ul>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
