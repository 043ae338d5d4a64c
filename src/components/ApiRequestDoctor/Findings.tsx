import type { ReactNode } from 'react';

import type { Finding } from '@site/src/lib/tools/apiDoctor';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

const LABEL: Record<Finding['severity'], string> = { cause: 'Cause', warning: 'Warning', info: 'Note' };

/** The findings of a diagnosis: the main one as a sentence with its fix, the others below. */
export default function Findings({ findings }: { findings: readonly Finding[] }): ReactNode {
  if (findings.length === 0) {
    return <p className={styles.main}>Nothing wrong found without the secret. Add the secret to check the checksum.</p>;
  }
  const [main, ...others] = findings;
  return (
    <>
      <p className={styles.main} data-kind={main.kind} data-testid="doctor-main">
        <strong>{LABEL[main.severity]}:</strong> {inlineCode(main.sentence)} <strong>Fix:</strong>{' '}
        {inlineCode(main.fix)}
      </p>
      {others.length > 0 && (
        <ul className={styles.others}>
          {others.map((finding) => (
            <li key={`${finding.kind}-${finding.sentence}`} data-kind={finding.kind}>
              <strong>{LABEL[finding.severity]}:</strong> {inlineCode(finding.sentence)} {inlineCode(finding.fix)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
