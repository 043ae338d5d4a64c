/**
 * Whether the navbar's menu for phones has been opened at least once.
 *
 * Used by the wrappers of `Navbar/MobileSidebar` and `DocSidebar/Mobile`
 * (src/theme/README.md) to render what lives in that menu only from its first
 * opening on, and to keep it rendered afterwards so closing and reopening stay
 * the theme's own. docs/performance.md has the measurement.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useState } from 'react';

export function useMobileMenuOpenedOnce(): boolean {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render (React's pattern for state derived from a change), so
  // what the menu holds is in the same commit as the click that opens it.
  if (shown && !opened) setOpened(true);
  return opened;
}
