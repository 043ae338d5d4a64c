/**
 * Keyboard access to content that scrolls sideways (wide tables and code on
 * narrow screens): such a region gets `tabindex="0"` so it can be focused and
 * scrolled with the arrow keys (WCAG 2.1.1; axe rule scrollable-region-focusable).
 * Runs after every route change and on resize; touches nothing at module load.
 */
import type { ClientModule } from '@docusaurus/types';

const SELECTOR =
  '.theme-doc-markdown table, .theme-doc-markdown [class*="table"], .theme-doc-markdown [class*="wrapper"]';

function markScrollableRegions(): void {
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach((element) => {
    const style = getComputedStyle(element);
    const scrolls = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    if (scrolls && !element.hasAttribute('tabindex')) {
      element.setAttribute('tabindex', '0');
      element.dataset.scrollRegion = 'true';
    } else if (!scrolls && element.dataset.scrollRegion === 'true') {
      element.removeAttribute('tabindex');
      delete element.dataset.scrollRegion;
    }
  });
}

let resizeTimer: number | undefined;
let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.requestAnimationFrame(markScrollableRegions);
    if (!listening) {
      listening = true;
      window.addEventListener('resize', () => {
        window.clearTimeout(resizeTimer);
        resizeTimer = window.setTimeout(markScrollableRegions, 150);
      });
    }
  },
};

export default clientModule;
