/**
 * Wraps the language menu (Docusaurus 3.7.0) so that its links keep the
 * reader's path, query and hash on every page. The build writes them for the
 * path it renders: on the not-found pages that is `/404.html` (or a version's,
 * plugins/version-not-found), not the URL the reader asked for, and the
 * query string is unknown at build time. Hydration keeps the HTML's link
 * targets as they are (React does not rewrite attributes when hydrating), so the
 * menu is rendered again once the page runs in the browser.
 *
 * The theme's links are the address's path under each language: on an
 * address that is not a clean path of this site (`//evil.example/`, read by a
 * browser as another host) they would lead off the site, so the menu is left
 * out there. Such addresses are collapsed before the app starts
 * (plugins/version-not-found/client.ts); this guards the menu on its own.
 */
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import { isSitePath } from '@site/src/lib/docRoutes';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItem(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  if (isBrowser && !isSitePath(pathname)) return null;
  return <OriginalLocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'build'} {...props} />;
}
