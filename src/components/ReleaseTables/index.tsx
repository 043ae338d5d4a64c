import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  AREA_LABELS,
  KIND_LABELS,
  RELEASE_HIGHLIGHTS,
  SCOPE_LABELS,
  configChangesFor,
  highlightsFor,
  type ChangeKind,
  type ConfigScope,
  type HighlightArea,
} from '@site/src/data/releases/highlights';
import styles from './styles.module.css';

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

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
export function HighlightTable({ version, areas }: HighlightTableProps): ReactNode {
  const rows = highlightsFor(version).filter((h) => areas === undefined || areas.includes(h.area));
  const release = RELEASES[version].release;
  if (rows.length === 0) {
    return <p className={styles.empty}>No features of this kind are recorded for BigBlueButton {release}.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>New in BigBlueButton {release} at a glance</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Area</th>
            <th scope="col">Setting or parameter</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h) => (
            <tr key={h.id}>
              <th scope="row" className={styles.feature}>
                {withCode(h.title)}
              </th>
              <td>{AREA_LABELS[h.area]}</td>
              <td>{h.control !== undefined ? withCode(h.control) : 'On by default'}</td>
              <td className={styles.nowrap}>{h.since ?? release}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface UpgradedComponentsTableProps {
  /** Docs version whose component upgrades are listed. */
  version: DocVersion;
}

/** Table of the key libraries and runtimes a release upgraded. */
export function UpgradedComponentsTable({ version }: UpgradedComponentsTableProps): ReactNode {
  const rows = RELEASE_HIGHLIGHTS[version].upgradedComponents;
  const release = RELEASES[version].release;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Components upgraded in BigBlueButton {release}</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Version</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td className={styles.nowrap}>{c.version ?? 'new'}</td>
              <td>{c.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
export function ConfigChangeTable({ version, scopes, kind }: ConfigChangeTableProps): ReactNode {
  const release = RELEASES[version].release;
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
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            {single === undefined && <th scope="col">Where</th>}
            <th scope="col">Change</th>
            <th scope="col">Details</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={`${c.scope}:${c.key}`}>
              <th scope="row" className={styles.key}>
                {keyList(c.key)}
              </th>
              {single === undefined && <td>{SCOPE_LABELS[c.scope]}</td>}
              <td className={styles.nowrap}>
                {KIND_LABELS[c.kind]}
                {c.tentative === true && <span className={styles.badge}>pre-release</span>}
              </td>
              <td>{withCode(c.detail)}</td>
              <td className={styles.nowrap}>{c.since ?? release}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
