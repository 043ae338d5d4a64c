import type { ReactNode } from 'react';
import { firewallPlan } from '@site/src/lib/tools/firewallRules';
import Plan from './Plan';
import type { FirewallRulesProps } from './index';

/** The common case (single server, UFW), rendered at build time. */
export default function StandIn({ version }: FirewallRulesProps): ReactNode {
  return <Plan plan={firewallPlan(version, 'single', 'ufw')} />;
}
