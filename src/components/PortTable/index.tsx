import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { formatPorts, portsFor, type PortRole } from '@site/src/data/admin/ports';
import { renderInline } from '../InstallOptions/renderInline';
import styles from './styles.module.css';

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

/** The port table of one host role in one release. */
export default function PortTable({ version, role = 'server' }: PortTableProps): ReactNode {
  const rows = portsFor(version, role);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption(role, RELEASES[version].release)}</caption>
        <thead>
          <tr>
            <th scope="col">Port</th>
            <th scope="col">Protocol</th>
            <th scope="col">Used by</th>
            <th scope="col">Purpose</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rule) => (
            <tr key={`${rule.id}-${rule.since}`}>
              <th scope="row" className={styles.port}>
                <code>{formatPorts(rule.ports)}</code>
                {rule.optional ? <span className={styles.optional}>when needed</span> : null}
              </th>
              <td>{rule.protocol}</td>
              <td>{rule.service}</td>
              <td>{renderInline(rule.purpose)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
