import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { metricsEndpointsFor, type EndpointOrigin } from '@site/src/data/admin/monitoring';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/css/settingsTable.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface MetricsEndpointsProps {
  /** Docs version whose endpoints are listed. */
  version: DocVersion;
  /** Only built-in or only third-party endpoints; both when omitted. */
  origin?: EndpointOrigin;
}

const CAPTION: Record<EndpointOrigin | 'all', string> = {
  all: 'Prometheus metrics endpoints',
  'built-in': 'Metrics endpoints built into BigBlueButton',
  'third-party': 'Exporters you install next to BigBlueButton',
};

/**
 * Table of the Prometheus metrics endpoints of one release: program, port,
 * path, how to turn it on and what it measures. Plain semantic HTML.
 */
export default function MetricsEndpoints({ version: pageVersion, origin }: OnPage<MetricsEndpointsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = metricsEndpointsFor(version, origin);
  const { release } = RELEASES[version];
  if (rows.length === 0) {
    return <p className={styles.note}>BigBlueButton {release} has no endpoints of this kind.</p>;
  }
  return (
    <DataTable
      caption={`${CAPTION[origin ?? 'all']} (BigBlueButton ${release})`}
      columns={[
        { header: 'Program', rowHeader: true, cell: (row) => row.component },
        {
          header: 'Listens on',
          className: styles.name,
          cell: (row) =>
            row.port === null ? (
              'nginx, port 443'
            ) : (
              <code>{`${row.bind === 'localhost' ? 'localhost' : '0.0.0.0'}:${row.port}`}</code>
            ),
        },
        { header: 'Path', className: styles.path, cell: (row) => <code>{row.path}</code> },
        { header: 'Turned on by', className: styles.path, cell: (row) => inlineCode(row.enabledBy) },
        { header: 'Measures', cell: (row) => row.measures },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ id: `metrics-${row.id}` })}
    />
  );
}
