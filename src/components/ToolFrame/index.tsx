import { useEffect, useRef, useState, type ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { hasAnyParam } from '@site/src/lib/tools/addressState';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import styles from './styles.module.css';

/** How far below the viewport a tool is loaded, so that it is ready when the reader gets there. */
const MOUNT_MARGIN = '600px 0px';

export interface ToolFrameProps<P extends object> {
  /** Accessible name of the tool's region. */
  label: string;
  /** Address parameters of the tool: when the address has one, the tool loads at once and comes into view. */
  params: readonly string[];
  load: PartLoader<P>;
  props: P;
  /** The tool's text form: the common case, rendered at build time (shown without JavaScript, while loading, on failure). */
  textForm: ReactNode;
  /** What the reader has instead when the tool's code cannot be loaded. */
  failedNote: string;
}

/**
 * The box of an interactive tool on a docs page. The HTML has the tool's
 * text form (its common case, computed at build time by the same function);
 * the interactive part is a LazyPart loaded when the box nears the viewport,
 * or at once when the address carries one of the tool's parameters (a shared
 * link), and it fails alone with a Retry button. The tool's root element
 * carries `data-tool`; while it is there, the text form is hidden. The box
 * is left out of the search index: its text form repeats facts the page and
 * the data already give, and would only add bytes to every reader's index.
 */
export default function ToolFrame<P extends object>({
  label,
  params,
  load,
  props,
  textForm,
  failedNote,
}: ToolFrameProps<P>): ReactNode {
  const [active, setActive] = useState(false);
  const box = useRef<HTMLElement>(null);

  // Read once, after hydration: a link with the tool's parameters opens it at once and in view.
  useEffect(() => {
    const element = box.current;
    if (active || !element) return undefined;
    if (hasAnyParam(window.location.search, params)) {
      setActive(true);
      if (!window.location.hash) element.scrollIntoView();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && setActive(true), {
      rootMargin: MOUNT_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, params]);

  // The text form stays mounted in its place (its StaticIsland keeps the built HTML, nothing is
  // fetched again); the loaded tool renders next to it, and the stylesheet hides the text form
  // once an element marked `data-tool` is there. If the code fails, the text form stays, with
  // the retry note above it.
  return (
    <section ref={box} aria-label={label} className={styles.frame} {...NOT_IN_SEARCH}>
      <div className={styles.text}>{textForm}</div>
      <div className={styles.live}>
        {active && (
          <LazyPart
            load={load}
            props={props}
            loading={null}
            failed={(retry) => <RetryNote onRetry={retry}>{failedNote}</RetryNote>}
          />
        )}
      </div>
    </section>
  );
}
