import type { ReactNode } from 'react';
import Original from '@theme-original/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type OriginalType from '@theme/Footer';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function Wrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
