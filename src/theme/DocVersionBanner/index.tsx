/**
 * Wraps the theme's DocVersionBanner (Docusaurus 3.7.0). Versions are
 * configured with no banner (docs/requirements.md#versions); this slot above the doc is where the
 * one-time notice after a version switch appears.
 */
import type DocVersionBannerType from '@theme/DocVersionBanner';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return (
    <>
      <VersionSwitchNotice />
      <DocVersionBanner {...props} />
    </>
  );
}
