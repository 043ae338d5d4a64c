import type { ReactNode } from 'react';
import {
  TRANSPORT_LABELS,
  TURN_TRANSPORTS,
  iceUri,
  type TurnTarget,
  type TurnTransport,
} from '@site/src/lib/tools/turnTest';
import form from '../ToolPart/form.module.css';

export interface TargetsProps {
  target: TurnTarget;
  /** The result cell of a transport, once the test has run. */
  result?: (transport: TurnTransport) => ReactNode;
}

/** The transports the test tries and their ICE URIs: the tool's text form, and its result table in the browser. */
export default function Targets({ target, result }: TargetsProps): ReactNode {
  return (
    <table className={form.table}>
      <thead>
        <tr>
          <th>Transport</th>
          <th>Tried at</th>
          {result ? <th>Result</th> : null}
        </tr>
      </thead>
      <tbody>
        {TURN_TRANSPORTS.map((transport) => (
          <tr key={transport} data-transport={transport}>
            <td>{TRANSPORT_LABELS[transport]}</td>
            <td>
              <code>{iceUri(transport, target)}</code>
            </td>
            {result ? <td>{result(transport)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
