/**
 * The lines of a code block, with Prism kept out of the first load.
 *
 * - On the server the lines are highlighted, so every page's HTML carries
 *   coloured code, with or without JavaScript.
 * - When a page is hydrated, that HTML is kept as it is (src/lib/useServerHtml.ts),
 *   so Prism is not loaded for code that is already highlighted.
 * - When a block is rendered in the browser (a page reached by a link, code
 *   built by a component), its lines show as plain text at once and are
 *   highlighted when the Prism chunk has loaded, once per visit. If the chunk
 *   cannot be fetched, the plain lines stay, with a note and a Retry button
 *   (src/components/LazyPart).
 */
import { createElement, type ReactNode } from 'react';

import Line from '@theme/CodeBlock/Line';
import clsx from 'clsx';
import type { LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';

import LazyPart, { RetryNote, type PartLoader } from '@site/src/components/LazyPart';
import { preloadOnServer } from '@site/src/lib/preloadOnServer';
import { useServerHtml } from '@site/src/lib/useServerHtml';

import type { CodeLinesProps } from './types';

const loadHighlightedLines: PartLoader<CodeLinesProps> = () =>
  import(/* webpackChunkName: "prism-highlighting" */ './HighlightedLines');

/** The highlighted lines, on the server (src/lib/preloadOnServer.ts). */
const highlightedLinesOnServer = preloadOnServer(loadHighlightedLines);

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

interface Props extends CodeLinesProps {
  className?: string;
}

export default function CodeLines({ className, ...lines }: Props): ReactNode {
  // Keep the server's markup only for the code it was made from.
  const { ref, keep, keepProps } = useServerHtml<HTMLElement>(`${lines.language}\n${lines.code}`);

  if (typeof window === 'undefined') {
    const highlighted = highlightedLinesOnServer();
    return (
      <code className={className}>{highlighted ? createElement(highlighted, lines) : <PlainLines {...lines} />}</code>
    );
  }
  if (keep) return <code ref={ref} className={className} {...keepProps} />;
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
