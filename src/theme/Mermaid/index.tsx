/**
 * Wraps the Mermaid theme component (Docusaurus 3.7.0) so that the Mermaid
 * library loads only on pages that draw a diagram. MDX maps every page's
 * components through one table, so the original would put Mermaid's code on
 * every doc page; here it is imported on demand, in the browser only.
 * Without JavaScript the diagram's source is shown instead.
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import { lazy, Suspense, type ReactNode } from 'react';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

function Loading(): ReactNode {
  return (
    <div className={styles.loading} aria-busy="true">
      Loading diagram…
    </div>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <>
      <BrowserOnly fallback={<Loading />}>
        {() => (
          <Suspense fallback={<Loading />}>
            <OriginalMermaid {...props} />
          </Suspense>
        )}
      </BrowserOnly>
      <noscript>
        <pre className={styles.source}>
          <code>{props.value}</code>
        </pre>
      </noscript>
    </>
  );
}
