/**
 * Wraps the theme's mobile doc sidebar (Docusaurus 3.7.0).
 *
 * On a phone the doc sidebar lives in the navbar's menu, which is closed when
 * a page loads. The original fills the menu's second panel as soon as the
 * page has hydrated, and that first fill costs a long task on a slow phone
 * (theme-common's `useShallowMemoObject` sorts its props with
 * `localeCompare`, whose first call loads the collation data). Rendering it
 * the first time the reader opens the menu (src/lib/useMobileMenuOpenedOnce.ts)
 * keeps that work out of the page load; from then on it stays mounted.
 * docs/performance.md has the measurement.
 */
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { useMobileMenuOpenedOnce } from '@site/src/lib/useMobileMenuOpenedOnce';

type Props = WrapperProps<typeof DocSidebarMobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  return useMobileMenuOpenedOnce() ? <DocSidebarMobile {...props} /> : null;
}
