import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import { formatPorts, portsFor, type PortRole, type PortRule } from '@site/src/data/admin/ports';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface PortTableProps {
  /** Docs version whose ports are listed. */
  version: DocVersion;
  /** Which host the table describes (default: the BigBlueButton server). */
  role?: PortRole;
}

function caption(role: PortRole, release: string): string {
  switch (role) {
    case 'server':
      return `Ports to open on a BigBlueButton ${release} server`;
    case 'turn':
      return 'Ports to open on a dedicated TURN (coturn) server';
    case 'internal':
      return `Ports used only inside a BigBlueButton ${release} server: keep them closed`;
  }
}

const COLUMNS: readonly Column<PortRule>[] = [
  {
    header: 'Port',
    rowHeader: true,
    className: styles.port,
    cell: (rule) => (
      <>
        <code>{formatPorts(rule.ports)}</code>
        {rule.optional ? <span className={styles.optional}>when needed</span> : null}
      </>
    ),
  },
  { header: 'Protocol', cell: (rule) => rule.protocol },
  { header: 'Used by', cell: (rule) => rule.service },
  { header: 'Purpose', cell: (rule) => inlineCode(rule.purpose) },
];

/** The port table of one host role in one release. */
export default function PortTable({ version: pageVersion, role = 'server' }: OnPage<PortTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  return (
    <DataTable
      caption={caption(role, releaseOf(version))}
      columns={COLUMNS}
      rows={portsFor(version, role)}
      rowKey={(rule) => rule.id}
    />
  );
}
