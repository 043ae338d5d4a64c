import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { callFor } from '@site/src/data/api';
import { releaseOf, sinceLabel, withCode } from '@site/src/components/ApiCall/format';
import styles from '@site/src/components/ApiCall/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';

export interface ApiParamValuesProps {
  /** Docs version whose values are listed. */
  version: DocVersion;
  /** Call name, e.g. "create". */
  name: string;
  /** Parameter whose values are listed, e.g. "disabledFeatures". */
  param: string;
}

/** Table of the values one parameter accepts in one release, with the release that added each. */
export default function ApiParamValues({ version, name, param }: ApiParamValuesProps): ReactNode {
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
    <StaticIsland className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Values of <code>{param}</code> in BigBlueButton {releaseOf(version)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">What it switches off or selects</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value) => (
            <tr key={value.value}>
              <th scope="row" className={styles.name}>
                {value.value}
              </th>
              <td>
                {withCode(value.description)}
                {value.unconfirmed && (
                  <span className={styles.caution}>
                    <strong>Unconfirmed:</strong> {withCode(value.unconfirmed)}
                  </span>
                )}
              </td>
              <td className={styles.nowrap}>{sinceLabel(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaticIsland>
  );
}
