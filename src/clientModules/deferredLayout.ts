/**
 * Parts of a page that the browser lays out only near the viewport
 * (`content-visibility: auto`, marked `data-deferred-layout`: the API
 * reference's calls, whose tables were most of its layout work at load).
 *
 * Until such a part has been laid out once, the browser sizes it with a
 * placeholder height, and what is inside it is not measured: its tables are
 * not known to scroll sideways (src/clientModules/scrollableRegions), and
 * tools that read positions (find in page, axe's colour checks) see the
 * real content overlap what follows it. So after each route change and each
 * change of the window's width, every part is laid out once in idle time, two
 * per frame, and left to the browser again: it then keeps the part's real
 * size (`contain-intrinsic-size: auto`), and the resize observer has measured
 * its tables. While such a pass runs, <html> carries `data-layout-pending`
 * (tests wait for it to go).
 */
import type { ClientModule } from '@docusaurus/types';

const PARTS = '[data-deferred-layout]';
/** A part being laid out: `content-visibility: visible` (src/css/custom.css). */
const LAYING_OUT = 'layoutPass';
const PENDING = 'layoutPending';
const PER_FRAME = 2;

let queue: HTMLElement[] = [];
let running = false;

type IdleCallback = () => void;
const whenIdle: (callback: IdleCallback) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 500 })
    : (callback) => setTimeout(callback, 16);

function step(): void {
  const batch = queue.splice(0, PER_FRAME).filter((part) => part.isConnected);
  if (batch.length === 0 && queue.length === 0) {
    running = false;
    delete document.documentElement.dataset[PENDING];
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

function layOutAll(): void {
  queue = Array.from(document.querySelectorAll<HTMLElement>(PARTS));
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
    }
    layOutAll();
  },
};

export default clientModule;
