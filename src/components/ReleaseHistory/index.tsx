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
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

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

function Highlights({ items }: { items: readonly string[] }): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{inlineCode(item)}</li>
      ))}
    </ul>
  );
}

function EarlierReleases(): ReactNode {
  return (
    <DataTable
      caption="Major releases up to 2.2"
      columns={[
        {
          header: 'Release',
          rowHeader: true,
          className: styles.release,
          cell: (entry) => (
            <>
              {entry.release}
              {entry.codeName && <span className={styles.codeName}>{entry.codeName}</span>}
            </>
          ),
        },
        {
          header: 'Released',
          className: styles.date,
          cell: (entry) =>
            entry.date ? formatReleaseDate(entry.date) : <span className={styles.muted}>{entry.dateNote}</span>,
        },
        { header: 'Highlights', cell: (entry) => <Highlights items={entry.highlights} /> },
      ]}
      rows={EARLIER_RELEASES}
      rowKey={(entry) => entry.release}
      rowAttributes={(entry) => ({ id: `release-${entry.release.replace(/\./g, '-')}` })}
    />
  );
}

/**
 * Release history for the release notes pages: the builds of one release
 * line with links to their GitHub tags, or the earlier major releases.
 */
export default function ReleaseHistory({
  version: pageVersion,
  part = 'line',
}: OnPage<ReleaseHistoryProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  if (part === 'earlier') return <EarlierReleases />;
  if (!hasReleaseNotes(version)) {
    return <p className={styles.muted}>Release notes for this version are published with each tag on GitHub.</p>;
  }
  const line = RELEASE_LINES[version];
  return (
    <DataTable
      caption={`BigBlueButton ${line.line} release line`}
      columns={[
        {
          header: 'Release',
          rowHeader: true,
          className: styles.release,
          cell: (entry) => <a href={releaseTagUrl(entry.tag)}>{entry.label}</a>,
        },
        { header: 'Type', cell: (entry) => KIND_LABELS[entry.kind] },
        { header: 'Highlights', cell: (entry) => <Highlights items={entry.highlights} /> },
      ]}
      rows={line.releases}
      rowKey={(entry) => entry.tag}
    />
  );
}
