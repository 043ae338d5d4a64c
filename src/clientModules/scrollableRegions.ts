/**
 * Keyboard access to content that scrolls sideways (wide tables and code on
 * narrow screens): such a region gets `tabindex="0"` so it can be focused and
 * scrolled with the arrow keys (WCAG 2.1.1; axe rule scrollable-region-focusable).
 *
 * A region is an element marked `data-scroll-region` in a doc: the wrapper of
 * a DataTable (src/components/DataTable) and a Markdown table
 * (src/theme/MDXComponents). While one scrolls it also carries
 * `data-scroll-tab-stop`, so the tab stop is removed again only where this
 * module set it.
 *
 * The regions are watched with a ResizeObserver, whose callback runs right
 * after the browser has laid the page out: reading sizes there costs nothing
 * extra, whereas measuring every table after a route change forced a layout
 * of the whole page (on the API reference, most of the time the page was
 * busy after loading). The observer also covers window resizes and content
 * that changes size. Touches nothing at module load.
 */
import type { ClientModule } from '@docusaurus/types';

const SELECTOR = '.theme-doc-markdown [data-scroll-region]';

let observer: ResizeObserver | undefined;

/**
 * A region whose content the browser skips for now: a table far from the
 * viewport (`content-visibility: auto`, src/components/DataTable), not one
 * that is hidden. Whether it scrolls is unknown until it is rendered, so it is
 * a tab stop until then (focusing it renders it); it is measured when it is
 * rendered (`contentvisibilityautostatechange`).
 */
function notRendered(element: HTMLElement): boolean {
  const content = element.firstElementChild;
  return (
    content !== null &&
    typeof content.checkVisibility === 'function' &&
    content.checkVisibility() &&
    !content.checkVisibility({ contentVisibilityAuto: true })
  );
}

function measure(elements: Iterable<HTMLElement>): void {
  // All reads first, then all writes: a write between two reads would make
  // the browser lay the page out again for the second read.
  const changes = [...elements].map((element) => {
    const scrolls =
      /(auto|scroll)/.test(getComputedStyle(element).overflowX) &&
      (notRendered(element) || element.scrollWidth > element.clientWidth + 1);
    return { element, scrolls };
  });
  for (const { element, scrolls } of changes) {
    if (scrolls && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.dataset.scrollTabStop = 'true';
    } else if (!scrolls && element.dataset.scrollTabStop === 'true') {
      element.removeAttribute('tabindex');
      delete element.dataset.scrollTabStop;
    }
  }
}

function onResize(entries: ResizeObserverEntry[]): void {
  // A table that changes size changes whether its wrapper scrolls: check both.
  const elements = new Set<HTMLElement>();
  for (const { target } of entries) {
    elements.add(target as HTMLElement);
    if (target.parentElement?.matches(SELECTOR)) elements.add(target.parentElement);
  }
  measure(elements);
}

/** A skipped table that is rendered again may keep the size it had, which the observer would not report. */
function onRendered(event: Event): void {
  const { target } = event;
  if ((event as ContentVisibilityAutoStateChangeEvent).skipped || !(target instanceof HTMLElement)) return;
  if (target.matches(SELECTOR)) measure([target]);
}

function watchScrollableRegions(): void {
  if (typeof ResizeObserver === 'undefined') return;
  if (!observer) {
    observer = new ResizeObserver(onResize);
    // The event does not bubble: listen in the capture phase.
    document.addEventListener('contentvisibilityautostatechange', onRendered, true);
  }
  // The previous page's elements are gone: stop watching them.
  observer.disconnect();
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach((element) => observer?.observe(element));
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    watchScrollableRegions();
  },
};

export default clientModule;
