import type { ReactNode } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import type { DocVersion } from '@site/src/data/versions';
import {
  acceptedContentTypes,
  callFor,
  contentTypeRulesFor,
  messageKeysFor,
  returncodeOf,
  type MessageKey,
  type ResolvedCall,
  type ResponseField,
} from '@site/src/data/api';
import { exampleAlgorithm, exampleUrls } from '@site/src/data/api/snippets';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';
import ApiParamTable from '@site/src/components/ApiParamTable';
import DataTable, { type Column } from '@site/src/components/DataTable';
import StaticIsland from '@site/src/components/StaticIsland';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';
import { releaseOf } from '@site/src/data/versions';

export interface ApiCallProps {
  /** Docs version the page documents. */
  version: DocVersion;
  /** Call name, e.g. "create". */
  name: string;
}

function ResourceUrl({ call }: { call: ResolvedCall }): ReactNode {
  const query = call.params.length > 0 ? '?<parameters>' : '';
  const tail = call.auth === 'checksum' ? `${query ? `${query}&` : '?'}checksum=<checksum>` : query;
  return (
    <p className={styles.resource}>
      <span className={styles.metaLabel}>Resource URL: </span>
      <code>{`https://<hostname>/bigbluebutton/api/${call.name}${tail}`}</code>
    </p>
  );
}

const RESPONSE_COLUMNS: readonly Column<ResponseField>[] = [
  { header: 'Field', rowHeader: true, className: styles.name, cell: (field) => field.name },
  { header: 'Returned', cell: (field) => field.when },
  { header: 'Type', cell: (field) => field.type },
  { header: 'Meaning', cell: (field) => inlineCode(field.description) },
];

function ResponseTable({ call }: { call: ResolvedCall }): ReactNode {
  if (call.responseFields.length === 0) {
    return (
      <p>
        The response carries <code>returncode</code> and, where noted below, <code>messageKey</code> and{' '}
        <code>message</code>.
      </p>
    );
  }
  return (
    <DataTable
      renderWhenNear
      caption={
        <>
          Response fields of <code>{call.name}</code> ({call.response}, besides <code>returncode</code>)
        </>
      }
      columns={RESPONSE_COLUMNS}
      rows={call.responseFields}
      rowKey={(field) => field.name}
    />
  );
}

function MessageKeys({ call }: { call: ResolvedCall }): ReactNode {
  const keys = messageKeysFor(call.version, call.name);
  if (keys.length === 0) return null;
  const columns: readonly Column<MessageKey>[] = [
    { header: 'messageKey', rowHeader: true, className: styles.name, cell: (entry) => entry.key },
    { header: 'returncode', cell: (entry) => returncodeOf(entry, call.name) },
    {
      header: 'Meaning',
      cell: (entry) => (
        <>
          {inlineCode(entry.meaning)}
          {entry.addedIn && <span className={styles.detail}>Returned from {entry.addedIn} on.</span>}
        </>
      ),
    },
  ];
  return (
    <DataTable
      renderWhenNear
      caption={
        <>
          <code>messageKey</code> values of <code>{call.name}</code>
        </>
      }
      columns={columns}
      rows={keys}
      rowKey={(entry) => entry.key}
    />
  );
}

/**
 * One API call of one release: methods, resource URL, parameter table,
 * response fields, message keys and signed example requests, all from the
 * data in src/data/api. The call's h3 stays in the page so that it reaches
 * the table of contents.
 */
export default function ApiCall({ version: pageVersion, name }: OnPage<ApiCallProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const call = callFor(version, name);
  if (!call) {
    return (
      <p className={styles.empty}>
        BigBlueButton {releaseOf(version)} has no <code>{name}</code> call.
      </p>
    );
  }
  const rules = contentTypeRulesFor(version);
  const urls = exampleUrls(call);
  const examplesText = call.examples.map((example, index) => `# ${example.caption}\n${urls[index]}`).join('\n\n');
  const signedWith =
    call.auth === 'checksum'
      ? `signed with the example secret, ${exampleAlgorithm(version).toUpperCase().replace('SHA', 'SHA-')}`
      : 'no checksum: session token';
  return (
    <div className={styles.call} data-testid="api-call">
      {/* Everything but the example requests (whose copy button needs the browser) is static. */}
      <StaticIsland>
        {/* The spaces between items do not show in the flex layout, but keep the text readable as text (search excerpts, copied text). */}
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <span className={styles.metaLabel}>Methods:</span>
            {call.methods.flatMap((method) => [
              ' ',
              <span key={method} className={clsx('badge badge--primary', styles.method)}>
                {method}
              </span>,
            ])}
          </span>{' '}
          <span className={styles.metaItem}>
            <span className={styles.metaLabel}>Response:</span> {call.response}
          </span>{' '}
          <span className={styles.metaItem}>
            <span className={styles.metaLabel}>Authentication:</span>
            {call.auth === 'checksum' ? ' checksum' : ' session token (no checksum)'}
          </span>
        </div>
        <p>{inlineCode(call.description)}</p>
        {call.methodNote && <p>{inlineCode(call.methodNote)}</p>}
        {call.methods.includes('POST') && rules.enforced && acceptedContentTypes(version, call.name).length > 0 && (
          <p>
            POST bodies must be sent as{' '}
            {acceptedContentTypes(version, call.name).map((type, index, all) => (
              <span key={type}>
                {index > 0 && (index === all.length - 1 ? ' or ' : ', ')}
                <code>{type}</code>
              </span>
            ))}
            {rules.enforcedFrom ? ` (checked from ${rules.enforcedFrom})` : ''}.
          </p>
        )}
        {call.note && <p>{inlineCode(call.note)}</p>}
        {call.unconfirmed && (
          <p className={styles.caution}>
            <strong>Unconfirmed:</strong> {inlineCode(call.unconfirmed)}
          </p>
        )}
        <ResourceUrl call={call} />
        <h4 className={styles.subheading}>Parameters</h4>
        <ApiParamTable version={version} name={name} />
        <h4 className={styles.subheading}>Response</h4>
        <ResponseTable call={call} />
        <MessageKeys call={call} />
      </StaticIsland>
      <h4 className={styles.subheading}>Example requests</h4>
      {/* Signed URLs: the parameters are in the table above, the checksums are noise to search. */}
      <div {...NOT_IN_SEARCH}>
        <CodeBlock language="text" title={`${call.name}: example requests (${signedWith})`}>
          {examplesText}
        </CodeBlock>
      </div>
    </div>
  );
}
