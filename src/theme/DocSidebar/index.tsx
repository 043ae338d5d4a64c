/**
 * Wraps the theme's DocSidebar (Docusaurus 3.7.0): the doc sidebar (its categories and links) is hydrated
 * in a task of its own, after the page shell (src/components/DeferredHydration),
 * so that hydrating a page is not one long task on a phone.
 */
import type { ReactNode } from 'react';
import Original from '@theme-original/DocSidebar';
import type { WrapperProps } from '@docusaurus/types';
import type OriginalType from '@theme/DocSidebar';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocSidebarWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
