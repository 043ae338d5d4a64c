import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { docPath } from '@site/src/data/docIds';
import type { DiagnosisFix } from '@site/src/data/support/diagnoses';
import type { DocVersion } from '@site/src/data/versions';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

/** A fix: what to do and the sections of this release's pages that explain it. */
export default function FixCard({ version, fix }: { version: DocVersion; fix: DiagnosisFix }): ReactNode {
  return (
    <div className={styles.fix} data-fix={fix.id}>
      <p className={styles.fixTitle}>Fix: {fix.title}</p>
      <p>{inlineCode(fix.text)}</p>
      <p className={styles.links}>
        Read:{' '}
        {fix.links.map((link, index) => (
          <span key={`${link.docId}#${link.anchor}`}>
            {index > 0 && ' · '}
            <Link to={`${docPath(version, link.docId)}#${link.anchor}`}>{link.label}</Link>
          </span>
        ))}
      </p>
    </div>
  );
}
