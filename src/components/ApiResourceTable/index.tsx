import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { DocVersion } from '@site/src/data/versions';
import { API_GROUPS, apiFor, type ApiGroup } from '@site/src/data/api';
import { callAnchor, releaseOf, withCode } from '@site/src/components/ApiCall/format';
import styles from '@site/src/components/ApiCall/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';

export interface ApiResourceTableProps {
  /** Docs version whose calls are listed. */
  version: DocVersion;
  /** Only this resource group; all groups when omitted. */
  group?: ApiGroup;
}

/** Overview of the calls of one release: name (linked to its section), HTTP methods and purpose. */
function ApiResourceTableContent({ version, group }: ApiResourceTableProps): ReactNode {
  const calls = apiFor(version).filter((call) => !group || call.group === group);
  const title = group ? API_GROUPS.find((entry) => entry.id === group)?.title : 'All';
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {title} calls in BigBlueButton {releaseOf(version)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">Methods</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.name}>
              <th scope="row" className={styles.name}>
                <a href={`#${callAnchor(call.name)}`}>{call.name}</a>
              </th>
              <td className={styles.nowrap}>
                <span className={styles.metaItem}>
                  {call.methods.map((method) => (
                    <span key={method} className={clsx('badge badge--primary', styles.method)}>
                      {method}
                    </span>
                  ))}
                </span>
              </td>
              <td>{withCode(call.summary)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default function ApiResourceTable(props: ApiResourceTableProps): ReactNode {
  return (
    <StaticIsland className={styles.wrapper}>
      <ApiResourceTableContent {...props} />
    </StaticIsland>
  );
}
