/**
 * Wraps the theme's Footer (Docusaurus 3.7.0): the footer (some twenty links) is hydrated
 * in a task of its own, after the page shell (src/components/DeferredHydration),
 * so that hydrating a page is not one long task on a phone.
 */
import type { ReactNode } from 'react';
import Original from '@theme-original/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type OriginalType from '@theme/Footer';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function FooterWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
