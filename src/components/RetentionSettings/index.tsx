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
import styles from './styles.module.css';

export interface RetentionSettingsProps {
  /** Docs version whose data and settings are listed. */
  version: DocVersion;
  /**
   * `cron`: retention variables of the daily clean-up job (default);
   * `data`: recordings and caches on disk; `logs`: log files and journals.
   */
  table?: 'cron' | 'data' | 'logs';
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function CronTable({ version, release }: { version: DocVersion; release: string }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
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
      </caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default (days)</th>
          <th scope="col">What the job deletes after that many days</th>
        </tr>
      </thead>
      <tbody>
        {RETENTION_KEYS.map((k) => (
          <tr key={k.key} id={`retention-${k.key}`}>
            <th scope="row" className={styles.name}>
              <code>{k.key}</code>
            </th>
            <td>{k.defaultDays}</td>
            <td>{withCode(k.removes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  const rows = dataLocationsFor(version, kinds);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {caption} (BigBlueButton {release})
      </caption>
      <thead>
        <tr>
          <th scope="col">Location</th>
          <th scope="col">Personal data it can hold</th>
          <th scope="col">Removed or rotated by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} id={`data-${row.id}`}>
            <th scope="row" className={styles.path}>
              {row.path.includes('`') ? withCode(row.path) : <code>{row.path}</code>}
            </th>
            <td>{withCode(row.holds)}</td>
            <td>
              {withCode(row.cleanedBy)}
              {row.verify && (
                <span className={styles.muted}>
                  {' '}
                  Check: <code>{row.verify}</code>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Privacy reference tables for one release: retention variables of the daily
 * job, or the inventory of recordings, caches and logs on disk.
 */
export default function RetentionSettings({ version, table = 'cron' }: RetentionSettingsProps): ReactNode {
  const { release } = RELEASES[version];
  return (
    <div className={styles.wrapper}>
      {table === 'cron' && <CronTable version={version} release={release} />}
      {table === 'data' && (
        <LocationTable
          version={version}
          release={release}
          kinds={['recording', 'cache']}
          caption="Recordings and caches on disk"
        />
      )}
      {table === 'logs' && (
        <LocationTable version={version} release={release} kinds={['log']} caption="Logs with personal data" />
      )}
    </div>
  );
}
