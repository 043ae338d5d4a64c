import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import type { ComposedInstall } from '@site/src/lib/tools/installCommand';
import form from '../ToolPart/form.module.css';

/** The composed command and its warnings (the same markup with or without the form). */
export default function Output({ version, result }: { version: DocVersion; result: ComposedInstall }): ReactNode {
  return (
    <div data-testid="install-output">
      {result.warnings.length > 0 && (
        <ul className={form.warnings} aria-label="Warnings">
          {result.warnings.map((w) => (
            <li key={w.code + w.message} className={form.warning} data-warning={w.code}>
              {w.message}
            </li>
          ))}
        </ul>
      )}
      <CodeBlock language="bash" title={`Install BigBlueButton ${RELEASES[version].release}`}>
        {result.command}
      </CodeBlock>
    </div>
  );
}
