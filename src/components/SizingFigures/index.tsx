import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

import type { SizingFiguresProps } from './Figures';

export type { SizingFiguresProps } from './Figures';

const Figures = islandContent<SizingFiguresProps>(
  () => import(/* webpackChunkName: "island-sizing-figures" */ './Figures'),
);

/** Sizing figures of one release (src/data/admin/sizing.ts): a static island whose tables and data are in a chunk of their own. */
export default function SizingFigures(props: OnPage<SizingFiguresProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Figures {...props} version={version} />
    </StaticIsland>
  );
}
