import { staticIsland } from '@site/src/components/StaticIsland';

import type { RecordingPhasesDrawingProps } from './Drawing';

/** The record-and-playback phases with their folders (src/data/dev/recordingPhases.ts), drawn in the HTML. */
export default staticIsland<RecordingPhasesDrawingProps>({
  load: () => import(/* webpackChunkName: "island-recording-phases" */ './Drawing'),
});
