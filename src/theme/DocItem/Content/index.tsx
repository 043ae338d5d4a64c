/**
 * Wraps the theme's DocItem/Content (Docusaurus 3.7.0) to put the page's
 * Markdown actions (copy, view) above its title, and to hydrate the doc's
 * content in a task of its own, after the page shell
 * (src/components/DeferredHydration). Its code blocks, API calls and
 * checksum examples are parts of their own in turn.
 */
import type ContentType from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import DocPageActions from '@site/src/components/DocPageActions';
import DeferredHydration from '@site/src/components/DeferredHydration';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <DocPageActions />
      <DeferredHydration>
        <Content {...props} />
      </DeferredHydration>
    </>
  );
}
