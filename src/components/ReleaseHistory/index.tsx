import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import {
  EARLIER_RELEASES,
  RELEASE_LINES,
  formatReleaseDate,
  hasReleaseNotes,
  releaseTagUrl,
  type BuildKind,
} from '@site/src/data/releases/history';
import styles from './styles.module.css';

export interface ReleaseHistoryProps {
  /** Docs version whose release line is listed. */
  version: DocVersion;
  /** `line` (default): builds of this release line. `earlier`: major releases up to 2.2. */
  part?: 'line' | 'earlier';
}

const KIND_LABELS: Record<BuildKind, string> = {
  'pre-release': 'Pre-release',
  general: 'General release',
  point: 'Point release',
};

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Highlights({ items }: { items: readonly string[] }): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{withCode(item)}</li>
      ))}
    </ul>
  );
}

function EarlierReleases(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Major releases up to 2.2</caption>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">Released</th>
            <th scope="col">Highlights</th>
          </tr>
        </thead>
        <tbody>
          {EARLIER_RELEASES.map((entry) => (
            <tr key={entry.release} id={`release-${entry.release.replace(/\./g, '-')}`}>
              <th scope="row" className={styles.release}>
                {entry.release}
                {entry.codeName && <span className={styles.codeName}>{entry.codeName}</span>}
              </th>
              <td className={styles.date}>
                {entry.date ? formatReleaseDate(entry.date) : <span className={styles.muted}>{entry.dateNote}</span>}
              </td>
              <td>
                <Highlights items={entry.highlights} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Release history for the release notes pages: the builds of one release
 * line with links to their GitHub tags, or the earlier major releases.
 */
export default function ReleaseHistory({ version, part = 'line' }: ReleaseHistoryProps): ReactNode {
  if (part === 'earlier') return <EarlierReleases />;
  if (!hasReleaseNotes(version)) {
    return <p className={styles.muted}>Release notes for this version are published with each tag on GitHub.</p>;
  }
  const line = RELEASE_LINES[version];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>BigBlueButton {line.line} release line</caption>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">Type</th>
            <th scope="col">Highlights</th>
          </tr>
        </thead>
        <tbody>
          {line.releases.map((entry) => (
            <tr key={entry.tag}>
              <th scope="row" className={styles.release}>
                <a href={releaseTagUrl(entry.tag)}>{entry.label}</a>
              </th>
              <td>{KIND_LABELS[entry.kind]}</td>
              <td>
                <Highlights items={entry.highlights} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
