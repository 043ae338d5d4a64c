/**
 * Takes the place of the theme's DocVersionBanner (Docusaurus 3.7.0). Versions are configured with no
 * banner (config/versions.ts, docs/requirements.md#versions), so the theme's banner would render nothing;
 * leaving it out keeps its code out of every doc page. This slot above the doc is where the one-time notice
 * after a version switch appears. tests/unit/theme-omitted.test.ts fails if a version gets a banner.
 */
import type { ReactNode } from 'react';

import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';

export default function DocVersionBanner(): ReactNode {
  return <VersionSwitchNotice />;
}
