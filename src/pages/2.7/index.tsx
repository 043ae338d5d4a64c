import type { ReactNode } from 'react';

import VersionHome from '../_components/VersionHome';

/** The home of the 2.7 docs, at /2.7/. */
export default function Home27(): ReactNode {
  return <VersionHome version="2.7" />;
}
