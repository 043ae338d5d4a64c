/**
 * Wraps the theme's TOC (Docusaurus 3.7.0): the desktop table of contents (on the API reference, about a hundred links) is hydrated
 * in a task of its own, after the page shell (src/components/DeferredHydration),
 * so that hydrating a page is not one long task on a phone.
 */
import type { ReactNode } from 'react';
import Original from '@theme-original/TOC';
import type { WrapperProps } from '@docusaurus/types';
import type OriginalType from '@theme/TOC';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function TOCWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
