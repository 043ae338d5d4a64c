import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';

import type { InstallerMessagesProps } from './Table';

export type { InstallerMessagesProps } from './Table';

const Table = islandContent<InstallerMessagesProps>(
  () => import(/* webpackChunkName: "island-installer-messages" */ './Table'),
);

/** The installer's messages of one release: a static island whose table and data are in a chunk of their own. */
export default function InstallerMessages(props: InstallerMessagesProps): ReactNode {
  return (
    <StaticIsland>
      <Table {...props} />
    </StaticIsland>
  );
}
