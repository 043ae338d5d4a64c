import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { cloudInstanceHints, requirementRows, type RequirementKind } from '@site/src/data/admin/requirements';
import styles from './styles.module.css';

export interface ServerRequirementsProps {
  /** Docs version whose operating system and figures are shown. */
  version: DocVersion;
  /** Production minimums (default) or the relaxed figures for a development box. */
  kind?: RequirementKind;
  /** Also list cloud instance types that meet the production figures. */
  showCloud?: boolean;
}

/** The minimum server sizing of one release. */
export default function ServerRequirements({
  version,
  kind = 'production',
  showCloud = false,
}: ServerRequirementsProps): ReactNode {
  const { release } = RELEASES[version];
  const rows = requirementRows(version, kind);
  const title =
    kind === 'production'
      ? `Minimum production server for BigBlueButton ${release}`
      : `Minimum development or test server for BigBlueButton ${release}`;
  return (
    <>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Requirement</th>
              <th scope="col">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.label}>
                  {row.label}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
