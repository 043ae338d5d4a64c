import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { documentAttributesFor, type DocumentAttribute } from '@site/src/data/api';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { staticIsland } from '@site/src/components/StaticIsland';
import { releaseOf } from '@site/src/data/versions';

export interface ApiDocumentAttributesProps {
  /** Docs version whose `<document>` attributes are listed. */
  version: DocVersion;
}

const COLUMNS: readonly Column<DocumentAttribute>[] = [
  { header: 'Attribute', rowHeader: true, className: styles.name, cell: (attribute) => <code>{attribute.name}</code> },
  {
    header: 'When left out',
    cellAttributes: (attribute) => ({ 'data-default': attribute.default ?? '' }),
    cell: (attribute) => (attribute.default ? <code>{attribute.default}</code> : '–'),
  },
  { header: 'Meaning', cell: (attribute) => inlineCode(attribute.description) },
];

/** The attributes of a `<document>` element, with the defaults bbb-web applies. */
function ApiDocumentAttributesContent({ version }: ApiDocumentAttributesProps): ReactNode {
  return (
    <DataTable
      renderWhenNear
      caption={`Attributes of a document element in BigBlueButton ${releaseOf(version)} (create and insertDocument)`}
      columns={COLUMNS}
      rows={documentAttributesFor(version)}
      rowKey={(attribute) => attribute.name}
      rowAttributes={(attribute) => ({ 'data-attribute': attribute.name })}
    />
  );
}

/** Kept as built while the page hydrates. */
export default staticIsland<ApiDocumentAttributesProps>({ content: ApiDocumentAttributesContent });
