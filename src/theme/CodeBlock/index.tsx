/**
 * Ejected from the classic theme to drop its remount after hydration (the
 * `key={String(isBrowser)}` trick that re-applied inline Prism colours for the
 * colour mode). Code colours now come from a stylesheet keyed on the colour
 * mode, so the server's markup is right as it is and can be kept (see
 * src/components/CodeLines).
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain strings are joined so that they can be highlighted and copied; elements are shown as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
