import type { ReactNode } from 'react';

import VersionHome from '../_components/VersionHome';

/** The home of the 2.6 docs, at /2.6/. */
export default function Home26(): ReactNode {
  return <VersionHome version="2.6" />;
}
