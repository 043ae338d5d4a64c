import type { ReactNode } from 'react';
import { RELEASES, inRange, type DocVersion } from '@site/src/data/versions';
import {
  CLIENT_BREAKPOINTS,
  CLIENT_PALETTE,
  DEV_TOOLCHAINS,
  LAYER_LABELS,
  componentsFor,
  contrastRatio,
  type ComponentLayer,
} from '@site/src/data/dev/components';
import styles from './styles.module.css';

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export interface ComponentTableProps {
  /** Docs version whose server components are listed. */
  version: DocVersion;
  /** Only components of these layers; every layer when omitted. */
  layers?: ComponentLayer[];
  /** Group rows under a sub-heading row per layer (default true when no `layers` filter is given). */
  grouped?: boolean;
}

const LAYER_ORDER: readonly ComponentLayer[] = ['api', 'client', 'core', 'media', 'document', 'recording', 'optional'];

/**
 * Table of the server components of one BigBlueButton release: package,
 * runtime, local port and role. Plain semantic HTML, no browser APIs.
 */
export default function ComponentTable({ version, layers, grouped }: ComponentTableProps): ReactNode {
  const rows = componentsFor(version, layers);
  const release = RELEASES[version].release;
  if (rows.length === 0) {
    return <p className={styles.empty}>BigBlueButton {release} has no components of this kind.</p>;
  }
  const useGroups = grouped ?? layers === undefined;
  const groups = useGroups
    ? LAYER_ORDER.map((layer) => ({ layer, rows: rows.filter((r) => r.layer === layer) })).filter(
        (g) => g.rows.length > 0,
      )
    : [{ layer: undefined, rows }];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Server components of BigBlueButton {release}</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Package (service)</th>
            <th scope="col">Language or runtime</th>
            <th scope="col">Local port</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.layer ?? 'all'}>
            {group.layer !== undefined && (
              <tr className={styles.group}>
                <th scope="colgroup" colSpan={5}>
                  {LAYER_LABELS[group.layer]}
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.id} id={`component-${row.id}`}>
                <th scope="row" className={styles.name}>
                  {row.name}
                  {row.optional && <span className={styles.badge}>optional</span>}
                </th>
                <td>
                  <code>{row.package}</code>
                  {row.service !== undefined && row.service !== row.package && (
                    <>
                      {' '}
                      (<code>{row.service}</code>)
                    </>
                  )}
                </td>
                <td>{row.runtime}</td>
                <td className={styles.port}>{row.port ?? '-'}</td>
                <td>{withCode(row.role)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export interface DevToolchainTableProps {
  /** Docs version whose build toolchain is listed. */
  version: DocVersion;
}

/**
 * Table of the tools and versions a development environment of one release
 * needs: Ubuntu release, branch, JDK, SDKMAN! tools and the client workflow.
 */
export function DevToolchainTable({ version }: DevToolchainTableProps): ReactNode {
  const facts = RELEASES[version];
  const tools = DEV_TOOLCHAINS[version];
  const rows: [string, ReactNode][] = [
    ['Ubuntu release', `${facts.ubuntu.release} 64-bit (${facts.ubuntu.codename})`],
    ['Source branch', <code key="b">{facts.devBranch}</code>],
    ['JDK package', <code key="j">{tools.jdkPackage}</code>],
    ['JAVA_HOME', <code key="h">{tools.javaHome}</code>],
    ['Gradle (SDKMAN!)', tools.sdkman.gradle],
    ['Grails (SDKMAN!)', tools.sdkman.grails],
    ['sbt (SDKMAN!)', tools.sdkman.sbt],
    ['Maven (SDKMAN!)', tools.sdkman.maven],
    [
      'HTML5 client from source',
      tools.clientWorkflow === 'meteor'
        ? `Meteor development server on port ${tools.clientDevPort}`
        : `webpack development server on port ${tools.clientDevPort}`,
    ],
  ];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Development toolchain for BigBlueButton {facts.release}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tools.note !== undefined && <p className={styles.note}>{withCode(tools.note)}</p>}
    </div>
  );
}

export interface ClientStyleTableProps {
  /** Docs version whose HTML5 client is described. */
  version: DocVersion;
}

/**
 * Core colours of the HTML5 client with their contrast ratio on white. The
 * CSS custom property column is shown for the 3.x client, which reads those
 * properties before its built-in defaults.
 */
export function ClientPaletteTable({ version }: ClientStyleTableProps): ReactNode {
  const release = RELEASES[version].release;
  const showVars = inRange({ since: '3.0' }, version);
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Core colours of the BigBlueButton {release} client</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            {showVars && <th scope="col">CSS property</th>}
            <th scope="col">Value</th>
            <th scope="col">Contrast on white</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {CLIENT_PALETTE.map((c) => {
            const ratio = contrastRatio(c.hex, '#FFFFFF');
            return (
              <tr key={c.token}>
                <th scope="row">
                  <code>{c.token}</code>
                </th>
                {showVars && (
                  <td>
                    <code>{c.cssVar}</code>
                  </td>
                )}
                <td className={styles.port}>
                  <span className={styles.swatch} style={{ backgroundColor: c.hex }} aria-hidden="true" />
                  {c.hex}
                </td>
                <td className={styles.port}>
                  {ratio.toFixed(2)}:1{c.text ? '' : ' (decorative)'}
                </td>
                <td>{c.use}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Media queries of the HTML5 client, from small phones to desktop windows. */
export function BreakpointTable({ version }: ClientStyleTableProps): ReactNode {
  const release = RELEASES[version].release;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Responsive breakpoints of the BigBlueButton {release} client</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Media query</th>
            <th scope="col">Targets</th>
          </tr>
        </thead>
        <tbody>
          {CLIENT_BREAKPOINTS.map((b) => (
            <tr key={b.name}>
              <th scope="row">
                <code>{b.name}</code>
              </th>
              <td>
                <code>{b.query}</code>
              </td>
              <td>{b.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
