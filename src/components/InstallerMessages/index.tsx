import { staticIsland } from '@site/src/components/StaticIsland';

import type { InstallerMessagesProps } from './Table';

export type { InstallerMessagesProps } from './Table';

/** The installer's messages of one release: a static island whose table and data are in a chunk of their own. */
export default staticIsland<InstallerMessagesProps>({
  load: () => import(/* webpackChunkName: "island-installer-messages" */ './Table'),
});
