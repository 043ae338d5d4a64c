/**
 * Wraps the theme's announcement bar (Docusaurus 3.7.0).
 *
 * An inline script marks the bar as dismissed before hydration, from
 * localStorage. When the configured announcement id changes, the theme clears
 * the stored dismissal but leaves that mark in place, so a new announcement
 * stayed hidden until the next page load. docs/requirements.md#states wants it shown at once: once
 * React decides the bar is active, the stale mark is cleared.
 */
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useEffect, type ReactNode } from 'react';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
