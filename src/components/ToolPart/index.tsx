import { useEffect, useRef, useState, type ReactNode } from 'react';
import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import styles from './styles.module.css';

/** How far below the viewport a tool is put in place, so that it is ready when the reader gets there. */
const MOUNT_MARGIN = '800px 0px';

export interface ToolPartProps<P extends object> {
  /** Accessible name of the tool's region, e.g. "Firewall rules generator". */
  label: string;
  /** Module-level loader of the tool's form (one per tool). */
  load: PartLoader<P>;
  props: P;
  /**
   * The tool's output for the common case, rendered at build time by the same
   * function the form calls: what readers see without JavaScript, while the
   * form loads, and if its code cannot be loaded.
   */
  standIn: ReactNode;
  /** What to do when the form cannot be loaded, in one sentence. */
  fallbackHint: string;
}

/**
 * The frame of an interactive tool on a docs page: a titled region whose
 * server HTML is the tool's common-case output, replaced by the form (a lazy
 * part, src/components/LazyPart) when the region comes within 800 px of the
 * viewport. If the form's code cannot be fetched, the common-case output
 * stays with a note and a Retry button: the tool fails alone.
 */
export default function ToolPart<P extends object>({
  label,
  load,
  props,
  standIn,
  fallbackHint,
}: ToolPartProps<P>): ReactNode {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MOUNT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section ref={box} className={styles.tool} aria-label={label} {...NOT_IN_SEARCH}>
      {near ? (
        <LazyPart
          load={load}
          props={props}
          loading={standIn}
          failed={(retry) => (
            <>
              <RetryNote onRetry={retry}>
                The {label.toLowerCase()} could not be loaded: the common case is shown. {fallbackHint}
              </RetryNote>
              {standIn}
            </>
          )}
        />
      ) : (
        standIn
      )}
    </section>
  );
}
