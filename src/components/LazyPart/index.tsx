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
 */
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

import styles from './styles.module.css';

/** A module-level function that imports the part's module (one per part, so that its `lazy` is shared). */
export type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Loader → its current `lazy` component (typed per call by `lazyOf`). */
const lazyByLoader = new Map<unknown, unknown>();

/** One `lazy` per loader, shared by every instance of the part until a retry replaces it. */
function lazyOf<P>(load: PartLoader<P>): LazyExoticComponent<ComponentType<P>> {
  let component = lazyByLoader.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(load);
    lazyByLoader.set(load, component);
  }
  return component;
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
  const [attempt, setAttempt] = useState(0);
  const Part = lazyOf(load);
  const retry = () => {
    if (lazyByLoader.get(load) === Part) lazyByLoader.delete(load);
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary key={attempt} fallback={() => failed(retry)}>
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

/** The short note under a part that could not be loaded, with its Retry button. */
export function RetryNote({ children, onRetry }: RetryNoteProps): ReactNode {
  return (
    <span role="status" className={styles.note}>
      {children}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </span>
  );
}
