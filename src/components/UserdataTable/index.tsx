import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  USERDATA_CATEGORIES,
  introducedLabel,
  userdataFor,
  type UserdataCategory,
} from '@site/src/data/admin/userdata';
import styles from './styles.module.css';

export interface UserdataTableProps {
  /** Docs version whose HTML5 client is described. */
  version: DocVersion;
  /** Only the parameters of this category; all categories when omitted. */
  category?: UserdataCategory;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The `userdata-bbb_*` join parameters the HTML5 client of one release reads,
 * one row group per category. Plain semantic HTML, no browser APIs.
 */
export default function UserdataTable({ version, category }: UserdataTableProps): ReactNode {
  const categories = category ? [category] : [...USERDATA_CATEGORIES];
  const total = userdataFor(version, category).length;
  if (total === 0) {
    return <p className={styles.empty}>The HTML5 client of this release reads no parameters of this kind.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Join parameters read by the HTML5 client of BigBlueButton {RELEASES[version].release}
        </caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Value</th>
            <th scope="col">Default</th>
            <th scope="col">What it does</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        {categories.map((name) => {
          const params = userdataFor(version, name);
          if (params.length === 0) return null;
          return (
            <tbody key={name}>
              <tr>
                <th scope="rowgroup" colSpan={5} className={styles.group}>
                  {name}
                </th>
              </tr>
              {params.map((param) => (
                <tr key={param.name} id={param.name}>
                  <th scope="row" className={styles.name}>
                    <code>{param.name}</code>
                  </th>
                  <td>{param.type}</td>
                  <td>{withCode(param.defaultValue)}</td>
                  <td>{withCode(param.description)}</td>
                  <td className={styles.since}>{introducedLabel(param)}</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
