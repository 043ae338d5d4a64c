/**
 * Ejected from the classic theme to drop its remount after hydration (the
 * `key={String(isBrowser)}` trick that re-applied inline Prism colours for the
 * colour mode). Code colours now come from a stylesheet keyed on the colour
 * mode, so the server's markup is right as it is and can be kept (see
 * src/components/CodeLines). Blocks are hydrated after the rest of the page
 * (src/components/DeferredHydration).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import DeferredHydration from '@site/src/components/DeferredHydration';

/** Plain strings are joined so that they can be highlighted and copied; elements are shown as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // Each block is hydrated in a task of its own, after the page around it.
  return (
    <DeferredHydration>
      {typeof children === 'string' ? (
        <StringContent {...props}>{children}</StringContent>
      ) : (
        <ElementContent {...props}>{children}</ElementContent>
      )}
    </DeferredHydration>
  );
}
