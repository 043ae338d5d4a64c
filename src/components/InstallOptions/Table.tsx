import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { installOptionsFor } from '@site/src/data/admin/installOptions';
import { renderInline } from './renderInline';
import styles from './styles.module.css';

export interface InstallOptionsProps {
  /** Docs version whose bbb-install options are listed. */
  version: DocVersion;
}

/** The bbb-install option table of one release. */
export default function InstallOptions({ version }: InstallOptionsProps): ReactNode {
  const { release, installer } = RELEASES[version];
  const options = installOptionsFor(version);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Options of {installer.script} for BigBlueButton {release}
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Argument</th>
            <th scope="col">What it does</th>
            <th scope="col">Releases</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.flag}>
              <th scope="row" className={styles.flag}>
                <code>{option.flag}</code>
                {option.kind === 'env' ? <span className={styles.note}>environment variable</span> : null}
                {option.required ? <span className={styles.required}>required</span> : null}
              </th>
              <td className={styles.flag}>{option.argument ? <code>{option.argument}</code> : '(none)'}</td>
              <td>{renderInline(option.description)}</td>
              <td className={styles.release}>{option.availability}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
