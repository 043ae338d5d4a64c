/**
 * The theme's MDX components, with Markdown tables marked as regions that may
 * scroll sideways (`data-scroll-region`): the theme lays a Markdown table out
 * as a block that scrolls on narrow screens, and
 * src/clientModules/scrollableRegions.ts makes such a region a tab stop while
 * it scrolls.
 */
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  return <table data-scroll-region="" {...props} />;
}

export default { ...MDXComponents, table: MarkdownTable };
