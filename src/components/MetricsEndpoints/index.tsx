import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { metricsEndpointsFor, type EndpointOrigin } from '@site/src/data/admin/monitoring';
import styles from './styles.module.css';

export interface MetricsEndpointsProps {
  /** Docs version whose endpoints are listed. */
  version: DocVersion;
  /** Only built-in or only third-party endpoints; both when omitted. */
  origin?: EndpointOrigin;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
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
export default function MetricsEndpoints({ version, origin }: MetricsEndpointsProps): ReactNode {
  const rows = metricsEndpointsFor(version, origin);
  const { release } = RELEASES[version];
  if (rows.length === 0) {
    return <p className={styles.note}>BigBlueButton {release} has no endpoints of this kind.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {CAPTION[origin ?? 'all']} (BigBlueButton {release})
        </caption>
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Listens on</th>
            <th scope="col">Path</th>
            <th scope="col">Turned on by</th>
            <th scope="col">Measures</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`metrics-${row.id}`}>
              <th scope="row">{row.component}</th>
              <td className={styles.name}>
                {row.port === null ? (
                  'nginx, port 443'
                ) : (
                  <code>{`${row.bind === 'localhost' ? 'localhost' : '0.0.0.0'}:${row.port}`}</code>
                )}
              </td>
              <td className={styles.path}>
                <code>{row.path}</code>
              </td>
              <td className={styles.path}>{withCode(row.enabledBy)}</td>
              <td>{row.measures}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
