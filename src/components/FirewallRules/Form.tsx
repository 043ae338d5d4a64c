import { useId, type ReactNode } from 'react';
import {
  FIREWALL_SETUPS,
  FIREWALL_TOOLS,
  SETUP_LABELS,
  TOOL_LABELS,
  firewallPlan,
} from '@site/src/lib/tools/firewallRules';
import { oneOf } from '@site/src/lib/tools/addressState';
import { useAddressState } from '@site/src/lib/tools/useAddressState';
import { TOOL_FORM } from '../ToolPart';
import form from '../ToolPart/form.module.css';
import Plan from './Plan';
import type { FirewallRulesProps } from './index';

const KEYS = ['firewall', 'setup'] as const;

/** The generator's form: two choices read from and written to the address. */
export default function Form({ version }: FirewallRulesProps): ReactNode {
  const id = useId();
  const [values, setValues] = useAddressState(KEYS);
  const tool = oneOf(values.firewall, FIREWALL_TOOLS, 'ufw');
  const setup = oneOf(values.setup, FIREWALL_SETUPS, 'single');
  return (
    <div data-testid="firewall-form" {...TOOL_FORM}>
      <div className={form.grid}>
        <div className={form.field}>
          <label htmlFor={`${id}-setup`}>Set-up</label>
          <select id={`${id}-setup`} value={setup} onChange={(e) => setValues({ setup: e.target.value })}>
            {FIREWALL_SETUPS.map((s) => (
              <option key={s} value={s}>
                {SETUP_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-tool`}>Firewall</label>
          <select id={`${id}-tool`} value={tool} onChange={(e) => setValues({ firewall: e.target.value })}>
            {FIREWALL_TOOLS.map((t) => (
              <option key={t} value={t}>
                {TOOL_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Plan plan={firewallPlan(version, setup, tool)} />
    </div>
  );
}
