import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { bbbRecordOptionsFor, type BbbRecordGroup } from '@site/src/data/dev/bbbRecord';
import styles from './styles.module.css';

export interface BbbRecordOptionsProps {
  /** Docs version whose `bbb-record` options are listed. */
  version: DocVersion;
  /** Only the options of this group of the help text; all groups when omitted. */
  group?: BbbRecordGroup;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * Table of the options of the `bbb-record` utility of one release: what each
 * option does, whether it needs root or deletes data, and a command line to
 * paste. Plain semantic HTML, no browser APIs.
 */
export default function BbbRecordOptions({ version, group }: BbbRecordOptionsProps): ReactNode {
  const options = bbbRecordOptionsFor(version, group);
  const release = RELEASES[version].release;
  if (options.length === 0) {
    return <p className={styles.plain}>bbb-record has no options of this kind in BigBlueButton {release}.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          bbb-record options in BigBlueButton {release}
          {group ? ` (${group.toLowerCase()})` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">What it does</th>
            <th scope="col">Runs as</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.flag} id={`bbb-record${option.flag.replace(/^-+/, '-')}`}>
              <th scope="row" className={styles.flag}>
                {option.flag}
                {option.argument && <span className={styles.argument}>{option.argument}</span>}
              </th>
              <td>
                {withCode(option.summary)}
                {option.destructive && (
                  <span className={styles.note}>
                    <span className={`${styles.badge} ${styles.destructive}`}>Deletes data</span>
                  </span>
                )}
              </td>
              <td>
                {option.needsRoot ? (
                  <span className={`${styles.badge} ${styles.root}`}>root (sudo)</span>
                ) : (
                  <span className={styles.plain}>any user</span>
                )}
              </td>
              <td>
                <code className={styles.example}>{option.example}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
