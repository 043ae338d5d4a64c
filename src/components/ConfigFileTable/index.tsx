import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import { MERGE_RULE_TEXT, configFilesFor, type ConfigFileEntry } from '@site/src/data/admin/configFiles';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

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
export default function ConfigFileTable({
  version: pageVersion,
  show = 'overrides',
  logs = true,
}: OnPage<ConfigFileTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = configFilesFor(version, show);
  if (rows.length === 0) {
    return <p className={styles.empty}>This release has no configuration files of this kind.</p>;
  }
  return (
    <DataTable
      caption={`${CAPTIONS[show]} (BigBlueButton ${releaseOf(version)})`}
      columns={[
        { header: 'Component', rowHeader: true, className: styles.component, cell: (row) => row.component },
        { header: 'Packaged file', className: styles.path, cell: (row) => <code>{row.packaged}</code> },
        {
          header: 'Override',
          className: styles.path,
          cell: (row) => (row.override ? <code>{row.override}</code> : 'none'),
        },
        {
          header: 'What it controls',
          cell: (row) => (
            <>
              {inlineCode(row.controls)}
              <span className={styles.rule}>{MERGE_RULE_TEXT[row.merge]}</span>
              <span className={styles.rule}>
                Apply with <code>{row.apply}</code>
              </span>
            </>
          ),
        },
        logs && {
          header: 'Logs',
          cell: (row: ConfigFileEntry) => (
            <ul className={styles.logs}>
              {row.logs.map((log) => (
                <LogItem key={log} value={log} />
              ))}
            </ul>
          ),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ id: `config-${row.id}` })}
    />
  );
}
