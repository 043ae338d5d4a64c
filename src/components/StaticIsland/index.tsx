/**
 * Static content that the browser does not need to hydrate.
 *
 * The server renders the children as usual. When the page is hydrated, the
 * wrapper keeps the server's HTML as it is (src/lib/useServerHtml.ts), so the
 * children's code does not run at load: on the API reference that is most of
 * the page's hydration work. When the wrapper is rendered in the browser (a
 * page reached by a link), or if its HTML turns out to be missing, the
 * children render normally.
 *
 * Only for content without behaviour: inside an island, links are plain
 * links (a full page load) and buttons do nothing.
 *
 * `staticIsland` makes a docs component of such content; its content can
 * live in a chunk of its own (`{ load }`): the page's JavaScript then carries
 * neither the content's code nor its data, which are fetched only if the
 * island is rendered in the browser.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import type { DocVersion } from '@site/src/data/versions';
import { preloadOnServer } from '@site/src/lib/preloadOnServer';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { useServerHtml } from '@site/src/lib/useServerHtml';

interface StaticIslandProps {
  children: ReactNode;
  className?: string;
}

export default function StaticIsland({ children, className }: StaticIslandProps): ReactNode {
  const { ref, keep, keepProps } = useServerHtml<HTMLDivElement>();
  if (keep) return <div ref={ref} className={className} {...keepProps} />;
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

/**
 * The content of an island as a component in a chunk of its own, from
 * `() => import('./Table')`. On the server the chunk is preloaded
 * (src/lib/preloadOnServer.ts). In the browser it is fetched only when the
 * island renders its content (a page reached by a link), as a LazyPart: if
 * the chunk cannot be fetched, the island says so, with a Retry button, and
 * the rest of the page stays.
 */
function islandContent<P extends object>(load: PartLoader<P>): ComponentType<P> {
  const loaded = preloadOnServer(load);
  return function IslandContent(props: P): ReactNode {
    const component = loaded();
    if (component) return createElement(component, props);
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

/**
 * A docs component showing static content of the page's version (or of the
 * `version` given) in a StaticIsland. The content is a component in the same
 * bundle (`{ content }`), or one in a chunk of its own (`{ load }`, with
 * `() => import(/* webpackChunkName: "island-…" *\/ './Table')`).
 */
export function staticIsland<P extends { version: DocVersion }>(
  from: { content: ComponentType<P> } | { load: PartLoader<P> },
): ComponentType<OnPage<P>> {
  const Content = 'content' in from ? from.content : islandContent(from.load);
  return function Island(props: OnPage<P>): ReactNode {
    const version = useDocVersion(props.version);
    return <StaticIsland>{createElement(Content, { ...props, version } as P)}</StaticIsland>;
  };
}
