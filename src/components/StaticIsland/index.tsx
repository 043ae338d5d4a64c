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
 *
 * An island's content can also live in a chunk of its own (islandContent
 * below): the page's JavaScript then carries neither the content's code nor
 * its data, which are fetched only if the island is rendered in the browser.
 */
import { createElement, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
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

/**
 * The content of an island as a component in a chunk of its own, from
 * `() => import('./Table')`. On the server the chunk is loaded when this
 * module is evaluated, so that it is there, synchronously, when pages are
 * rendered (a suspended render would make React stream the content out of
 * order, with inline scripts). In the browser it is fetched only when the
 * island renders its content (a page reached by a link), as a LazyPart: if
 * the chunk cannot be fetched, the island says so, with a Retry button, and
 * the rest of the page stays.
 */
export function islandContent<P extends object>(load: PartLoader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  if (typeof window === 'undefined') {
    void load().then((module) => {
      loaded = module.default;
    });
  }
  return function IslandContent(props: P): ReactNode {
    if (loaded) return createElement(loaded, props);
    if (typeof window === 'undefined') {
      throw new Error('An island content chunk was not loaded when the page was rendered');
    }
    return (
      <LazyPart
        load={load}
        props={props}
        loading={null}
        failed={(retry) => <RetryNote onRetry={retry}>This table could not be loaded.</RetryNote>}
      />
    );
  };
}
