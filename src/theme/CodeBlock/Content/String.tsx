/**
 * Ejected from the classic theme: the same block (title, lines, word-wrap and
 * copy buttons), with the lines drawn by src/components/CodeLines so that
 * Prism loads only when code has to be highlighted in the browser, with no
 * inline colours (the code-highlighting plugin's stylesheet sets them), and
 * with word wrap measured by one observer shared by all blocks
 * (src/lib/codeWordWrap).
 */
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content/String';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type { ReactNode } from 'react';

import CodeLines from '@site/src/components/CodeLines';
import { useCodeWordWrap } from '@site/src/lib/codeWordWrap';

import styles from './styles.module.css';

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: { defaultLanguage, magicComments },
  } = useThemeConfig();
  // Prism's language names are lower case; accept "PHP" as well as "php".
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const wordWrap = useCodeWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const { lineClassNames, code } = parseLines(children, { metastring, language, magicComments });
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const prismLanguage = language ?? 'text';

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}
        >
          <CodeLines
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            code={code}
            language={prismLanguage}
            lineClassNames={lineClassNames}
            showLineNumbers={showLineNumbers}
          />
        </pre>
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
