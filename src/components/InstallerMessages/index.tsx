import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';

import type { InstallerMessagesProps } from './Table';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export type { InstallerMessagesProps } from './Table';

const Table = islandContent<InstallerMessagesProps>(
  () => import(/* webpackChunkName: "island-installer-messages" */ './Table'),
);

/** The installer's messages of one release: a static island whose table and data are in a chunk of their own. */
export default function InstallerMessages(props: OnPage<InstallerMessagesProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Table {...props} version={version} />
    </StaticIsland>
  );
}
