/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// CUSTOM CODE START: where this file comes from
// Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/index.tsx. Outside the CUSTOM CODE
// blocks it is upstream's file byte for byte; a block's "// - " lines are the upstream lines it replaces
// (tests/unit/theme-ejected.test.ts checks both; UPGRADING.md says how to carry an upgrade over).
// CUSTOM CODE END
import React, {isValidElement, type ReactNode} from 'react';
// CUSTOM CODE START: no remount after hydration (below), so no useIsBrowser
// - import useIsBrowser from '@docusaurus/useIsBrowser';
// CUSTOM CODE END
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
// CUSTOM CODE START: the reader's hostname and e-mail in place of the examples (src/components/ReaderValues)
import {FilledMark, useFilledCode} from '@site/src/components/ReaderValues';
// CUSTOM CODE END

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // CUSTOM CODE START: no remount after hydration. Code colours come from a stylesheet keyed on the colour mode
  // (plugins/code-highlighting), not from inline styles, so the server's markup is right in either mode and is
  // kept; Prism stays out of the first load (src/components/CodeLines).
// -   // The Prism theme on SSR is always the default theme but the site theme can
// -   // be in a different mode. React hydration doesn't update DOM styles that come
// -   // from SSR. Hence force a re-render after mounting to apply the current
// -   // relevant styles.
// -   const isBrowser = useIsBrowser();
  // CUSTOM CODE END
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  // CUSTOM CODE START: no `key={String(isBrowser)}`, which remounted the block after hydration
// -   return (
// -     <CodeBlockComp key={String(isBrowser)} {...props}>
// -       {children as string}
// -     </CodeBlockComp>
// -   );
  // The reader's values replace the example hostname and e-mail of text blocks, with a mark (none on the
  // server or while hydrating, so the HTML keeps the examples); the copy button copies the filled text.
  const filled = useFilledCode(typeof children === 'string' ? children : '');
  if (typeof children === 'string' && filled.filled) {
    return (
      <FilledMark>
        <CodeBlockComp {...props}>{filled.code}</CodeBlockComp>
      </FilledMark>
    );
  }
  return (
    <CodeBlockComp {...props}>
      {children as string}
    </CodeBlockComp>
  );
  // CUSTOM CODE END
}
