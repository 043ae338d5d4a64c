import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { installOptionsFor, type ResolvedInstallOption } from '@site/src/data/admin/installOptions';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

export interface InstallOptionsProps {
  /** Docs version whose bbb-install options are listed. */
  version: DocVersion;
}

const COLUMNS: readonly Column<ResolvedInstallOption>[] = [
  {
    header: 'Option',
    rowHeader: true,
    className: styles.flag,
    cell: (option) => (
      <>
        <code>{option.flag}</code>
        {option.kind === 'env' ? <span className={styles.note}>environment variable</span> : null}
        {option.required ? <span className={styles.required}>required</span> : null}
      </>
    ),
  },
  {
    header: 'Argument',
    className: styles.flag,
    cell: (option) => (option.argument ? <code>{option.argument}</code> : '(none)'),
  },
  { header: 'What it does', cell: (option) => inlineCode(option.description) },
  { header: 'Releases', className: styles.release, cell: (option) => option.availability },
];

/** The bbb-install option table of one release. */
export default function InstallOptions({ version }: InstallOptionsProps): ReactNode {
  const { release, installer } = RELEASES[version];
  return (
    <DataTable
      caption={`Options of ${installer.script} for BigBlueButton ${release}`}
      columns={COLUMNS}
      rows={installOptionsFor(version)}
      rowKey={(option) => option.flag}
      rowAttributes={(option) => ({ id: `bbb-install-${option.flag.replace(/^-+/, '')}` })}
    />
  );
}
