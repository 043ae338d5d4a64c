import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { apiFor, messageKeysFor } from '@site/src/data/api';
import { callAnchor } from '@site/src/components/api/format';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { staticIsland } from '@site/src/components/StaticIsland';
import { releaseOf } from '@site/src/data/versions';

export interface ApiErrorKeysProps {
  /** Docs version whose message keys are listed. */
  version: DocVersion;
  /** `FAILED` lists errors only, `SUCCESS` informational keys only; both when omitted. */
  returncode?: 'SUCCESS' | 'FAILED';
}

/** Table of the `messageKey` values of one release, with the calls that return each. */
function ApiErrorKeysContent({ version, returncode }: ApiErrorKeysProps): ReactNode {
  const calls = apiFor(version);
  const keys = messageKeysFor(version).filter((entry) => !returncode || entry.returncode === returncode);
  return (
    <DataTable
      renderWhenNear
      caption={
        <>
          <code>messageKey</code> values in BigBlueButton {releaseOf(version)}
        </>
      }
      columns={[
        { header: 'messageKey', rowHeader: true, className: styles.name, cell: (entry) => entry.key },
        { header: 'returncode', cell: (entry) => entry.returncode },
        {
          header: 'Meaning',
          cell: (entry) => (
            <>
              {inlineCode(entry.meaning)}
              {entry.addedIn && <span className={styles.detail}>Returned from {entry.addedIn} on.</span>}
            </>
          ),
        },
        { header: 'What to do', cell: (entry) => (entry.action ? inlineCode(entry.action) : '–') },
        {
          header: 'Returned by',
          cell: (entry) =>
            calls
              .filter((call) => call.messageKeys.includes(entry.key))
              .map((call, index) => (
                <span key={call.name}>
                  {index > 0 && ', '}
                  <a href={`#${callAnchor(call.name)}`}>
                    <code>{call.name}</code>
                  </a>
                </span>
              )),
        },
      ]}
      rows={keys}
      rowKey={(entry) => entry.key}
      rowAttributes={(entry) => ({ id: `message-key-${entry.key}` })}
    />
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default staticIsland<ApiErrorKeysProps>({ content: ApiErrorKeysContent });
