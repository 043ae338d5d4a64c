import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import type { PartLoader } from '@site/src/components/LazyPart';
import ToolPart from '../ToolPart';
import { staticIsland } from '@site/src/components/StaticIsland';

export interface FirewallRulesProps {
  /** Docs version whose port data the rules come from. */
  version: DocVersion;
}

const loadForm: PartLoader<FirewallRulesProps> = () => import(/* webpackChunkName: "firewall-rules" */ './Form');

const StandIn = staticIsland<FirewallRulesProps>({
  load: () => import(/* webpackChunkName: "island-firewall-rules" */ './StandIn'),
});

/**
 * Firewall rules generator: pick the setup and the firewall tool, get the
 * rules, their undo commands and checks (src/lib/tools/firewallRules.ts).
 * The HTML holds the common case (single server, UFW); the form loads when
 * the reader comes near. State in the address: `?firewall=…&setup=…`.
 */
export default function FirewallRules({ version: explicit }: OnPage<FirewallRulesProps>): ReactNode {
  const version = useDocVersion(explicit);
  return (
    <ToolPart
      label="Firewall rules generator"
      load={loadForm}
      props={{ version }}
      standIn={<StandIn version={version} />}
      fallbackHint="Use the port tables on this page for other set-ups."
    />
  );
}
