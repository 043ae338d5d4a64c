/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// CUSTOM CODE START: where this file comes from
// Ejected from @docusaurus/theme-classic 3.7.0, src/theme/CodeBlock/Content/String.tsx. Outside the CUSTOM
// CODE blocks it is upstream's file byte for byte; a block's "// - " lines are the upstream lines it replaces
// (tests/unit/theme-ejected.test.ts checks both; UPGRADING.md says how to carry an upgrade over).
// The same block (title, lines, word-wrap and copy buttons), with the lines drawn by src/components/CodeLines
// so that Prism loads only when code has to be highlighted in the browser, with no inline colours (the
// stylesheet of plugins/code-highlighting sets them), and with word wrap measured by one observer shared by
// all blocks (src/lib/codeWordWrap.ts).
// CUSTOM CODE END
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// CUSTOM CODE START: no Prism theme (colours come from a stylesheet), word wrap from src/lib/codeWordWrap.ts
// - import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
// - import {
// -   parseCodeBlockTitle,
// -   parseLanguage,
// -   parseLines,
// -   containsLineNumbers,
// -   useCodeWordWrap,
// - } from '@docusaurus/theme-common/internal';
// - import {Highlight, type Language} from 'prism-react-renderer';
// - import Line from '@theme/CodeBlock/Line';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
} from '@docusaurus/theme-common/internal';
import CodeLines from '@site/src/components/CodeLines';
import {useCodeWordWrap} from '@site/src/lib/codeWordWrap';
// CUSTOM CODE END
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';

// CUSTOM CODE START: upstream's stylesheet itself rather than a copy (UPGRADING.md, non-public files)
// - import styles from './styles.module.css';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// CUSTOM CODE END

// Prism languages are always lowercase
// We want to fail-safe and allow both "php" and "PHP"
// See https://github.com/facebook/docusaurus/issues/9012
function normalizeLanguage(language: string | undefined): string | undefined {
  return language?.toLowerCase();
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = normalizeLanguage(
    languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage,
  );

  // CUSTOM CODE START: no Prism theme: colours come from the stylesheet of plugins/code-highlighting
// -   const prismTheme = usePrismTheme();
  // CUSTOM CODE END
  const wordWrap = useCodeWordWrap();

  // We still parse the metastring in case we want to support more syntax in the
  // future. Note that MDX doesn't strip quotes when parsing metastring:
  // "title=\"xyz\"" => title: "\"xyz\""
  const title = parseCodeBlockTitle(metastring) || titleProp;

  const {lineClassNames, code} = parseLines(children, {
    metastring,
    language,
    magicComments,
  });
  const showLineNumbers =
    showLineNumbersProp ?? containsLineNumbers(metastring);
  // CUSTOM CODE START: the language CodeLines highlights with
  const prismLanguage = language ?? 'text';
  // CUSTOM CODE END

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language &&
          !blockClassName.includes(`language-${language}`) &&
          `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* CUSTOM CODE START: lines drawn by src/components/CodeLines (the server's markup kept at hydration, Prism loaded only for code rendered in the browser), no inline style */}
        {
// -         <Highlight
// -           theme={prismTheme}
// -           code={code}
// -           language={(language ?? 'text') as Language}>
// -           {({className, style, tokens, getLineProps, getTokenProps}) => (
// -             <pre
// -               /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
// -               tabIndex={0}
// -               ref={wordWrap.codeBlockRef}
// -               className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
// -               style={style}>
// -               <code
// -                 className={clsx(
// -                   styles.codeBlockLines,
// -                   showLineNumbers && styles.codeBlockLinesWithNumbering,
// -                 )}>
// -                 {tokens.map((line, i) => (
// -                   <Line
// -                     key={i}
// -                     line={line}
// -                     getLineProps={getLineProps}
// -                     getTokenProps={getTokenProps}
// -                     classNames={lineClassNames[i]}
// -                     showLineNumbers={showLineNumbers}
// -                   />
// -                 ))}
// -               </code>
// -             </pre>
// -           )}
// -         </Highlight>
        }
        <pre
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}>
          <CodeLines
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            code={code}
            language={prismLanguage}
            lineClassNames={lineClassNames}
            showLineNumbers={showLineNumbers}
          />
        </pre>
        {/* CUSTOM CODE END */}
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
