/**
 * Ejected from the classic theme (Docusaurus 3.7.0): the mobile menu is
 * rendered from the first time it is opened, not at every page load. On a
 * phone the theme rendered the whole menu (the navbar's items and the doc
 * sidebar) as soon as the page had hydrated, for a panel that stays closed
 * (and hidden, see src/css/custom.css) on most visits.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(mobileSidebar.shown);
  useLockBodyScroll(mobileSidebar.shown);
  useEffect(() => {
    if (mobileSidebar.shown) setOpened(true);
  }, [mobileSidebar.shown]);

  if (!mobileSidebar.shouldRender || !(opened || mobileSidebar.shown)) {
    return null;
  }
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
