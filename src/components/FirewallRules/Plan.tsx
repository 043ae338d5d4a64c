import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { RELEASES } from '@site/src/data/versions';
import { SETUP_LABELS, TOOL_LABELS, type FirewallPlan } from '@site/src/lib/tools/firewallRules';
import form from '../ToolPart/form.module.css';

/** The rules, undo commands, checks and NAT forwards of one plan (the same markup with or without the form). */
export default function Plan({ plan }: { plan: FirewallPlan }): ReactNode {
  return (
    <div className={form.plan} data-testid="firewall-plan" data-setup={plan.setup} data-tool={plan.tool}>
      <p className={form.title}>
        {TOOL_LABELS[plan.tool]}, {SETUP_LABELS[plan.setup].toLowerCase()}, BigBlueButton{' '}
        {RELEASES[plan.version].release}
      </p>
      {plan.notes.length > 0 && (
        <ul className={form.warnings}>
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {plan.hosts.map((host) => (
        <div key={host.host}>
          <CodeBlock language={host.apply.language} title={host.apply.title}>
            {host.apply.code}
          </CodeBlock>
          <CodeBlock language="bash" title={host.checkOnHost.title}>
            {host.checkOnHost.code}
          </CodeBlock>
          <details>
            <summary>{host.undo.title}</summary>
            <CodeBlock language={host.undo.language} title={host.undo.title}>
              {host.undo.code}
            </CodeBlock>
          </details>
        </div>
      ))}
      {plan.forwards.length > 0 && (
        <>
          <p className={form.title}>Port forwards on the router (inbound, from the Internet to the server)</p>
          <table className={form.table}>
            <thead>
              <tr>
                <th>Direction</th>
                <th>Protocol</th>
                <th>Ports</th>
                <th>From</th>
                <th>To</th>
                <th>For</th>
              </tr>
            </thead>
            <tbody>
              {plan.forwards.map((f) => (
                <tr key={`${f.transport}${f.ports}`}>
                  <td>Inbound</td>
                  <td>{f.transport.toUpperCase()}</td>
                  <td>{f.ports}</td>
                  <td>{f.from}</td>
                  <td>{f.to}</td>
                  <td>{f.service}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <CodeBlock language="bash" title={plan.checkFromOutside.title}>
        {plan.checkFromOutside.code}
      </CodeBlock>
    </div>
  );
}
