import type { ReactNode } from 'react';

/**
 * Renders the `code` spans of a data string as <code> elements. Data files
 * keep their prose in Markdown-like strings (text between backticks is code)
 * so that the same text reads well in tests and in the rendered tables.
 */
export function inlineCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
