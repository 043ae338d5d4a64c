/**
 * Takes the place of the theme's doc footer (Docusaurus 3.7.0), which shows tags, the "Edit this page" link
 * and the last update. The site configures none of them (docusaurus.config.ts has no `editUrl` and no
 * `showLastUpdate*`; no doc has `tags`), so the theme's footer would render nothing; leaving it out keeps
 * its code out of every doc page. tests/unit/theme-omitted.test.ts fails if one of them is configured.
 */
import type { ReactNode } from 'react';

export default function DocItemFooter(): ReactNode {
  return null;
}
