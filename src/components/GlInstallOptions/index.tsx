import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { GL_INSTALL_OPTIONS, installRoutes } from '@site/src/data/greenlight/env';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface GlInstallOptionsProps {
  /** Docs version of the page; the caption says when bbb-install is the better route. */
  version: DocVersion;
}

const REQUIRED_LABELS = {
  yes: 'Yes',
  no: 'No',
  'unless -d': 'Yes, unless you pass -d',
  'unless -e': 'Yes, unless you pass -e',
} as const;

/** Options of the standalone installer gl-install.sh, as a table. */
export default function GlInstallOptions({ version: pageVersion }: OnPage<GlInstallOptionsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const caption = installRoutes(version).includes('bbb-install')
    ? 'Options of gl-install.sh (for a server without BigBlueButton)'
    : 'Options of gl-install.sh (the only installer of Greenlight v3 for this release)';
  return (
    <DataTable
      caption={caption}
      columns={[
        {
          header: 'Option',
          rowHeader: true,
          className: styles.flag,
          cell: (option) => <code>{option.argument ? `${option.flag} ${option.argument}` : option.flag}</code>,
        },
        { header: 'Required', cell: (option) => REQUIRED_LABELS[option.required] },
        { header: 'What it does', cell: (option) => inlineCode(option.meaning) },
      ]}
      rows={GL_INSTALL_OPTIONS}
      rowKey={(option) => option.flag}
      rowAttributes={(option) => ({ id: `gl-install-${option.flag.replace(/^-+/, '')}` })}
    />
  );
}
