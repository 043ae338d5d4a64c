import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { BBB_CONF_GROUPS, bbbConfOptionsFor, type BbbConfGroup } from '@site/src/data/admin/bbbConf';
import styles from './styles.module.css';

export interface BbbConfOptionsProps {
  /** Docs version whose bbb-conf is described. */
  version: DocVersion;
  /** Only the options of this group; all three groups when omitted. */
  group?: BbbConfGroup;
  /** Link each option to its `#anchor` heading (only on the bbb-conf page itself). */
  linkHeadings?: boolean;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The options of bbb-conf in one release, grouped as the usage text groups
 * them. Plain semantic HTML: one row group per heading of the usage text.
 */
export default function BbbConfOptions({ version, group, linkHeadings = false }: BbbConfOptionsProps): ReactNode {
  const groups = group ? [group] : [...BBB_CONF_GROUPS];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Options of bbb-conf in BigBlueButton {RELEASES[version].release}</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Argument</th>
            <th scope="col">Needs root</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        {groups.map((name) => {
          const options = bbbConfOptionsFor(version, name);
          if (options.length === 0) return null;
          return (
            <tbody key={name}>
              <tr>
                <th scope="rowgroup" colSpan={4} className={styles.group}>
                  {name}
                </th>
              </tr>
              {options.map((option) => {
                const note = option.notes?.[version];
                return (
                  <tr key={option.flag}>
                    <th scope="row" className={styles.flag}>
                      {linkHeadings ? (
                        <a href={`#${option.anchor}`}>
                          <code>{option.flag}</code>
                        </a>
                      ) : (
                        <code>{option.flag}</code>
                      )}
                    </th>
                    <td>{option.argument ? <code>{option.argument}</code> : 'none'}</td>
                    <td>{option.needsRoot ? 'yes' : 'no'}</td>
                    <td>
                      {withCode(option.meaning)}
                      {note && <span className={styles.note}>{withCode(note)}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
