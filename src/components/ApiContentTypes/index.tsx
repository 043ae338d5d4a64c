import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { acceptedContentTypes, apiFor, contentTypeRulesFor } from '@site/src/data/api';
import { callAnchor } from '@site/src/components/api/format';
import styles from '@site/src/components/api/styles.module.css';
import DataTable from '@site/src/components/DataTable';
import { staticIsland } from '@site/src/components/StaticIsland';
import { releaseOf } from '@site/src/data/versions';

export interface ApiContentTypesProps {
  /** Docs version whose POST rules are listed. */
  version: DocVersion;
}

/** Which Content-Type each POST-capable call accepts in one release. */
function ApiContentTypesContent({ version }: ApiContentTypesProps): ReactNode {
  const rules = contentTypeRulesFor(version);
  const calls = apiFor(version).filter((call) => call.methods.includes('POST'));
  return (
    <DataTable
      renderWhenNear
      caption={
        rules.enforced
          ? `Accepted Content-Type of POST requests in BigBlueButton ${releaseOf(version)}${
              rules.enforcedFrom ? ` (checked from ${rules.enforcedFrom})` : ''
            }`
          : `Body formats of POST requests in BigBlueButton ${releaseOf(version)} (the header is not checked)`
      }
      columns={[
        {
          header: 'Call',
          rowHeader: true,
          className: styles.name,
          cell: (call) => <a href={`#${callAnchor(call.name)}`}>{call.name}</a>,
        },
        {
          header: 'Content-Type',
          cell: (call) =>
            acceptedContentTypes(version, call.name).length === 0
              ? `POST is no longer accepted${rules.enforcedFrom ? ` from ${rules.enforcedFrom}` : ''}: use GET.`
              : acceptedContentTypes(version, call.name).map((type, index) => (
                  <span key={type}>
                    {index > 0 && ', '}
                    <code>{type}</code>
                  </span>
                )),
        },
      ]}
      rows={calls}
      rowKey={(call) => call.name}
    />
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default staticIsland<ApiContentTypesProps>({ content: ApiContentTypesContent });
