/**
 * Parts of a page that the browser lays out only near the viewport
 * (`content-visibility: auto`, marked `data-deferred-layout`: the API
 * reference's calls and overview tables, most of its layout work at load).
 *
 * Until such a part has been laid out once, the browser sizes it with an
 * estimated height (`contain-intrinsic-size`) and does not measure what is
 * inside it: its tables are not known to scroll sideways
 * (src/clientModules/scrollableRegions), and tools that read positions (find
 * in page, axe's colour checks) see its real content overlap what follows.
 * So after each route change and each change of the window's width, every
 * part is laid out once in idle time, one per frame, and left to the browser
 * again: it then keeps the part's real size (`contain-intrinsic-size: auto`),
 * and the resize observer has measured its tables. A part above what the
 * reader sees that changes height moves the page by as much, and a heading
 * reached by a link is brought back into view at the end. While such a pass
 * runs, <html> carries `data-layout-pending` (tests wait for it to go).
 */
import type { ClientModule } from '@docusaurus/types';

const PARTS = '[data-deferred-layout]';
/** A part being laid out: `content-visibility: visible` (src/css/custom.css). */
const LAYING_OUT = 'layoutPass';
const PENDING = 'layoutPending';
const PER_FRAME = 1;

let queue: HTMLElement[] = [];
let running = false;

type IdleCallback = () => void;
const whenIdle: (callback: IdleCallback) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 500 })
    : (callback) => setTimeout(callback, 16);

/** Each part's height when last reported. */
const heights = new WeakMap<Element, number>();
let sizes: ResizeObserver | undefined;

/**
 * Keeps the reader's place while the parts are laid out (the browser's own
 * scroll anchoring is off meanwhile, src/css/custom.css): a part that ended
 * above the top of the content area (under the navbar) and changes height
 * moves what the reader sees, so the page is scrolled by as much. The
 * observer reports after layout and before paint, so nothing moves on screen.
 */
function keepReaderPlace(entries: ResizeObserverEntry[]): void {
  const passRunning = document.documentElement.dataset[PENDING] !== undefined;
  const line = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  let shift = 0;
  for (const { target } of entries) {
    const before = heights.get(target);
    const box = target.getBoundingClientRect();
    heights.set(target, box.height);
    if (passRunning && before !== undefined && box.top + before <= line) shift += box.height - before;
  }
  if (shift !== 0) window.scrollBy(0, shift);
}

function watchSizes(parts: HTMLElement[]): void {
  sizes ??= new ResizeObserver(keepReaderPlace);
  sizes.disconnect();
  for (const part of parts) sizes.observe(part);
}

function step(): void {
  const batch = queue.splice(0, PER_FRAME).filter((part) => part.isConnected);
  if (batch.length === 0 && queue.length === 0) {
    running = false;
    delete document.documentElement.dataset[PENDING];
    returnToLinkedHeading();
    return;
  }
  for (const part of batch) part.dataset[LAYING_OUT] = '';
  // The next frame lays the batch out (and records its size); the task after it hands it back.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const part of batch) delete part.dataset[LAYING_OUT];
      whenIdle(step);
    }, 0),
  );
}

/** Whether the reader has scrolled or used the page since it loaded: then the page stays where they are. */
let readerMoved = false;
function onReaderInput(): void {
  readerMoved = true;
}

/**
 * A link to a heading (`#create`) scrolled to it while the parts above it
 * had their estimated height; once they are laid out, the heading is
 * brought back into view, unless the reader has moved since.
 */
function returnToLinkedHeading(): void {
  if (readerMoved || !location.hash) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  if (target && Math.abs(target.getBoundingClientRect().top) > 1) target.scrollIntoView();
}

function layOutAll(): void {
  queue = Array.from(document.querySelectorAll<HTMLElement>(PARTS));
  watchSizes(queue);
  if (queue.length === 0) return;
  document.documentElement.dataset[PENDING] = '';
  if (running) return;
  running = true;
  whenIdle(step);
}

let lastWidth = 0;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
function onResize(): void {
  if (window.innerWidth === lastWidth) return;
  lastWidth = window.innerWidth;
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(layOutAll, 150);
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    if (!listening) {
      listening = true;
      lastWidth = window.innerWidth;
      window.addEventListener('resize', onResize, { passive: true });
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
        window.addEventListener(type, onReaderInput, { passive: true, capture: true });
      }
    }
    readerMoved = false;
    layOutAll();
  },
};

export default clientModule;
