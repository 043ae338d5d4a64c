import type { ReactNode } from 'react';
import { releaseOf, type DocVersion } from '@site/src/data/versions';
import {
  WEB_OVERRIDE_FILE,
  WEB_TIMEOUTS,
  formatTimeoutDefault,
  webTimeoutsFor,
  type WebTimeoutGroup,
  type WebTimeoutRow,
} from '@site/src/data/admin/webTimeouts';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { staticIsland } from '@site/src/components/StaticIsland';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

export interface WebTimeoutsProps {
  /** Docs version whose defaults are listed. */
  version: DocVersion;
}

const GROUP_LABELS: Record<WebTimeoutGroup, string> = {
  inactivity: 'Inactive users',
  users: 'Users who left or never arrived',
  meeting: 'Empty meetings',
};

const GROUPS: readonly WebTimeoutGroup[] = ['inactivity', 'users', 'meeting'];

const COLUMNS: readonly Column<WebTimeoutRow>[] = [
  { header: 'Key', rowHeader: true, className: styles.key, cell: (row) => <code>{row.key}</code> },
  {
    header: 'Default',
    cellAttributes: (row) => ({ 'data-default': String(row.value) }),
    cell: (row) => formatTimeoutDefault(row),
  },
  { header: 'Unit', cell: (row) => row.unit },
  { header: 'What it does', cell: (row) => inlineCode(row.what) },
];

/** bbb-web's inactivity, logout and clean-up timers of one release, with their defaults. */
function WebTimeoutsContent({ version }: WebTimeoutsProps): ReactNode {
  const rows = webTimeoutsFor(version);
  const { unconfirmed } = WEB_TIMEOUTS[version];
  return (
    <>
      <DataTable
        caption={
          <>
            Timers of bbb-web, set in <code>{WEB_OVERRIDE_FILE}</code> (BigBlueButton {releaseOf(version)})
          </>
        }
        columns={COLUMNS}
        groups={GROUPS.map((group) => ({
          key: group,
          label: GROUP_LABELS[group],
          rows: rows.filter((row) => row.group === group),
        }))}
        rowKey={(row) => row.key}
        rowAttributes={(row) => ({ id: `timeout-${row.key}`, 'data-timeout': row.key })}
        tableAttributes={{ 'data-web-timeouts': version }}
      />
      {unconfirmed && <p className={styles.note}>{unconfirmed}</p>}
    </>
  );
}

/** Kept as built while the page hydrates. */
export default staticIsland<WebTimeoutsProps>({ content: WebTimeoutsContent });
