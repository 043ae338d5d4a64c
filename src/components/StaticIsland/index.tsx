/**
 * Static content that the browser does not need to hydrate.
 *
 * The server renders the children as usual. When the page is hydrated, the
 * wrapper keeps the server's HTML as it is (an empty
 * `dangerouslySetInnerHTML`, which neither React nor Preact compares or
 * rewrites), so the children's code does not run at load: on the API
 * reference that is most of the page's hydration work. When the wrapper is
 * rendered in the browser (a page reached by a link), or if its HTML turns
 * out to be missing, the children render normally.
 *
 * Only for content without behaviour: inside an island, links are plain
 * links (a full page load) and buttons do nothing.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { isHydrating } from '@site/src/lib/hydration';

const EMPTY_HTML = { __html: '' };

interface StaticIslandProps {
  children: ReactNode;
  className?: string;
  /** Laid out only near the viewport (src/clientModules/deferredLayout): for long tables. */
  deferredLayout?: boolean;
}

export default function StaticIsland({ children, className, deferredLayout }: StaticIslandProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [keepServerHtml, setKeepServerHtml] = useState(isHydrating);

  useLayoutEffect(() => {
    if (keepServerHtml && ref.current && !ref.current.hasChildNodes()) setKeepServerHtml(false);
  }, [keepServerHtml]);

  const layout = deferredLayout ? { 'data-deferred-layout': '' } : undefined;
  if (keepServerHtml) {
    return (
      <div ref={ref} className={className} {...layout} dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />
    );
  }
  return (
    <div ref={ref} className={className} {...layout}>
      {children}
    </div>
  );
}
