/**
 * Takes the place of the theme's DocVersionBadge (Docusaurus 3.7.0), which renders nothing here: versions
 * are configured with no badge (config/versions.ts). Leaving it out keeps its code out of every doc page;
 * tests/unit/theme-omitted.test.ts fails if a version gets a badge.
 */
import type { ReactNode } from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
