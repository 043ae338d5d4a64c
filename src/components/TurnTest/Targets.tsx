import type { ReactNode } from 'react';
import { TRANSPORT_LABELS, TURN_TRANSPORTS, iceUri, type TurnTarget } from '@site/src/lib/tools/turnTest';
import form from '../ToolPart/form.module.css';

/** The transports the test tries and their ICE URIs (the tool's text form, and the top of its form). */
export default function Targets({ target }: { target: TurnTarget }): ReactNode {
  return (
    <table className={form.table}>
      <thead>
        <tr>
          <th>Transport</th>
          <th>Tried at</th>
        </tr>
      </thead>
      <tbody>
        {TURN_TRANSPORTS.map((transport) => (
          <tr key={transport}>
            <td>{TRANSPORT_LABELS[transport]}</td>
            <td>
              <code>{iceUri(transport, target)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
