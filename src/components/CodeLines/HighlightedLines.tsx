/**
 * The highlighted lines of a code block: Prism, with the languages the site
 * configures, loaded as a chunk of its own (see ./index.tsx). Tokens carry
 * only class names; their colours come from the stylesheet the
 * code-highlighting plugin generates from config/prism.ts, so the same
 * markup is right in both colour modes.
 */
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type { ReactNode } from 'react';

import type { CodeLinesProps } from './types';

prismIncludeLanguages(Prism);

/** No inline styles: the stylesheet colours the token classes. */
const CLASS_ONLY_THEME: PrismTheme = { plain: {}, styles: [] };

export default function HighlightedLines({
  code,
  language,
  lineClassNames,
  showLineNumbers,
}: CodeLinesProps): ReactNode {
  return (
    <Highlight theme={CLASS_ONLY_THEME} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
