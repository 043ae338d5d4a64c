import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import { bbbRecordOptionsFor, type BbbRecordGroup } from '@site/src/data/dev/bbbRecord';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import Badge from '@site/src/components/Badge';

import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface BbbRecordOptionsProps {
  /** Docs version whose `bbb-record` options are listed. */
  version: DocVersion;
  /** Only the options of this group of the help text; all groups when omitted. */
  group?: BbbRecordGroup;
}

/**
 * Table of the options of the `bbb-record` utility of one release: what each
 * option does, whether it needs root or deletes data, and a command line to
 * paste. Plain semantic HTML, no browser APIs.
 */
export default function BbbRecordOptions({ version: pageVersion, group }: OnPage<BbbRecordOptionsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const options = bbbRecordOptionsFor(version, group);
  const release = releaseOf(version);
  if (options.length === 0) {
    return <p className={styles.plain}>bbb-record has no options of this kind in BigBlueButton {release}.</p>;
  }
  return (
    <DataTable
      caption={`bbb-record options in BigBlueButton ${release}${group ? ` (${group.toLowerCase()})` : ''}`}
      columns={[
        {
          header: 'Option',
          rowHeader: true,
          className: styles.flag,
          cell: (option) => (
            <>
              {option.flag}
              {option.argument && <span className={styles.argument}>{option.argument}</span>}
            </>
          ),
        },
        {
          header: 'What it does',
          cell: (option) => (
            <>
              {inlineCode(option.summary)}
              {option.destructive && (
                <span className={styles.note}>
                  <Badge tone="danger">Deletes data</Badge>
                </span>
              )}
            </>
          ),
        },
        {
          header: 'Runs as',
          cell: (option) =>
            option.needsRoot ? <Badge tone="info">root (sudo)</Badge> : <span className={styles.plain}>any user</span>,
        },
        { header: 'Example', cell: (option) => <code className={styles.example}>{option.example}</code> },
      ]}
      rows={options}
      rowKey={(option) => option.flag}
      rowAttributes={(option) => ({ id: `bbb-record${option.flag.replace(/^-+/, '-')}` })}
    />
  );
}
