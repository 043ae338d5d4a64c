import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { changelogFor, type ChangelogItem } from '@site/src/data/api';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import StaticIsland from '@site/src/components/StaticIsland';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiChangelogProps {
  /** Docs version of the page: the changelog runs up to this release. */
  version: DocVersion;
}

const VERB: Record<Exclude<ChangelogItem['kind'], 'values' | 'changed' | 'new-call'>, string> = {
  added: 'Added',
  deprecated: 'Deprecated',
  removed: 'Removed',
};

function NameList({ item }: { item: ChangelogItem }): ReactNode {
  return (item.names ?? []).map((entry, index) => (
    <span key={entry.name}>
      {index > 0 && ', '}
      <code>{entry.name}</code>
      {entry.addedIn && ` (${entry.addedIn})`}
      {entry.unconfirmed && ' (unconfirmed)'}
    </span>
  ));
}

function Change({ item }: { item: ChangelogItem }): ReactNode {
  switch (item.kind) {
    case 'new-call':
      return <>New call. {item.text ? inlineCode(item.text) : null}</>;
    case 'changed':
      return <>{item.text ? inlineCode(item.text) : null}</>;
    case 'values':
      return (
        <>
          New <code>{item.param}</code> values: <NameList item={item} />.
        </>
      );
    default:
      return (
        <>
          {VERB[item.kind]} <NameList item={item} />.
        </>
      );
  }
}

const COLUMNS: readonly Column<ChangelogItem>[] = [
  { header: 'Call', className: styles.name, cell: (item) => (item.call === '*' ? 'all calls' : item.call) },
  { header: 'Change', cell: (item) => <Change item={item} /> },
];

/**
 * The "Updates to the API" changelog as seen from one release: older
 * releases first taken from history, then every documented release up to
 * this one, newest first. Derived from the call data.
 */
function ApiChangelogContent({ version }: ApiChangelogProps): ReactNode {
  const entries = changelogFor(version).filter((entry) => entry.items.length > 0);
  const hasUnconfirmed = entries.some((entry) =>
    entry.items.some((item) => (item.names ?? []).some((name) => name.unconfirmed)),
  );
  return (
    <>
      <DataTable
        renderWhenNear
        caption={`API changes up to BigBlueButton ${releaseOf(version)}, newest first`}
        columns={COLUMNS}
        groupHeader="Release"
        groups={entries.map((entry) => ({ key: entry.release, label: entry.release, rows: entry.items }))}
        rowKey={(item, index) => `${item.call}-${item.kind}-${index}`}
      />
      {hasUnconfirmed && (
        <p className={styles.detail}>
          Items marked (unconfirmed) could not be confirmed for every point release; the parameter tables below say what
          to check.
        </p>
      )}
    </>
  );
}

/** Kept as built while the page hydrates: the content (and the data behind it) is computed only when rendered in the browser. */
export default function ApiChangelog(props: OnPage<ApiChangelogProps>): ReactNode {
  const version = useDocVersion(props.version);
  return (
    <StaticIsland>
      <ApiChangelogContent {...props} version={version} />
    </StaticIsland>
  );
}
