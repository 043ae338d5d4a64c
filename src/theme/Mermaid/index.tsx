/**
 * Wraps the Mermaid theme component (Docusaurus 3.7.0) so that the Mermaid
 * library loads only on pages that draw a diagram. MDX maps every page's
 * components through one table, so the original would put Mermaid's code on
 * every doc page; here it is imported on demand, in the browser only
 * (src/components/LazyPart). Without JavaScript, or when Mermaid's code
 * cannot be fetched, the diagram's source is shown instead; in the latter
 * case with a note and a Retry button, and the rest of the page stays.
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const loadDiagram: PartLoader<Props> = () =>
  import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid');

function Loading(): ReactNode {
  return (
    <div className={styles.loading} aria-busy="true">
      Loading diagram…
    </div>
  );
}

/** The diagram's text form: its Mermaid source as a code block. */
function DiagramSource({ value }: { value: string }): ReactNode {
  return (
    <pre className={styles.source}>
      <code>{value}</code>
    </pre>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <>
      <BrowserOnly fallback={<Loading />}>
        {() => (
          <LazyPart
            load={loadDiagram}
            props={props}
            loading={<Loading />}
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
      <noscript>
        <DiagramSource value={props.value} />
      </noscript>
    </>
  );
}
