import { staticIsland } from '@site/src/components/StaticIsland';

import type { ServerRequirementsProps } from './Table';

export type { ServerRequirementsProps } from './Table';

/** The minimum server sizing of one release: a static island whose table and data are in a chunk of their own. */
export default staticIsland<ServerRequirementsProps>({
  load: () => import(/* webpackChunkName: "island-server-requirements" */ './Table'),
});
