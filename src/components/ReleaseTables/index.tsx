import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  AREA_LABELS,
  KIND_LABELS,
  RELEASE_HIGHLIGHTS,
  SCOPE_LABELS,
  configChangesFor,
  highlightsFor,
  type ChangeKind,
  type ConfigChange,
  type ConfigScope,
  type HighlightArea,
} from '@site/src/data/releases/highlights';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

/** Renders a comma-separated list of keys as separate <code> elements. */
function keyList(keys: string): ReactNode[] {
  return keys.split(', ').map((key, index) => (
    <span key={key}>
      {index > 0 && ', '}
      <code>{key}</code>
    </span>
  ));
}

export interface HighlightTableProps {
  /** Docs version whose features are listed. */
  version: DocVersion;
  /** Only features of these areas; all areas when omitted. */
  areas?: HighlightArea[];
}

/** Summary table of a release's headline features, with the setting that controls each. */
export function HighlightTable({ version: pageVersion, areas }: OnPage<HighlightTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = highlightsFor(version).filter((h) => areas === undefined || areas.includes(h.area));
  const release = releaseOf(version);
  if (rows.length === 0) {
    return <p className={styles.empty}>No features of this kind are recorded for BigBlueButton {release}.</p>;
  }
  return (
    <DataTable
      caption={`New in BigBlueButton ${release} at a glance`}
      columns={[
        { header: 'Feature', rowHeader: true, className: styles.feature, cell: (h) => inlineCode(h.title) },
        { header: 'Area', cell: (h) => AREA_LABELS[h.area] },
        {
          header: 'Setting or parameter',
          cell: (h) => (h.control !== undefined ? inlineCode(h.control) : 'On by default'),
        },
        { header: 'Since', className: styles.nowrap, cell: (h) => h.since ?? release },
      ]}
      rows={rows}
      rowKey={(h) => h.id}
    />
  );
}

export interface UpgradedComponentsTableProps {
  /** Docs version whose component upgrades are listed. */
  version: DocVersion;
}

/** Table of the key libraries and runtimes a release upgraded. */
export function UpgradedComponentsTable({ version: pageVersion }: OnPage<UpgradedComponentsTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = RELEASE_HIGHLIGHTS[version].upgradedComponents;
  const release = releaseOf(version);
  return (
    <DataTable
      caption={`Components upgraded in BigBlueButton ${release}`}
      columns={[
        { header: 'Component', rowHeader: true, cell: (c) => c.name },
        { header: 'Version', className: styles.nowrap, cell: (c) => c.version ?? 'new' },
        { header: 'Notes', cell: (c) => c.note ?? '' },
      ]}
      rows={rows}
      rowKey={(c) => c.name}
    />
  );
}

export interface ConfigChangeTableProps {
  /** Docs version whose configuration changes are listed. */
  version: DocVersion;
  /** Only changes in these places (bbb-web properties, client settings, API parameters ...); all when omitted. */
  scopes?: ConfigScope[];
  /** Only changes of this kind. */
  kind?: ChangeKind;
}

const KIND_ORDER: readonly ChangeKind[] = ['removed', 'deprecated', 'changed', 'added'];

/**
 * Table of the configuration keys a release removed, changed or added,
 * sorted by kind. Pre-release changes that may still move are marked.
 */
export function ConfigChangeTable({ version: pageVersion, scopes, kind }: OnPage<ConfigChangeTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const release = releaseOf(version);
  const rows = configChangesFor(version, undefined, kind)
    .filter((c) => scopes === undefined || scopes.includes(c.scope))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  if (rows.length === 0) {
    return <p className={styles.empty}>No changes of this kind are recorded for BigBlueButton {release}.</p>;
  }
  const single = scopes !== undefined && scopes.length === 1 ? scopes[0] : undefined;
  const caption =
    single === undefined
      ? `Configuration and API changes in BigBlueButton ${release}`
      : `${SCOPE_LABELS[single]} changes in BigBlueButton ${release}`;
  return (
    <DataTable
      caption={caption}
      columns={[
        { header: 'Key', rowHeader: true, className: styles.key, cell: (c: ConfigChange) => keyList(c.key) },
        single === undefined && { header: 'Where', cell: (c: ConfigChange) => SCOPE_LABELS[c.scope] },
        {
          header: 'Change',
          className: styles.nowrap,
          cell: (c) => (
            <>
              {KIND_LABELS[c.kind]}
              {c.tentative === true && <span className={styles.badge}>pre-release</span>}
            </>
          ),
        },
        { header: 'Details', cell: (c) => inlineCode(c.detail) },
        { header: 'Since', className: styles.nowrap, cell: (c) => c.since ?? release },
      ]}
      rows={rows}
      rowKey={(c) => `${c.scope}:${c.key}`}
    />
  );
}
