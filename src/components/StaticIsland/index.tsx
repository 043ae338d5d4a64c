/**
 * Static content that the browser does not need to hydrate.
 *
 * The server renders the children as usual. When the page is hydrated, the
 * wrapper keeps the server's HTML as it is (an empty
 * `dangerouslySetInnerHTML`, which React does not compare or rewrite when
 * hydrating), so the children's code does not run at load: on the API
 * reference that is most of the page's hydration work. When the wrapper is
 * rendered in the browser (a page reached by a link), or if its HTML turns
 * out to be missing, the children render normally.
 *
 * Only for content without behaviour: inside an island, links are plain
 * links (a full page load) and buttons do nothing.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { useHydratingRender } from '@site/src/lib/useHydratingRender';

const EMPTY_HTML = { __html: '' };

interface StaticIslandProps {
  children: ReactNode;
  className?: string;
}

export default function StaticIsland({ children, className }: StaticIslandProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydratingRender();
  const [keepServerHtml, setKeepServerHtml] = useState(hydrating);

  useLayoutEffect(() => {
    if (keepServerHtml && ref.current && !ref.current.hasChildNodes()) setKeepServerHtml(false);
  }, [keepServerHtml]);

  if (keepServerHtml) {
    return <div ref={ref} className={className} dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />;
  }
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
