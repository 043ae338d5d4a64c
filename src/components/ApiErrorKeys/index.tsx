import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { apiFor, messageKeysFor } from '@site/src/data/api';
import { callAnchor, releaseOf, withCode } from '@site/src/components/ApiCall/format';
import styles from '@site/src/components/ApiCall/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';

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
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <code>messageKey</code> values in BigBlueButton {releaseOf(version)}
        </caption>
        <thead>
          <tr>
            <th scope="col">messageKey</th>
            <th scope="col">returncode</th>
            <th scope="col">Meaning</th>
            <th scope="col">What to do</th>
            <th scope="col">Returned by</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((entry) => {
            const returnedBy = calls.filter((call) => call.messageKeys.includes(entry.key));
            return (
              <tr key={entry.key}>
                <th scope="row" className={styles.name}>
                  {entry.key}
                </th>
                <td>{entry.returncode}</td>
                <td>
                  {withCode(entry.meaning)}
                  {entry.addedIn && <span className={styles.detail}>Returned from {entry.addedIn} on.</span>}
                </td>
                <td>{entry.action ? withCode(entry.action) : '–'}</td>
                <td>
                  {returnedBy.map((call, index) => (
                    <span key={call.name}>
                      {index > 0 && ', '}
                      <a href={`#${callAnchor(call.name)}`}>
                        <code>{call.name}</code>
                      </a>
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default function ApiErrorKeys(props: ApiErrorKeysProps): ReactNode {
  return (
    <StaticIsland className={styles.wrapper}>
      <ApiErrorKeysContent {...props} />
    </StaticIsland>
  );
}
