import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { callFor } from '@site/src/data/api';
import { sinceLabel } from '@site/src/components/api/format';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiParamValuesProps {
  /** Docs version whose values are listed. */
  version: DocVersion;
  /** Call name, e.g. "create". */
  name: string;
  /** Parameter whose values are listed, e.g. "disabledFeatures". */
  param: string;
}

/** Table of the values one parameter accepts in one release, with the release that added each. */
export default function ApiParamValues({ version: pageVersion, name, param }: OnPage<ApiParamValuesProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const found = callFor(version, name)?.params.find((candidate) => candidate.name === param);
  const values = found?.values ?? [];
  if (values.length === 0) {
    return (
      <p className={styles.empty}>
        <code>{param}</code> has no listed values in BigBlueButton {releaseOf(version)}.
      </p>
    );
  }
  return (
    <StaticIsland>
      <DataTable
        renderWhenNear
        caption={
          <>
            Values of <code>{param}</code> in BigBlueButton {releaseOf(version)}
          </>
        }
        columns={[
          { header: 'Value', rowHeader: true, className: styles.name, cell: (value) => value.value },
          {
            header: 'What it switches off or selects',
            cell: (value) => (
              <>
                {inlineCode(value.description)}
                {value.unconfirmed && (
                  <span className={styles.caution}>
                    <strong>Unconfirmed:</strong> {inlineCode(value.unconfirmed)}
                  </span>
                )}
              </>
            ),
          },
          { header: 'Since', className: styles.nowrap, cell: (value) => sinceLabel(value) },
        ]}
        rows={values}
        rowKey={(value) => value.value}
      />
    </StaticIsland>
  );
}
