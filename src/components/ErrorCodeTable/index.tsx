import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { docPath } from '@site/src/data/docIds';
import type { DocVersion } from '@site/src/data/versions';
import { errorCodesFor, type ErrorCodeKind } from '@site/src/data/support/errorCodes';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface ErrorCodeTableProps {
  /** Docs version whose client codes are listed. */
  version: DocVersion;
  /** Only codes of this family; all families when omitted. */
  kind?: ErrorCodeKind;
}

const CAPTIONS: Record<ErrorCodeKind | 'all', string> = {
  audio: 'WebRTC audio and media error codes',
  connection: 'Client connection error codes',
  all: 'Client error codes',
};

/**
 * Table of the error codes the HTML5 client of one release shows, with their
 * meaning, likely cause and fix. Plain semantic HTML, no browser APIs.
 */
export default function ErrorCodeTable({ version: pageVersion, kind }: OnPage<ErrorCodeTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = errorCodesFor(version, kind);
  if (rows.length === 0) {
    return <p className={styles.empty}>The HTML5 client of this release has no error codes of this kind.</p>;
  }
  return (
    <DataTable
      caption={CAPTIONS[kind ?? 'all']}
      columns={[
        { header: 'Code', rowHeader: true, className: styles.code, cell: (row) => row.code },
        { header: 'Message in the client', cell: (row) => row.message },
        { header: 'What it means', cell: (row) => inlineCode(row.meaning) },
        { header: 'Likely cause', cell: (row) => inlineCode(row.cause) },
        {
          header: 'What to do',
          cell: (row) => (
            <>
              {inlineCode(row.action)}
              {row.seeAlso && row.seeAlso.length > 0 && (
                <span className={styles.links}>
                  {' See: '}
                  {row.seeAlso.map((link, index) => (
                    <span key={link.docId}>
                      {index > 0 && ', '}
                      <Link to={docPath(version, link.docId)}>{link.label}</Link>
                    </span>
                  ))}
                  .
                </span>
              )}
            </>
          ),
        },
      ]}
      rows={rows}
      rowKey={(row) => String(row.code)}
      rowAttributes={(row) => ({ id: `error-${row.code}` })}
    />
  );
}
