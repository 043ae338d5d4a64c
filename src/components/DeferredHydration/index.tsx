/**
 * A part of the page that is hydrated after the rest, in a task of its own.
 *
 * Preact hydrates a page in one uninterrupted task; on a long page (the API
 * reference: some fifty calls, each with tables and signed example requests)
 * that task keeps a phone's main thread busy for hundreds of milliseconds.
 * Wrapped in this component, a part is left as the server rendered it while
 * the page hydrates (it is already visible and readable) and is hydrated
 * afterwards, one part per task, in page order. Parts nested in a part wait
 * for their own turn.
 *
 * How: during hydration the part suspends (Preact's Suspense keeps the
 * server's DOM of a component that suspends while hydrating, and hydrates it
 * when the component resumes). A queue resumes one part per task.
 *
 * While parts wait, <html> carries `data-hydration-pending`.
 *
 * Rules for what goes inside:
 * - the children render exactly one root element (Preact keeps one node);
 * - until its turn, a part's buttons do nothing and its links are plain links.
 *
 * On the server, with React DOM in the browser (`DOCS_CLIENT=react`, whose
 * hydration would fail on a Suspense boundary missing from the HTML), and when
 * the part is rendered in the browser (a page reached by a link), the children
 * render as usual.
 */
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

import { isHydrating, markDeferredHydration, resetDeferredHydration } from '@site/src/lib/hydration';

const PREACT = typeof __PREACT_CLIENT__ !== 'undefined' && __PREACT_CLIENT__ === true;

interface Part {
  released: boolean;
  /** Settles when the part's turn comes; thrown while it has not. */
  turn: Promise<void>;
  release: () => void;
}

const waiting: Part[] = [];
let tickPending = false;
let channel: MessageChannel | null = null;

/** A new task for the next part: a message, which unlike a timer is not throttled to 4 ms. */
function scheduleTick(): void {
  if (tickPending) return;
  tickPending = true;
  if (typeof MessageChannel === 'undefined') {
    setTimeout(tick, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = tick;
  }
  channel.port2.postMessage(null);
}

function tick(): void {
  tickPending = false;
  // The part released in the previous task has been hydrated (or failed) by now.
  resetDeferredHydration();
  const part = waiting.shift();
  if (!part) {
    delete document.documentElement.dataset.hydrationPending;
    return;
  }
  part.released = true;
  markDeferredHydration(true);
  part.release();
  scheduleTick();
}

function newPart(): Part {
  let release = () => {};
  const turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  const part: Part = { released: false, turn, release };
  waiting.push(part);
  // `html[data-hydration-pending]` marks a page whose parts are not all hydrated yet (tests wait for it to go).
  document.documentElement.dataset.hydrationPending = '';
  scheduleTick();
  return part;
}

function Gate({ part, children }: { part: Part; children: ReactNode }): ReactNode {
  if (!part.released) throw part.turn;
  return <GateBody>{children}</GateBody>;
}

/**
 * Hydrates the part as the page's first render does: `useIsBrowser()` is
 * false (what the server rendered), then true once the part has hydrated, so
 * that what depends on it (themed images, the sidebar's category links) is
 * updated after hydration. Hydration keeps the server's attributes as they
 * are, so a part hydrated with browser values would keep server ones.
 * Its layout effect ends the part's hydration: it runs after those of
 * everything inside.
 */
function GateBody({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useLayoutEffect(() => {
    markDeferredHydration(false);
  }, []);
  useEffect(() => {
    setIsBrowser(true);
  }, []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

export default function DeferredHydration({ children }: { children: ReactNode }): ReactNode {
  const [part] = useState(() => (PREACT && isHydrating() ? newPart() : null));
  if (!part) return children;
  return (
    <Suspense fallback={null}>
      <Gate part={part}>{children}</Gate>
    </Suspense>
  );
}
