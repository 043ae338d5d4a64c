import { useRef, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import type { DocVersion } from '@site/src/data/versions';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';
import { useLoadWhenNear } from '@site/src/lib/useLoadWhenNear';

export interface ApiCallBuilderProps {
  /** Docs version: only this release's calls, parameters and algorithms are offered. */
  version: DocVersion;
}

const loadForm: PartLoader<ApiCallBuilderProps> = () => import(/* webpackChunkName: "api-call-builder" */ './Form');

/**
 * Interactive builder for signed API request URLs. The checksum is computed
 * in the browser with Web Crypto when the form is submitted. Nothing is sent
 * anywhere and nothing is stored: the shared secret stays in this page.
 *
 * The form (./Form.tsx, about 700 elements for create) needs JavaScript and
 * sits at the end of a long page, so neither it nor its code is part of the
 * page's first load: the HTML has a titled stand-in, and the form's code is
 * fetched and rendered when the stand-in comes within 800 px of the viewport
 * (at once when the browser has no IntersectionObserver). Without
 * JavaScript, the stand-in says so; if the code cannot be fetched, it says
 * that instead, with a Retry button (src/components/LazyPart).
 */
export default function ApiCallBuilder({ version: pageVersion }: OnPage<ApiCallBuilderProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const standIn = useRef<HTMLElement>(null);
  const near = useLoadWhenNear(standIn);

  if (!near) return <StandIn boxRef={standIn} version={version} />;
  return (
    <LazyPart
      load={loadForm}
      props={{ version }}
      loading={<StandIn version={version} />}
      failed={(retry) => (
        <StandIn version={version}>
          <RetryNote onRetry={retry}>
            The builder could not be loaded. Use the shell or Python sample on this page, or retry.
          </RetryNote>
        </StandIn>
      )}
    />
  );
}

interface StandInProps extends ApiCallBuilderProps {
  boxRef?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** The titled box in the HTML, where the form goes; its text form without JavaScript or when the form's code fails. */
function StandIn({ version, boxRef, children }: StandInProps): ReactNode {
  return (
    <section ref={boxRef} className={clsx(styles.builder, styles.standIn)} aria-label="API call builder">
      <p className={styles.title}>API call builder for BigBlueButton {releaseOf(version)}</p>
      <noscript {...NOT_IN_SEARCH}>
        <p>The builder needs JavaScript to compute checksums. Use the shell or Python sample on this page instead.</p>
      </noscript>
      {children}
    </section>
  );
}
