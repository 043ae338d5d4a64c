import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';

import type { ServerRequirementsProps } from './Table';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export type { ServerRequirementsProps } from './Table';

const Table = islandContent<ServerRequirementsProps>(
  () => import(/* webpackChunkName: "island-server-requirements" */ './Table'),
);

/** The minimum server sizing of one release: a static island whose table and data are in a chunk of their own. */
export default function ServerRequirements(props: OnPage<ServerRequirementsProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Table {...props} version={version} />
    </StaticIsland>
  );
}
