/**
 * A part of a page whose code is loaded on demand (a diagram, the API call
 * builder, Prism's highlighting), so that if that code cannot be fetched the
 * part fails alone: the page stays, and the part shows its text form with a
 * short note and a Retry button (`RetryNote`).
 *
 * React's own mechanisms: the part is a `lazy` component inside `Suspense`
 * (which shows `loading` meanwhile), inside `@docusaurus/ErrorBoundary`
 * (which shows `failed` when the import rejects). A rejected `lazy` keeps its
 * error, so Retry makes a new one from the same loader and remounts the
 * boundary; the bundler fetches a chunk that failed again on the next import.
 *
 * One kind of part (one loader) fails everywhere at once: a page with 29
 * code blocks whose colouring could not load showed 29 notes. So the parts of
 * a loader that failed share one note, shown by the first of them on the
 * page (the others show their text form alone), and its Retry retries them
 * all.
 */
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

import styles from './styles.module.css';

/** A module-level function that imports the part's module (one per part, so that its `lazy` is shared). */
export type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What the parts of one loader share: their `lazy`, the retry count, and which of them have failed, in order. */
interface LoaderState {
  component: unknown;
  attempt: number;
  failed: string[];
  listeners: Set<() => void>;
}

const stateByLoader = new Map<unknown, LoaderState>();

function stateOf(load: unknown): LoaderState {
  let state = stateByLoader.get(load);
  if (!state) {
    state = { component: undefined, attempt: 0, failed: [], listeners: new Set() };
    stateByLoader.set(load, state);
  }
  return state;
}

function notify(state: LoaderState): void {
  for (const listener of [...state.listeners]) listener();
}

/** One `lazy` per loader, shared by every instance of the part until a retry replaces it. */
function lazyOf<P>(load: PartLoader<P>): LazyExoticComponent<ComponentType<P>> {
  const state = stateOf(load);
  if (!state.component) state.component = lazy(load);
  return state.component as LazyExoticComponent<ComponentType<P>>;
}

/** Retries every part of the loader: a new `lazy`, and every boundary remounted. */
function retryAll(load: unknown): void {
  const state = stateOf(load);
  state.component = undefined;
  state.attempt += 1;
  notify(state);
}

function useLoaderState<T>(load: unknown, read: (state: LoaderState) => T, serverValue: T): T {
  const state = stateOf(load);
  return useSyncExternalStore(
    (listener) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    () => read(state),
    () => serverValue,
  );
}

/**
 * Whether the `RetryNote` inside a failed part shows (only the first failed
 * part of a loader shows it), and how many other parts of its kind failed.
 */
const NoteShown = createContext<{ shown: boolean; others: number }>({ shown: true, others: 0 });

/** The failed form of one part: registers it among its loader's failed parts while it is shown. */
function FailedPart({ load, id, children }: { load: unknown; id: string; children: ReactNode }): ReactNode {
  useEffect(() => {
    const state = stateOf(load);
    state.failed.push(id);
    notify(state);
    return () => {
      state.failed = state.failed.filter((other) => other !== id);
      notify(state);
    };
  }, [load, id]);
  const first = useLoaderState(load, (state) => state.failed[0] === id, false);
  const others = useLoaderState(load, (state) => Math.max(0, state.failed.length - 1), 0);
  const note = useMemo(() => ({ shown: first, others: first ? others : 0 }), [first, others]);
  return <NoteShown.Provider value={note}>{children}</NoteShown.Provider>;
}

export interface LazyPartProps<P> {
  load: PartLoader<P>;
  /** The props of the loaded component. */
  props: P;
  /** Shown while the code loads. */
  loading: ReactNode;
  /** Shown when the code could not be loaded: the part's text form and a `RetryNote` calling `retry`. */
  failed: (retry: () => void) => ReactNode;
}

export default function LazyPart<P extends object>({ load, props, loading, failed }: LazyPartProps<P>): ReactNode {
  const id = useId();
  const attempt = useLoaderState(load, (state) => state.attempt, 0);
  const Part = lazyOf(load);
  const retry = () => retryAll(load);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <FailedPart load={load} id={id}>
          {failed(retry)}
        </FailedPart>
      )}
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface RetryNoteProps {
  /** What failed and what the reader sees instead, in one short sentence. */
  children: ReactNode;
  onRetry: () => void;
}

/**
 * The short note under a part that could not be loaded, with its Retry
 * button. Inside a `LazyPart`, only the first failed part of its kind on the
 * page shows it; its Retry retries them all.
 */
export function RetryNote({ children, onRetry }: RetryNoteProps): ReactNode {
  const { shown, others } = useContext(NoteShown);
  if (!shown) return null;
  return (
    <span role="status" className={styles.note}>
      {children} {others > 0 ? `The same for ${others} more on this page. ` : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </span>
  );
}
