import { useId, type ReactNode } from 'react';

import styles from './styles.module.css';

export interface DrawingFigureProps {
  /** Width and height of the drawing, in SVG units (also its size in CSS pixels). */
  width: number;
  height: number;
  /** The accessible name of the drawing (its `<title>`). */
  title: string;
  /** The text equivalent of the drawing (its `<desc>`). */
  description: string;
  /** The caption under the drawing. */
  caption: ReactNode;
  /** The shapes of the drawing, given the `url(#…)` of the arrow head marker to end lines with. */
  children: (arrow: string) => ReactNode;
}

/**
 * The frame every diagram drawing shares: a figure with its caption, an SVG
 * named by its title and described by its description (role="img"), and the
 * arrow head marker, with ids unique on the page.
 */
export default function DrawingFigure({
  width,
  height,
  title,
  description,
  caption,
  children,
}: DrawingFigureProps): ReactNode {
  const id = useId();
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        {children(`url(#${id}-arrow)`)}
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
