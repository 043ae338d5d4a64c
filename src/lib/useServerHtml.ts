/**
 * Keep an element's server-rendered HTML through hydration, so the code that
 * made it does not run at load.
 *
 * While React hydrates the page, the element is rendered with an empty
 * `dangerouslySetInnerHTML`: React neither compares nor rewrites the content
 * of such an element when hydrating, so the server's HTML stays as it is and
 * the children (and the code that renders them) are not needed.
 * `suppressHydrationWarning` silences the warning about the empty markup.
 *
 * The element renders its children as usual (`keep` is false) when:
 * - it is rendered in the browser, not hydrated (a page reached by a link, a
 *   part rendered later): `useHydratingRender` is false then;
 * - what it shows changes after hydration: `content` differs from the value
 *   it had while hydrating;
 * - the server's HTML turns out to be missing (a hydration error made React
 *   render the page from scratch): the element has no child nodes after the
 *   first render.
 *
 * Used by src/components/StaticIsland and src/components/CodeLines.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

import { useHydratingRender } from './useHydratingRender';

/** Props of an element whose server HTML is kept: spread them on it, with `ref`. */
const KEEP_PROPS = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

export interface ServerHtml<E extends HTMLElement> {
  /** The element's ref (needed to notice missing HTML). */
  readonly ref: RefObject<E | null>;
  /** True while the server's HTML is kept: render the element with `keepProps` and no children. */
  readonly keep: boolean;
  readonly keepProps: typeof KEEP_PROPS;
}

/**
 * Whether to keep the element's server HTML in this render. `content` names
 * what the element shows (e.g. the code of a code block): the HTML is kept
 * only while it is the one the page was hydrated with.
 */
export function useServerHtml<E extends HTMLElement>(content = ''): ServerHtml<E> {
  const ref = useRef<E>(null);
  // Read once: the hook turns false right after hydration.
  const hydrating = useHydratingRender();
  const [hydratedContent] = useState(() => (hydrating ? content : null));
  const [htmlPresent, setHtmlPresent] = useState(true);
  const keep = htmlPresent && hydratedContent === content;

  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setHtmlPresent(false);
  }, [keep]);

  return { ref, keep, keepProps: KEEP_PROPS };
}
