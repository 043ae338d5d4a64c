import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import type { PartLoader } from '@site/src/components/LazyPart';
import { staticIsland } from '@site/src/components/StaticIsland';
import ToolPart from '../ToolPart';

export interface TurnTestProps {
  /** Docs version of the page: its links go to that version's pages. */
  version: DocVersion;
}

const loadForm: PartLoader<TurnTestProps> = () => import(/* webpackChunkName: "turn-test" */ './Form');

const StandIn = staticIsland<TurnTestProps>({
  load: () => import(/* webpackChunkName: "island-turn-test" */ './StandIn'),
});

/**
 * TURN test in the browser (src/lib/tools/turnTest.ts): TURN host and shared
 * secret in, one result per transport out. The HTML lists what would be
 * tried for the example host; the form loads when the reader comes near.
 * State in the address: `?turn=…&port=…&tlsport=…`; the secret never.
 */
export default function TurnTest({ version: explicit }: OnPage<TurnTestProps>): ReactNode {
  const version = useDocVersion(explicit);
  return (
    <ToolPart
      label="TURN server test"
      load={loadForm}
      props={{ version }}
      standIn={<StandIn version={version} />}
      fallbackHint="Use the commands below instead."
    />
  );
}
