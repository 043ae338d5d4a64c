/**
 * `@docusaurus/Head` in the browser bundle: the same Helmet, mounted after
 * the page has hydrated instead of during hydration.
 *
 * A page renders some seventeen Head elements (site, page and search
 * metadata, the <html> class names, the hydration flag). Each Helmet that
 * mounts recomputes the head from all of them, which made Helmet one of the
 * largest costs of hydrating a page, for tags the server has already written
 * into the HTML. Here, while the page hydrates, Head renders nothing (Helmet
 * renders no DOM, so nothing differs from the server's HTML); once the page
 * has hydrated, every waiting Head mounts its Helmet together, in one task of
 * its own, and Helmet takes over the head as before. Head elements rendered
 * later (pages reached by a link) mount their Helmet at once.
 *
 * Docusaurus marks the end of hydration with a Head (`data-has-hydrated`),
 * so that flag is set in the same task.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Helmet, type HelmetProps } from 'react-helmet-async';

import { isHydrating } from '../../src/lib/hydration';

const waiting = new Set<() => void>();
let scheduled = false;

function mountAfterHydration(mount: () => void): () => void {
  waiting.add(mount);
  if (!scheduled) {
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const mounts = [...waiting];
      waiting.clear();
      for (const show of mounts) show();
    }, 0);
  }
  return () => waiting.delete(mount);
}

export default function Head(props: HelmetProps & { children?: ReactNode }): ReactNode {
  const [mounted, setMounted] = useState(() => !isHydrating());
  useEffect(() => (mounted ? undefined : mountAfterHydration(() => setMounted(true))), [mounted]);
  return mounted ? <Helmet {...props} /> : null;
}
