/**
 * The lines of a code block, with Prism kept out of the first load.
 *
 * - On the server the lines are highlighted, so every page's HTML carries
 *   coloured code, with or without JavaScript.
 * - When a page is hydrated, that HTML is kept as it is: the `<code>` element
 *   is hydrated with an empty `dangerouslySetInnerHTML`, which React does not
 *   compare or rewrite when hydrating, so Prism is not loaded for code that is
 *   already highlighted. (If the element turns out empty, for example after a
 *   hydration error made the page render from scratch, the block switches to
 *   the path below.)
 * - When a block is rendered in the browser (a page reached by a link, code
 *   built by a component), its lines show as plain text at once and are
 *   highlighted when the Prism chunk has loaded, once per visit. If the chunk
 *   cannot be fetched, the plain lines stay, with a note and a Retry button
 *   (src/components/LazyPart).
 */
import { createElement, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

import Line from '@theme/CodeBlock/Line';
import clsx from 'clsx';
import type { LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { useHydratingRender } from '@site/src/lib/useHydratingRender';

import type { CodeLinesProps } from './types';

type HighlightedLinesComponent = ComponentType<CodeLinesProps>;

/** The highlighted lines on the server, where the chunk is part of the server bundle (below). */
let loaded: HighlightedLinesComponent | null = null;

const loadHighlightedLines: PartLoader<CodeLinesProps> = () =>
  import(/* webpackChunkName: "prism-highlighting" */ './HighlightedLines').then((module) => {
    loaded = module.default;
    return module;
  });

// On the server the chunk is part of the one server bundle: start loading it
// when this module is evaluated, so that it is there, synchronously, by the time
// pages are rendered (a Suspense boundary would make React stream the code
// out of order, with inline scripts).
if (typeof window === 'undefined') void loadHighlightedLines();

const plainLineProps = ({ className }: LineInputProps): LineOutputProps => ({
  className: clsx('token-line', className),
});
const plainTokenProps = ({ token }: TokenInputProps): TokenOutputProps => ({
  className: clsx('token', ...token.types),
  children: token.content,
});

/** The lines as unhighlighted text, in the structure the highlighted ones have. */
export function PlainLines({ code, lineClassNames, showLineNumbers }: CodeLinesProps): ReactNode {
  return code
    .split('\n')
    .map((text, i) => (
      <Line
        key={i}
        line={[{ types: ['plain'], content: text || '\n', empty: !text }]}
        getLineProps={plainLineProps}
        getTokenProps={plainTokenProps}
        classNames={lineClassNames[i]}
        showLineNumbers={showLineNumbers}
      />
    ));
}

const EMPTY_HTML = { __html: '' };

interface Props extends CodeLinesProps {
  className?: string;
}

export default function CodeLines({ className, ...lines }: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  // Keep the server's markup only for the code it was made from.
  const hydrating = useHydratingRender();
  const [serverCode] = useState(() => (hydrating ? `${lines.language}\n${lines.code}` : null));
  const [keepServerMarkup, setKeepServerMarkup] = useState(serverCode !== null);
  const keep = keepServerMarkup && serverCode === `${lines.language}\n${lines.code}`;

  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeepServerMarkup(false);
  }, [keep]);

  if (typeof window === 'undefined') {
    return <code className={className}>{loaded ? createElement(loaded, lines) : <PlainLines {...lines} />}</code>;
  }
  if (keep) {
    return <code ref={ref} className={className} dangerouslySetInnerHTML={EMPTY_HTML} suppressHydrationWarning />;
  }
  return (
    <code ref={ref} className={className}>
      <LazyPart
        load={loadHighlightedLines}
        props={lines}
        loading={<PlainLines {...lines} />}
        failed={(retry) => (
          <>
            <PlainLines {...lines} />
            <RetryNote onRetry={retry}>The colours of this code could not be loaded.</RetryNote>
          </>
        )}
      />
    </code>
  );
}
