/**
 * Wraps the language menu (Docusaurus 3.7.0) so that its links keep the
 * reader's path, query and hash on every page. The build writes them for the
 * path it renders: on the not-found pages that is `/404.html` (or a version's,
 * plugins/version-not-found), not the URL the reader asked for, and the
 * query string is unknown at build time. Hydration keeps the HTML's link
 * targets as they are (React does not rewrite attributes when hydrating), so the
 * menu is rendered again once the page runs in the browser.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItem(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <OriginalLocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'build'} {...props} />;
}
