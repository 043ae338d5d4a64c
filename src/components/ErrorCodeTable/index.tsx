import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { docPath } from '@site/src/data/docIds';
import type { DocVersion } from '@site/src/data/versions';
import { errorCodesFor, type ErrorCodeKind } from '@site/src/data/support/errorCodes';
import styles from './styles.module.css';

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

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * Table of the error codes the HTML5 client of one release shows, with their
 * meaning, likely cause and fix. Plain semantic HTML, no browser APIs.
 */
export default function ErrorCodeTable({ version, kind }: ErrorCodeTableProps): ReactNode {
  const rows = errorCodesFor(version, kind);
  if (rows.length === 0) {
    return <p className={styles.empty}>The HTML5 client of this release has no error codes of this kind.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{CAPTIONS[kind ?? 'all']}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message in the client</th>
            <th scope="col">What it means</th>
            <th scope="col">Likely cause</th>
            <th scope="col">What to do</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code} id={`error-${row.code}`}>
              <th scope="row" className={styles.code}>
                {row.code}
              </th>
              <td>{row.message}</td>
              <td>{withCode(row.meaning)}</td>
              <td>{withCode(row.cause)}</td>
              <td>
                {withCode(row.action)}
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
