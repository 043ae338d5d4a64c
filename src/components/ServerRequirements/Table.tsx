import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  cloudInstanceHints,
  requirementRows,
  type RequirementKind,
  type RequirementRow,
} from '@site/src/data/admin/requirements';
import DataTable, { type Column } from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface ServerRequirementsProps {
  /** Docs version whose operating system and figures are shown. */
  version: DocVersion;
  /** Production minimums (default) or the relaxed figures for a development box. */
  kind?: RequirementKind;
  /** Also list cloud instance types that meet the production figures. */
  showCloud?: boolean;
}

const COLUMNS: readonly Column<RequirementRow>[] = [
  { header: 'Requirement', rowHeader: true, className: styles.label, cell: (row) => row.label },
  { header: 'Minimum', cell: (row) => row.value },
];

/** The minimum server sizing of one release. */
export default function ServerRequirements({
  version,
  kind = 'production',
  showCloud = false,
}: ServerRequirementsProps): ReactNode {
  const { release } = RELEASES[version];
  const title =
    kind === 'production'
      ? `Minimum production server for BigBlueButton ${release}`
      : `Minimum development or test server for BigBlueButton ${release}`;
  return (
    <>
      <DataTable caption={title} columns={COLUMNS} rows={requirementRows(version, kind)} rowKey={(row) => row.key} />
      {showCloud && kind === 'production' ? (
        <ul className={styles.hints}>
          {cloudInstanceHints(version).map((hint) => (
            <li key={hint.provider}>
              <strong>{hint.provider}</strong>: {hint.instances.join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
