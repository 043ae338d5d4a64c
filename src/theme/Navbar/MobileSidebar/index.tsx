/**
 * Wraps the theme's navbar menu for phones (Docusaurus 3.7.0).
 *
 * The theme renders the whole menu (the navbar's items, the version and
 * language lists) as soon as the window is known to be narrow, right after
 * hydration, for a panel that stays closed on most visits (and out of the
 * layout while closed, src/css/custom.css). This renders it the first time
 * the reader opens it (src/lib/useMobileMenuOpenedOnce.ts); from then on it
 * stays rendered. docs/performance.md has the measurement.
 *
 * While it is open it behaves as a dialog for the keyboard: focus moves into
 * it, what lies behind it is inert (its backdrop still closes it on a tap),
 * Tab goes round its items, and Escape closes it. Focus then returns to the
 * button that opened it, unless a link of the menu led to another page.
 */
import { useLocation } from '@docusaurus/router';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useEffect, useRef, type ReactNode } from 'react';
import { useMobileMenuOpenedOnce } from '@site/src/lib/useMobileMenuOpenedOnce';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MobileSidebarType>;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes everything outside `panel` inert, up to <body>, except presentational
 * elements (the menu's backdrop, whose tap closes it); returns the undo.
 */
function inertOutside(panel: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element = panel; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.getAttribute('role') === 'presentation')
        continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const openedOnce = useMobileMenuOpenedOnce();
  const { shown, toggle } = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;

  useEffect(() => {
    const panel = panelRef.current;
    if (!shown || !panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const openedAt = pathnameRef.current;
    const undoInert = inertOutside(panel);
    const focusable = () =>
      Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
    focusable()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        toggleRef.current();
      } else if (event.key === 'Tab') {
        // From the last item to the first and back, rather than out to the browser's own controls.
        const items = focusable();
        const active = document.activeElement;
        const outside = !active || !panel.contains(active);
        if (items.length === 0) return;
        if (event.shiftKey && (outside || active === items[0])) {
          event.preventDefault();
          items[items.length - 1].focus();
        } else if (!event.shiftKey && (outside || active === items[items.length - 1])) {
          event.preventDefault();
          items[0].focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undoInert();
      if (pathnameRef.current === openedAt && opener?.isConnected) opener.focus();
    };
  }, [shown]);

  if (!openedOnce) return null;
  return (
    <div ref={panelRef} className={styles.panel}>
      <MobileSidebar {...props} />
    </div>
  );
}
