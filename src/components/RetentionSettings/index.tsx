import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  CRON_FILE,
  CRON_OVERRIDE_FILE,
  RETENTION_KEYS,
  cronOverrideSupported,
  dataLocationsFor,
  type DataKind,
} from '@site/src/data/admin/retention';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/css/settingsTable.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface RetentionSettingsProps {
  /** Docs version whose data and settings are listed. */
  version: DocVersion;
  /**
   * `cron`: retention variables of the daily clean-up job (default);
   * `data`: recordings and caches on disk; `logs`: log files and journals.
   */
  table?: 'cron' | 'data' | 'logs';
}

function CronTable({ version, release }: { version: DocVersion; release: string }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          {cronOverrideSupported(version) ? (
            <>
              Retention variables of <code>{CRON_FILE}</code>, set in <code>{CRON_OVERRIDE_FILE}</code>
            </>
          ) : (
            <>
              Retention variables at the top of <code>{CRON_FILE}</code>
            </>
          )}{' '}
          (BigBlueButton {release})
        </>
      }
      columns={[
        { header: 'Variable', rowHeader: true, className: styles.name, cell: (k) => <code>{k.key}</code> },
        { header: 'Default (days)', cell: (k) => k.defaultDays },
        { header: 'What the job deletes after that many days', cell: (k) => inlineCode(k.removes) },
      ]}
      rows={RETENTION_KEYS}
      rowKey={(k) => k.key}
      rowAttributes={(k) => ({ id: `retention-${k.key}` })}
    />
  );
}

function LocationTable({
  version,
  release,
  kinds,
  caption,
}: {
  version: DocVersion;
  release: string;
  kinds: readonly DataKind[];
  caption: string;
}): ReactNode {
  return (
    <DataTable
      caption={`${caption} (BigBlueButton ${release})`}
      columns={[
        {
          header: 'Location',
          rowHeader: true,
          className: styles.path,
          cell: (row) => (row.path.includes('`') ? inlineCode(row.path) : <code>{row.path}</code>),
        },
        { header: 'Personal data it can hold', cell: (row) => inlineCode(row.holds) },
        {
          header: 'Removed or rotated by',
          cell: (row) => (
            <>
              {inlineCode(row.cleanedBy)}
              {row.verify && (
                <span className={styles.muted}>
                  {' '}
                  Check: <code>{row.verify}</code>
                </span>
              )}
            </>
          ),
        },
      ]}
      rows={dataLocationsFor(version, kinds)}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ id: `data-${row.id}` })}
    />
  );
}

/**
 * Privacy reference tables for one release: retention variables of the daily
 * job, or the inventory of recordings, caches and logs on disk.
 */
export default function RetentionSettings({
  version: pageVersion,
  table = 'cron',
}: OnPage<RetentionSettingsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const { release } = RELEASES[version];
  if (table === 'data') {
    return (
      <LocationTable
        version={version}
        release={release}
        kinds={['recording', 'cache']}
        caption="Recordings and caches on disk"
      />
    );
  }
  if (table === 'logs') {
    return <LocationTable version={version} release={release} kinds={['log']} caption="Logs with personal data" />;
  }
  return <CronTable version={version} release={release} />;
}
