import { staticIsland } from '@site/src/components/StaticIsland';

import type { InstallOptionsProps } from './Table';

export type { InstallOptionsProps } from './Table';

/** The bbb-install option table of one release: a static island whose table and data are in a chunk of their own. */
export default staticIsland<InstallOptionsProps>({
  load: () => import(/* webpackChunkName: "island-install-options" */ './Table'),
});
