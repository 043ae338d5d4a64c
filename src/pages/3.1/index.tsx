import type { ReactNode } from 'react';

import VersionHome from '../_components/VersionHome';

/** The home of the 3.1 docs, at /3.1/. */
export default function Home31(): ReactNode {
  return <VersionHome version="3.1" />;
}
