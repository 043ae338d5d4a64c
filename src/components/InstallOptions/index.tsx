import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';

import type { InstallOptionsProps } from './Table';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export type { InstallOptionsProps } from './Table';

const Table = islandContent<InstallOptionsProps>(
  () => import(/* webpackChunkName: "island-install-options" */ './Table'),
);

/** The bbb-install option table of one release: a static island whose table and data are in a chunk of their own. */
export default function InstallOptions(props: OnPage<InstallOptionsProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Table {...props} version={version} />
    </StaticIsland>
  );
}
