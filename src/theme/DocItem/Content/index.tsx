/**
 * Wraps the theme's DocItem/Content (Docusaurus 3.7.0) to put the page's
 * Markdown actions (copy, view) above its title.
 */
import type ContentType from '@theme/DocItem/Content';
import Content from '@theme-original/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import DocPageActions from '@site/src/components/DocPageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <DocPageActions />
      <Content {...props} />
    </>
  );
}
