import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';

import type { InstallOptionsProps } from './Table';

export type { InstallOptionsProps } from './Table';

const Table = islandContent<InstallOptionsProps>(
  () => import(/* webpackChunkName: "island-install-options" */ './Table'),
);

/** The bbb-install option table of one release: a static island whose table and data are in a chunk of their own. */
export default function InstallOptions(props: InstallOptionsProps): ReactNode {
  return (
    <StaticIsland>
      <Table {...props} />
    </StaticIsland>
  );
}
