/**
 * Wraps the theme's mobile doc sidebar (Docusaurus 3.7.0).
 *
 * On a phone the doc sidebar lives in the navbar's menu, which is closed when
 * a page loads. The original fills the menu's second panel as soon as the
 * page has hydrated, and that first fill costs a long task on a slow phone
 * (theme-common's `useShallowMemoObject` sorts its props with
 * `localeCompare`, whose first call loads the collation data). Rendering it
 * the first time the reader opens the menu keeps that work out of the page
 * load; from then on it stays mounted, as before. docs/performance.md has
 * the measurement.
 */
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { useState, type ReactNode } from 'react';

type Props = WrapperProps<typeof DocSidebarMobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render (React's pattern for state derived from a change), so
  // the sidebar is in the same commit as the opening menu.
  if (shown && !opened) setOpened(true);
  return opened ? <DocSidebarMobile {...props} /> : null;
}
