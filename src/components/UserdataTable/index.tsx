import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  USERDATA_CATEGORIES,
  introducedLabel,
  userdataFor,
  type UserdataCategory,
  type UserdataParam,
} from '@site/src/data/admin/userdata';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface UserdataTableProps {
  /** Docs version whose HTML5 client is described. */
  version: DocVersion;
  /** Only the parameters of this category; all categories when omitted. */
  category?: UserdataCategory;
}

const COLUMNS: readonly Column<UserdataParam>[] = [
  { header: 'Parameter', rowHeader: true, className: styles.name, cell: (param) => <code>{param.name}</code> },
  { header: 'Value', cell: (param) => param.type },
  { header: 'Default', cell: (param) => inlineCode(param.defaultValue) },
  { header: 'What it does', cell: (param) => inlineCode(param.description) },
  { header: 'Since', className: styles.since, cell: (param) => introducedLabel(param) },
];

/**
 * The `userdata-bbb_*` join parameters the HTML5 client of one release reads,
 * one row group per category. Plain semantic HTML, no browser APIs.
 */
export default function UserdataTable({ version: pageVersion, category }: OnPage<UserdataTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const categories = category ? [category] : [...USERDATA_CATEGORIES];
  const total = userdataFor(version, category).length;
  if (total === 0) {
    return <p className={styles.empty}>The HTML5 client of this release reads no parameters of this kind.</p>;
  }
  return (
    <DataTable
      caption={`Join parameters read by the HTML5 client of BigBlueButton ${releaseOf(version)}`}
      columns={COLUMNS}
      groups={categories.map((name) => ({ key: name, label: name, rows: userdataFor(version, name) }))}
      rowKey={(param) => param.name}
      rowAttributes={(param) => ({ id: param.name })}
    />
  );
}
