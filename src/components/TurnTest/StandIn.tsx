import type { ReactNode } from 'react';
import { DEFAULT_TARGET } from '@site/src/lib/tools/turnTest';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import Targets from './Targets';
import type { TurnTestProps } from './index';

/** What the test would try for the example host, rendered at build time. */
export default function StandIn(_props: TurnTestProps): ReactNode {
  return (
    <>
      <Targets target={{ host: 'turn.example.com', ...DEFAULT_TARGET }} />
      <noscript {...NOT_IN_SEARCH}>
        <p>The test runs in your browser and needs JavaScript. Without it, use the commands below.</p>
      </noscript>
    </>
  );
}
