import type { ReactNode } from 'react';

import { mediaPath } from '@site/src/data/admin/mediaPath';
import { RELEASES, type DocVersion } from '@site/src/data/versions';

import DrawingFigure from '@site/src/components/DrawingParts/DrawingFigure';
import styles from '@site/src/components/DrawingParts/styles.module.css';
import { wrapText } from '@site/src/components/DrawingParts/wrapText';

export interface MediaPathDrawingProps {
  version: DocVersion;
}

const WIDTH = 360;
const TRUNK_X = 20;
const BOX_X = 178;
const BOX_W = WIDTH - BOX_X - 4;
const LINE = 15;

/** One box: a bold first text and a lighter second one, each wrapped. */
function Box({ y, title, detail, dashed }: { y: number; title: string; detail: string; dashed?: boolean }) {
  const titleLines = wrapText(title, 24);
  const detailLines = wrapText(detail, 27);
  const height = (titleLines.length + detailLines.length) * LINE + 14;
  return (
    <g>
      <rect
        className={dashed ? styles.boxDashed : styles.box}
        x={BOX_X}
        y={y - height / 2}
        width={BOX_W}
        height={height}
        rx={6}
      />
      <text className={styles.title} x={BOX_X + 10} y={y - height / 2 + 7 + LINE - 3}>
        {titleLines.map((line, i) => (
          <tspan key={i} x={BOX_X + 10} dy={i === 0 ? 0 : LINE}>
            {line}
          </tspan>
        ))}
        {detailLines.map((line, i) => (
          <tspan key={`d${i}`} className={styles.detail} x={BOX_X + 10} dy={LINE}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** Height a box needs for its texts (kept in step with Box). */
const boxHeight = (title: string, detail: string) =>
  (wrapText(title, 24).length + wrapText(detail, 27).length) * LINE + 14;

/** The drawing of one release's media path. */
export default function MediaPathDrawing({ version }: MediaPathDrawingProps): ReactNode {
  const { lanes, turnPorts, description } = mediaPath(version);
  const rows = [
    ...lanes.map((lane) => ({
      key: lane.id,
      label: lane.port,
      title: lane.service,
      detail: lane.optional ? `${lane.carries} (some set-ups)` : lane.carries,
      dashed: false,
    })),
    ...(turnPorts.length
      ? [
          {
            key: 'turn',
            label: `via TURN: ${turnPorts.join(', ')}`,
            title: 'A TURN server',
            detail: 'relays the media when a network blocks UDP',
            dashed: true,
          },
        ]
      : []),
  ];
  const top = 96;
  let y = top;
  const placed = rows.map((row) => {
    const h = boxHeight(row.title, row.detail);
    const center = y + h / 2;
    y += h + 16;
    return { ...row, y: center };
  });
  const height = y;
  const lastY = placed.at(-1)?.y ?? top;
  return (
    <DrawingFigure
      width={WIDTH}
      height={height}
      title={`Path of audio and video to a BigBlueButton ${RELEASES[version].release} server`}
      description={description}
      caption={
        <>
          Audio and video from the browser to BigBlueButton {RELEASES[version].release}, drawn from the port table of
          this release.
        </>
      }
    >
      {(arrow) => (
        <>
          <rect className={styles.box} x={4} y={4} width={150} height={34} rx={6} />
          <text className={styles.title} x={16} y={26}>
            Browser
          </text>
          <line className={styles.line} x1={TRUNK_X} y1={38} x2={TRUNK_X} y2={lastY} />
          <line className={styles.firewall} x1={4} y1={62} x2={WIDTH - 4} y2={62} />
          <text className={styles.detail} x={30} y={56}>
            Router or firewall: forwards each port below
          </text>
          {placed.map((row) => (
            <g key={row.key}>
              <line
                className={row.dashed ? styles.lineDashed : styles.line}
                x1={TRUNK_X}
                y1={row.y}
                x2={BOX_X - 2}
                y2={row.y}
                markerEnd={arrow}
              />
              {wrapText(row.label, 22).map((line, i, all) => (
                <text key={i} className={styles.port} x={TRUNK_X + 8} y={row.y - 6 - (all.length - 1 - i) * 13}>
                  {line}
                </text>
              ))}
              <Box y={row.y} title={row.title} detail={row.detail} dashed={row.dashed} />
            </g>
          ))}
        </>
      )}
    </DrawingFigure>
  );
}
