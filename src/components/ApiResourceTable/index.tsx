import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { DocVersion } from '@site/src/data/versions';
import { API_GROUPS, apiFor, type ApiGroup } from '@site/src/data/api';
import { callAnchor } from '@site/src/components/api/format';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { staticIsland } from '@site/src/components/StaticIsland';
import { releaseOf } from '@site/src/data/versions';

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
    <DataTable
      renderWhenNear
      caption={`${title} calls in BigBlueButton ${releaseOf(version)}`}
      columns={[
        {
          header: 'Call',
          rowHeader: true,
          className: styles.name,
          cell: (call) => <a href={`#${callAnchor(call.name)}`}>{call.name}</a>,
        },
        {
          header: 'Methods',
          className: styles.nowrap,
          cell: (call) => (
            <span className={styles.metaItem}>
              {call.methods.map((method) => (
                <span key={method} className={clsx('badge badge--primary', styles.method)}>
                  {method}
                </span>
              ))}
            </span>
          ),
        },
        { header: 'What it does', cell: (call) => inlineCode(call.summary) },
      ]}
      rows={calls}
      rowKey={(call) => call.name}
    />
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default staticIsland<ApiResourceTableProps>({ content: ApiResourceTableContent });
