import { useId, useState, type ReactNode } from 'react';

import { readBbbConf } from '@site/src/lib/tools/bbbConfReader';
import type { BbbConfReaderProps } from './index';
import Reading from './Reading';
import toolStyles from '@site/src/css/tool.module.css';
import styles from './styles.module.css';
import { TOOL_FORM } from '@site/src/components/ToolPart';

/** The interactive reader: the pasted text stays in this component's state. */
export default function Tool({ version }: BbbConfReaderProps): ReactNode {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <div className={toolStyles.root} data-testid="bbb-conf-reader" data-tool="bbb-conf-reader" {...TOOL_FORM}>
      <p className={toolStyles.title}>Explain bbb-conf output</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-output`}>Output of sudo bbb-conf --check or bbb-conf --version</label>
        <textarea
          id={`${id}-output`}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'BigBlueButton Server 3.0.12 (2841)\n…\n# Potential problems described below\n…'}
        />
        <span className={toolStyles.help}>It stays in this page: not in the address, not stored, not sent.</span>
      </div>
      <div role="status" aria-live="polite">
        {text.trim() !== '' && <Reading reading={readBbbConf(text)} version={version} />}
      </div>
    </div>
  );
}
