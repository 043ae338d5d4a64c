import type { ReactNode } from 'react';

import VersionHome from '../_components/VersionHome';

/** The home of the 2.5-legacy docs, at /2.5-legacy/. */
export default function Home25Legacy(): ReactNode {
  return <VersionHome version="2.5-legacy" />;
}
