/**
 * The theme's DocVersionBanner, with the one-time notice after a version
 * switch above it (src/components/VersionSwitchNotice): this slot above the
 * doc is where the reader looks after choosing another version. Versions are
 * configured with no banner (config/versions.ts), so the theme's banner
 * renders nothing here.
 */
import type { ReactNode } from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';

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
