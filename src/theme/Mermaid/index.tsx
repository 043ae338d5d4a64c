/**
 * Wraps the Mermaid theme component (Docusaurus 3.7.0).
 *
 * A diagram drawn ahead of time (`npm run diagrams`, plugins/mermaid-prerender)
 * arrives with a `drawing` hash, its size and its text alternative: it is
 * shown as two SVG images, one per colour mode, switched by CSS, so no
 * Mermaid code runs in the browser (docs/decisions/0500). Each image links to
 * the file itself, to open it full size; the Mermaid source follows in a
 * collapsed block.
 *
 * A diagram without a current drawing is drawn in the browser as before: the
 * Mermaid library loads on demand (src/components/LazyPart), only on such a
 * page. Until then, without JavaScript, or when Mermaid's code cannot be
 * fetched, its source is shown; in the last case with a note and Retry.
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import clsx from 'clsx';
import type { ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** What plugins/mermaid-prerender adds to a diagram that has a current drawing. */
interface DrawingProps {
  drawing?: string;
  width?: number;
  height?: number;
  description?: string;
}

const loadDiagram: PartLoader<Props> = () =>
  import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid');

/** The diagram's text form: its Mermaid source as a code block. */
function DiagramSource({ value }: { value: string }): ReactNode {
  return (
    <pre className={styles.source}>
      <code className="language-mermaid">{value}</code>
    </pre>
  );
}

function Drawing({ value, drawing, width, height, description }: Required<DrawingProps> & { value: string }) {
  const light = useBaseUrl(`/diagrams/${drawing}-light.svg`);
  const dark = useBaseUrl(`/diagrams/${drawing}-dark.svg`);
  // On a narrow screen the drawing keeps at least 65 % of its size (its labels stay legible) and scrolls sideways.
  const minWidth = Math.round(width * 0.65);
  const image = (src: string, className: string) => (
    <div className={clsx(styles.scroller, className)}>
      <a href={src} className={styles.open} title="Open the diagram full size">
        <img
          src={src}
          alt={description}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          style={{ minWidth: `min(${minWidth}px, ${width}px)` }}
        />
      </a>
    </div>
  );
  return (
    <figure className={styles.figure} data-diagram={drawing}>
      {image(light, styles.diagramLight)}
      {image(dark, styles.diagramDark)}
      <details className={styles.details} {...NOT_IN_SEARCH}>
        <summary>Diagram source (Mermaid)</summary>
        <DiagramSource value={value} />
      </details>
    </figure>
  );
}

export default function Mermaid(props: Props & DrawingProps): ReactNode {
  const { drawing, width, height, description, ...mermaidProps } = props;
  if (drawing && width && height && description) {
    return <Drawing value={props.value} drawing={drawing} width={width} height={height} description={description} />;
  }
  return (
    // Before hydration and without JavaScript, the source stands in for the diagram.
    <BrowserOnly fallback={<DiagramSource value={props.value} />}>
      {() => (
        <LazyPart
          load={loadDiagram}
          props={mermaidProps}
          loading={<DiagramSource value={props.value} />}
          failed={(retry) => (
            <div>
              <DiagramSource value={props.value} />
              <RetryNote onRetry={retry}>
                The diagram could not be drawn (its code did not load); its source is shown above.
              </RetryNote>
            </div>
          )}
        />
      )}
    </BrowserOnly>
  );
}
