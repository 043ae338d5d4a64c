import type { ReactNode } from 'react';

import StaticIsland, { islandContent } from '@site/src/components/StaticIsland';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

import type { RecordingPhasesDrawingProps } from './Drawing';

const Drawing = islandContent<RecordingPhasesDrawingProps>(
  () => import(/* webpackChunkName: "island-recording-phases" */ './Drawing'),
);

/** The record-and-playback phases with their folders (src/data/dev/recordingPhases.ts), drawn in the HTML. */
export default function RecordingPhasesDiagram(props: OnPage<RecordingPhasesDrawingProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <Drawing {...props} version={version} />
    </StaticIsland>
  );
}
