/** What a code block's lines are made of, whether highlighted yet or not. */
export interface CodeLinesProps {
  /** The code, without the magic comments the theme strips. */
  code: string;
  /** A Prism language name, lower case; `text` for none. */
  language: string;
  /** Extra classes per line number (0-based), from `{1,3-4}` ranges and magic comments. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}
