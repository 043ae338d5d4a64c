/**
 * Wraps the theme's Navbar/Content (Docusaurus 3.7.0): the navbar's items
 * (links, dropdowns, version menu, search and colour-mode buttons) are
 * hydrated in a task of their own, right after the page shell
 * (src/components/DeferredHydration). Their route matching for every doc of
 * every version was the largest single cost of hydrating a page.
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/Navbar/Content';

import DeferredHydration from '@site/src/components/DeferredHydration';

export default function NavbarContentWrapper(): ReactNode {
  return (
    <DeferredHydration>
      <Content />
    </DeferredHydration>
  );
}
