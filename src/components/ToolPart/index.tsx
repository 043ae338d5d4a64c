import { useRef, type ReactNode } from 'react';
import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
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
  /** What to do when the form cannot be loaded, in one sentence. */
  fallbackHint: string;
}

/**
 * The frame of an interactive tool on a docs page: a titled region whose
 * server HTML is the tool's common-case output, kept as it is at hydration.
 * When the region comes within 800 px of the viewport, the form (a lazy
 * part, src/components/LazyPart) is loaded and rendered after it; once the
 * form is there, a stylesheet rule hides the stand-in, so nothing jumps while
 * the form's code loads. If it cannot be fetched, the stand-in stays with a
 * note and a Retry button: the tool fails alone.
 */
export default function ToolPart<P extends object>({
  label,
  load,
  props,
  standIn,
  fallbackHint,
}: ToolPartProps<P>): ReactNode {
  const box = useRef<HTMLElement>(null);
  // The stand-in keeps the HTML's example hostname and e-mail; for a reader who
  // keeps their own values, the form (whose commands are filled) loads at once.
  const readerValues = useReaderValues();
  const near = useLoadWhenNear(box, { now: Boolean(readerValues) });

  return (
    <section ref={box} className={styles.tool} aria-label={label} {...NOT_IN_SEARCH}>
      <div className={styles.standIn}>{standIn}</div>
      {near && (
        <LazyPart
          load={load}
          props={props}
          loading={null}
          failed={(retry) => (
            <RetryNote onRetry={retry}>
              The {label.toLowerCase()} could not be loaded: the common case is shown above. {fallbackHint}
            </RetryNote>
          )}
        />
      )}
    </section>
  );
}
