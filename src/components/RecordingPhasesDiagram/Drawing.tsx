import type { ReactNode } from 'react';

import { recordingPhases } from '@site/src/data/dev/recordingPhases';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { wrapPath } from '@site/src/components/DrawingParts/wrapText';
import DrawingFigure from '@site/src/components/DrawingParts/DrawingFigure';

import styles from '@site/src/components/DrawingParts/styles.module.css';

export interface RecordingPhasesDrawingProps {
  version: DocVersion;
}

const WIDTH = 360;
const BOX_X = 4;
const BOX_W = WIDTH - 8;
const LINE = 14;
const GAP = 26;
const PATH_CHARS = 46;

/** The drawing of one release's record-and-playback phases. */
export default function RecordingPhasesDrawing({ version }: RecordingPhasesDrawingProps): ReactNode {
  const { steps, description } = recordingPhases(version);
  let y = 4;
  const placed = steps.map((step) => {
    const folderLines = step.folders.flatMap((folder) => wrapPath(folder, PATH_CHARS));
    const postLines = step.postScripts ? ['then scripts in', ...wrapPath(step.postScripts, PATH_CHARS)] : [];
    const height = (1 + folderLines.length + postLines.length) * LINE + 14;
    const top = y;
    y += height + GAP;
    return { step, folderLines, postLines, top, height };
  });
  const height = y - GAP + 4;
  return (
    <DrawingFigure
      width={WIDTH}
      height={height}
      title={`Record and playback phases of BigBlueButton ${RELEASES[version].release}, with their folders`}
      description={description}
      caption={
        <>
          The phases of a recording on BigBlueButton {RELEASES[version].release} and the folders each one uses, drawn
          from the table of folders below.
        </>
      }
    >
      {(arrow) => (
        <>
          {placed.map(({ step, folderLines, postLines, top, height: h }, index) => (
            <g key={step.phase}>
              <rect className={styles.box} x={BOX_X} y={top} width={BOX_W} height={h} rx={6} />
              <text className={styles.title} x={BOX_X + 10} y={top + 7 + LINE - 2}>
                {`${index + 1}. ${step.label}`}
              </text>
              {folderLines.map((line, i) => (
                <text key={`f${i}`} className={styles.port} x={BOX_X + 18} y={top + 7 + LINE * (i + 2) - 2}>
                  {line}
                </text>
              ))}
              {postLines.map((line, i) => (
                <text
                  key={`p${i}`}
                  className={i === 0 ? styles.detail : styles.port}
                  x={BOX_X + 18}
                  y={top + 7 + LINE * (folderLines.length + i + 2) - 2}
                >
                  {line}
                </text>
              ))}
              {index < placed.length - 1 ? (
                <line
                  className={styles.line}
                  x1={WIDTH / 2}
                  y1={top + h}
                  x2={WIDTH / 2}
                  y2={top + h + GAP - 2}
                  markerEnd={arrow}
                />
              ) : null}
            </g>
          ))}
        </>
      )}
    </DrawingFigure>
  );
}
