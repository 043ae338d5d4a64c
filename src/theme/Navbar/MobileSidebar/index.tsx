/**
 * Wraps the theme's navbar menu for phones (Docusaurus 3.7.0).
 *
 * The theme renders the whole menu (the navbar's items, the version and
 * language lists) as soon as the window is known to be narrow, right after
 * hydration, for a panel that stays closed on most visits (and out of the
 * layout while closed, src/css/custom.css). This renders it the first time
 * the reader opens it; from then on it stays rendered, so closing and opening
 * it again are the theme's own. docs/performance.md has the measurement.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useState, type ReactNode } from 'react';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render (React's pattern for state derived from a change), so
  // the menu is in the same commit as the click that opens it.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar {...props} /> : null;
}
