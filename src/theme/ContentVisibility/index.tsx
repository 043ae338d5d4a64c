/**
 * Takes the place of the theme's ContentVisibility (Docusaurus 3.7.0), which shows the "Unlisted page" and
 * "Draft page" banners. No page of the site is unlisted or a draft, so it would render nothing; leaving it
 * out keeps its code out of every doc page. tests/unit/theme-omitted.test.ts fails if a page gets `unlisted`
 * or `draft` in its front matter.
 */
import type { ReactNode } from 'react';

export default function ContentVisibility(): ReactNode {
  return null;
}
