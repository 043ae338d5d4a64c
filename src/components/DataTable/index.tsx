import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** `data-*` attributes: hooks for tests and for the search index (`NOT_IN_SEARCH`). */
export type DataAttributes = { readonly [name: `data-${string}`]: string };

/** One column: its header and how a row fills its cell. */
export interface Column<Row> {
  /** Text of the column's header cell (`<th scope="col">`). */
  header: ReactNode;
  /** Content of the column's cell in one row. */
  cell: (row: Row) => ReactNode;
  /** The cell names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  /** Class of the column's body cells. */
  className?: string;
  /** Attributes of the column's cell in one row. */
  cellAttributes?: (row: Row) => DataAttributes;
}

/** Rows under one label: a `<tbody>` of their own. */
export interface RowGroup<Row> {
  key: string;
  label: ReactNode;
  rows: readonly Row[];
}

type Body<Row> =
  | {
      rows: readonly Row[];
      groups?: never;
      groupHeader?: never;
    }
  | {
      /** Row groups; groups without rows are left out. */
      groups: readonly RowGroup<Row>[];
      rows?: never;
      /**
       * Header of a first column that holds each group's label in a cell
       * spanning the group's rows. Without it, each group starts with a
       * heading row across the table.
       */
      groupHeader?: ReactNode;
    };

export type DataTableProps<Row> = Body<Row> & {
  /** What the table lists; every data table has one. */
  caption: ReactNode;
  /** The columns in order; `false` leaves a column out (`condition && column`). */
  columns: readonly (Column<Row> | false)[];
  /** A key unique among the rows (React's `key`). */
  rowKey: (row: Row, index: number) => string;
  /** Anchor id and data attributes of a row. */
  rowAttributes?: (row: Row) => { id?: string } & DataAttributes;
  /** Rows of totals, in a `<tfoot>`, filled by the same columns. */
  footRows?: readonly Row[];
  /** Data attributes of the `<table>` element. */
  tableAttributes?: DataAttributes;
  /**
   * Style and lay the table out only when the reader comes near it
   * (`content-visibility: auto`). For pages with many tables, where it takes
   * most of the work out of the load: the API reference (docs/performance.md).
   */
  renderWhenNear?: boolean;
};

function Cells<Row>({ columns, row }: { columns: readonly Column<Row>[]; row: Row }): ReactNode {
  return columns.map((column, index) => {
    const props = { className: column.className, ...column.cellAttributes?.(row) };
    return column.rowHeader ? (
      <th key={index} scope="row" {...props}>
        {column.cell(row)}
      </th>
    ) : (
      <td key={index} {...props}>
        {column.cell(row)}
      </td>
    );
  });
}

/**
 * A data table: caption, column headers, row headers, optional row groups
 * and totals, inside a wrapper that scrolls sideways on narrow screens. The
 * one way tables of data are rendered (src/components/README.md): callers
 * select the rows and say how each column fills its cell.
 */
export default function DataTable<Row>(props: DataTableProps<Row>): ReactNode {
  const { caption, rowKey, rowAttributes, footRows, tableAttributes } = props;
  const columns = props.columns.filter((column): column is Column<Row> => column !== false);
  const row = (entry: Row, index: number, groupCell?: ReactNode): ReactNode => (
    <tr key={rowKey(entry, index)} {...rowAttributes?.(entry)}>
      {groupCell}
      <Cells columns={columns} row={entry} />
    </tr>
  );
  const grouped = props.groups !== undefined;
  const labelColumn = grouped && props.groupHeader !== undefined;
  return (
    <div className={clsx(styles.wrapper, props.renderWhenNear && styles.whenNear)} data-scroll-region="">
      <table className={styles.table} {...tableAttributes}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {labelColumn && <th scope="col">{props.groupHeader}</th>}
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {grouped ? (
          props.groups
            .filter((group) => group.rows.length > 0)
            .map((group) => (
              <tbody key={group.key}>
                {labelColumn ? null : (
                  <tr>
                    <th scope="rowgroup" colSpan={columns.length} className={styles.group}>
                      {group.label}
                    </th>
                  </tr>
                )}
                {group.rows.map((entry, index) =>
                  row(
                    entry,
                    index,
                    labelColumn && index === 0 ? (
                      <th scope="rowgroup" rowSpan={group.rows.length} className={clsx(styles.group, styles.groupCell)}>
                        {group.label}
                      </th>
                    ) : null,
                  ),
                )}
              </tbody>
            ))
        ) : (
          <tbody>{props.rows.map((entry, index) => row(entry, index))}</tbody>
        )}
        {footRows && footRows.length > 0 && <tfoot>{footRows.map((entry, index) => row(entry, index))}</tfoot>}
      </table>
    </div>
  );
}
