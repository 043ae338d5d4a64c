/**
 * Wraps the theme's navbar menu for phones (Docusaurus 3.7.0).
 *
 * The theme renders the whole menu (the navbar's items, the version and
 * language lists) as soon as the window is known to be narrow, right after
 * hydration, for a panel that stays closed on most visits (and out of the
 * layout while closed, src/css/custom.css). This renders it the first time
 * the reader opens it (src/lib/useMobileMenuOpenedOnce.ts); from then on it
 * stays rendered. docs/performance.md has the measurement.
 */
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { useMobileMenuOpenedOnce } from '@site/src/lib/useMobileMenuOpenedOnce';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  return useMobileMenuOpenedOnce() ? <MobileSidebar {...props} /> : null;
}
