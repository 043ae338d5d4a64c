import type { ReactNode } from 'react';

/**
 * Renders the `code` spans of a data string as <code> elements. Data files
 * keep their prose in Markdown-like strings so the same text reads well in
 * tests and in the rendered tables.
 */
export function renderInline(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
