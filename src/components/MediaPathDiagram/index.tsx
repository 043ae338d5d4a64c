import { staticIsland } from '@site/src/components/StaticIsland';

import type { MediaPathDrawingProps } from './Drawing';

/**
 * The path of audio and video from a browser through the firewall to the
 * server's media services, drawn from the release's port data
 * (src/data/admin/mediaPath.ts): a static island, so the drawing is in the
 * HTML and its data loads only if the island renders in the browser.
 */
export default staticIsland<MediaPathDrawingProps>({
  load: () => import(/* webpackChunkName: "island-media-path" */ './Drawing'),
});
