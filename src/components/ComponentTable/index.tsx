import type { ReactNode } from 'react';
import { RELEASES, inRange, type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  CLIENT_BREAKPOINTS,
  CLIENT_PALETTE,
  DEV_TOOLCHAINS,
  LAYER_LABELS,
  componentsFor,
  contrastRatio,
  type Breakpoint,
  type ComponentLayer,
  type PaletteColor,
  type ServerComponent,
} from '@site/src/data/dev/components';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';

export interface ComponentTableProps {
  /** Docs version whose server components are listed. */
  version: DocVersion;
  /** Only components of these layers; every layer when omitted. */
  layers?: ComponentLayer[];
  /** Group rows under a sub-heading row per layer (default true when no `layers` filter is given). */
  grouped?: boolean;
  /**
   * Whether the search index reads the table (default true). A page that repeats the table of another page
   * (the development guide repeats the architecture page's) leaves it out, so that search finds it once.
   */
  inSearch?: boolean;
}

const LAYER_ORDER: readonly ComponentLayer[] = ['api', 'client', 'core', 'media', 'document', 'recording', 'optional'];

const COMPONENT_COLUMNS: readonly Column<ServerComponent>[] = [
  {
    header: 'Component',
    rowHeader: true,
    className: styles.name,
    cell: (row) => (
      <>
        {row.name}
        {row.optional && <span className={styles.badge}>optional</span>}
      </>
    ),
  },
  {
    header: 'Package (service)',
    cell: (row) => (
      <>
        <code>{row.package}</code>
        {row.service !== undefined && row.service !== row.package && (
          <>
            {' '}
            (<code>{row.service}</code>)
          </>
        )}
      </>
    ),
  },
  { header: 'Language or runtime', cell: (row) => row.runtime },
  { header: 'Local port', className: styles.port, cell: (row) => row.port ?? '-' },
  { header: 'Role', cell: (row) => inlineCode(row.role) },
];

/**
 * Table of the server components of one BigBlueButton release: package,
 * runtime, local port and role. Plain semantic HTML, no browser APIs.
 */
export default function ComponentTable({
  version: pageVersion,
  layers,
  grouped,
  inSearch = true,
}: OnPage<ComponentTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = componentsFor(version, layers);
  const release = releaseOf(version);
  if (rows.length === 0) {
    return <p className={styles.empty}>BigBlueButton {release} has no components of this kind.</p>;
  }
  const caption = `Server components of BigBlueButton ${release}`;
  const rowKey = (row: ServerComponent): string => row.id;
  const rowAttributes = (row: ServerComponent): { id: string } => ({ id: `component-${row.id}` });
  const tableAttributes = inSearch ? undefined : NOT_IN_SEARCH;
  if (!(grouped ?? layers === undefined)) {
    return (
      <DataTable
        caption={caption}
        columns={COMPONENT_COLUMNS}
        rows={rows}
        rowKey={rowKey}
        rowAttributes={rowAttributes}
        tableAttributes={tableAttributes}
      />
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={COMPONENT_COLUMNS}
      groups={LAYER_ORDER.map((layer) => ({
        key: layer,
        label: LAYER_LABELS[layer],
        rows: rows.filter((row) => row.layer === layer),
      }))}
      rowKey={rowKey}
      rowAttributes={rowAttributes}
      tableAttributes={tableAttributes}
    />
  );
}

export interface DevToolchainTableProps {
  /** Docs version whose build toolchain is listed. */
  version: DocVersion;
}

/** An item of the toolchain and its value. */
type ToolchainRow = readonly [string, ReactNode];

const TOOLCHAIN_COLUMNS: readonly Column<ToolchainRow>[] = [
  { header: 'Item', rowHeader: true, cell: ([label]) => label },
  { header: 'Value', cell: ([, value]) => value },
];

/**
 * Table of the tools and versions a development environment of one release
 * needs: Ubuntu release, branch, JDK, SDKMAN! tools and the client workflow.
 */
export function DevToolchainTable({ version: pageVersion }: OnPage<DevToolchainTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const facts = RELEASES[version];
  const tools = DEV_TOOLCHAINS[version];
  const rows: ToolchainRow[] = [
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
    <>
      <DataTable
        caption={`Development toolchain for BigBlueButton ${facts.release}`}
        columns={TOOLCHAIN_COLUMNS}
        rows={rows}
        rowKey={([label]) => label}
      />
      {tools.note !== undefined && <p className={styles.note}>{inlineCode(tools.note)}</p>}
    </>
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
export function ClientPaletteTable({ version: pageVersion }: OnPage<ClientStyleTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const release = releaseOf(version);
  const showVars = inRange({ since: '3.0' }, version);
  return (
    <DataTable
      caption={`Core colours of the BigBlueButton ${release} client`}
      columns={[
        { header: 'Token', rowHeader: true, cell: (c: PaletteColor) => <code>{c.token}</code> },
        showVars && { header: 'CSS property', cell: (c: PaletteColor) => <code>{c.cssVar}</code> },
        {
          header: 'Value',
          className: styles.port,
          cell: (c) => (
            <>
              <span className={styles.swatch} style={{ backgroundColor: c.hex }} aria-hidden="true" />
              {c.hex}
            </>
          ),
        },
        {
          header: 'Contrast on white',
          className: styles.port,
          cell: (c) => `${contrastRatio(c.hex, '#FFFFFF').toFixed(2)}:1${c.text ? '' : ' (decorative)'}`,
        },
        { header: 'Used for', cell: (c) => c.use },
      ]}
      rows={CLIENT_PALETTE}
      rowKey={(c) => c.token}
    />
  );
}

const BREAKPOINT_COLUMNS: readonly Column<Breakpoint>[] = [
  { header: 'Name', rowHeader: true, cell: (b) => <code>{b.name}</code> },
  { header: 'Media query', cell: (b) => <code>{b.query}</code> },
  { header: 'Targets', cell: (b) => b.target },
];

/** Media queries of the HTML5 client, from small phones to desktop windows. */
export function BreakpointTable({ version: pageVersion }: OnPage<ClientStyleTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const release = releaseOf(version);
  return (
    <DataTable
      caption={`Responsive breakpoints of the BigBlueButton ${release} client`}
      columns={BREAKPOINT_COLUMNS}
      rows={CLIENT_BREAKPOINTS}
      rowKey={(b) => b.name}
    />
  );
}
