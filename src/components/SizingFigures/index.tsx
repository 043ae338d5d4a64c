import { staticIsland } from '@site/src/components/StaticIsland';

import type { SizingFiguresProps } from './Figures';

export type { SizingFiguresProps } from './Figures';

/** Sizing figures of one release (src/data/admin/sizing.ts): a static island whose tables and data are in a chunk of their own. */
export default staticIsland<SizingFiguresProps>({
  load: () => import(/* webpackChunkName: "island-sizing-figures" */ './Figures'),
});
