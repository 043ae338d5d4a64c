import { useEffect, useRef, useState, type ReactNode } from 'react';
import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import { hasAnyParam } from '@site/src/lib/tools/addressState';
import { useLoadWhenNear } from '@site/src/lib/useLoadWhenNear';
import { useReaderValues } from '../ReaderValues';
import styles from './styles.module.css';

/** The attribute the root element of every tool's form carries (it hides the stand-in, see styles.module.css). */
export const TOOL_FORM = { 'data-tool-form': '' } as const;

export interface ToolPartProps<P extends object> {
  /** Accessible name of the tool's region, e.g. "Firewall rules generator". */
  label: string;
  /** Module-level loader of the tool's form (one per tool); its root element spreads `TOOL_FORM`. */
  load: PartLoader<P>;
  props: P;
  /**
   * The tool's output for the common case, rendered at build time by the same
   * function the form calls (a static island, `staticIsland` of src/components/StaticIsland,
   * so that neither its code nor its data is part of the page's JavaScript):
   * what readers see without JavaScript, while the form loads, and if its code
   * cannot be loaded.
   */
  standIn: ReactNode;
  /**
   * What to do when the form cannot be loaded, in one sentence; the note reads
   * "The <label> could not be loaded: the common case is shown above. <hint>".
   */
  fallbackHint?: string;
  /** The whole note shown when the form cannot be loaded, instead of the one made with `fallbackHint`. */
  failedNote?: string;
  /**
   * The tool's address parameters (module-level constant): when the address has
   * one of them (a shared link), the form loads at once and the region is
   * scrolled into view, unless the address has a hash of its own.
   */
  params?: readonly string[];
  /** How far around the viewport the region counts as near (an IntersectionObserver `rootMargin`). */
  margin?: string;
  /**
   * Whether the form fills in the reader's own values (hostname, e-mail) in
   * place of the stand-in's examples: then it loads at once for a reader who
   * keeps some.
   */
  readerValues?: boolean;
}

/**
 * What the diagnosis tools (troubleshooter, upgrade planner, API request
 * doctor, bbb-conf reader) share: loaded within 600 px of the viewport
 * (docs/decisions/0324), and nothing to fill from the reader's saved values.
 */
export const DIAGNOSIS_TOOL = { margin: '600px 0px', readerValues: false } as const;

const NO_PARAMS: readonly string[] = [];

/**
 * The frame of an interactive tool on a docs page: a titled region whose
 * server HTML is the tool's common-case output, kept as it is at hydration.
 * When the region comes near the viewport (800 px unless `margin` says
 * otherwise), or at once for a link with the tool's parameters or a reader
 * with saved values, the form (a lazy part, src/components/LazyPart) is
 * loaded and rendered after it; once the form is there, a stylesheet rule
 * hides the stand-in, so nothing jumps while the form's code loads and the
 * stand-in is never fetched again. If the code cannot be fetched, the
 * stand-in stays with a note and a Retry button: the tool fails alone. The
 * region is left out of the search index: the stand-in repeats facts the
 * page and the data already give, and would only add bytes to every
 * reader's index.
 */
export default function ToolPart<P extends object>({
  label,
  load,
  props,
  standIn,
  fallbackHint,
  failedNote,
  params = NO_PARAMS,
  margin,
  readerValues: fillsReaderValues = true,
}: ToolPartProps<P>): ReactNode {
  const box = useRef<HTMLElement>(null);
  const [linked, setLinked] = useState(false);
  // The stand-in keeps the HTML's example hostname and e-mail; for a reader who
  // keeps their own values, the form (whose commands are filled) loads at once.
  const readerValues = useReaderValues();
  const near = useLoadWhenNear(box, { margin, now: linked || (fillsReaderValues && Boolean(readerValues)) });

  // Read once, after hydration: a link with the tool's parameters opens it at once and in view.
  useEffect(() => {
    const element = box.current;
    if (!element || !hasAnyParam(window.location.search, params)) return;
    setLinked(true);
    if (!window.location.hash) element.scrollIntoView();
  }, [params]);

  const note =
    failedNote ??
    [`The ${label.toLowerCase()} could not be loaded: the common case is shown above.`, fallbackHint]
      .filter(Boolean)
      .join(' ');
  return (
    <section ref={box} className={styles.tool} aria-label={label} {...NOT_IN_SEARCH}>
      <div className={styles.standIn}>{standIn}</div>
      <div className={styles.live}>
        {near && (
          <LazyPart
            load={load}
            props={props}
            loading={null}
            failed={(retry) => <RetryNote onRetry={retry}>{note}</RetryNote>}
          />
        )}
      </div>
    </section>
  );
}
