import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

import type { MediaPathDrawingProps } from './Drawing';

const Drawing = islandContent<MediaPathDrawingProps>(
  () => import(/* webpackChunkName: "island-media-path" */ './Drawing'),
);

/**
 * The path of audio and video from a browser through the firewall to the
 * server's media services, drawn from the release's port data
 * (src/data/admin/mediaPath.ts): a static island, so the drawing is in the
 * HTML and its data loads only if the island renders in the browser.
 */
export default function MediaPathDiagram(props: OnPage<MediaPathDrawingProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Drawing {...props} version={version} />
    </StaticIsland>
  );
}
