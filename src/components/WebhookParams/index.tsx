import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import { hookMessageKeysFor, hookParamsFor, hookResponseElementsFor, type HookCall } from '@site/src/data/dev/webhooks';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import Badge from '@site/src/components/Badge';

import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface WebhookParamsProps {
  /** Docs version whose bbb-webhooks API is described. */
  version: DocVersion;
  /** The hooks API call. */
  call: HookCall;
  /**
   * What to show: the request parameters, the elements of a successful
   * response, or the message keys the call can return. Defaults to `parameters`.
   */
  show?: 'parameters' | 'response' | 'messageKeys';
}

function Parameters({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          Parameters of <code>{call}</code> in BigBlueButton {releaseOf(version)}
        </>
      }
      columns={[
        { header: 'Parameter', rowHeader: true, className: styles.name, cell: (param) => param.name },
        {
          header: 'Required',
          cell: (param) =>
            param.required ? <Badge tone="warning">Required</Badge> : <span className={styles.plain}>Optional</span>,
        },
        { header: 'Type', cell: (param) => param.type },
        { header: 'Description', cell: (param) => inlineCode(param.description) },
      ]}
      rows={hookParamsFor(version, call)}
      rowKey={(param) => param.name}
    />
  );
}

function ResponseElements({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          Response elements of <code>{call}</code> (besides <code>returncode</code>)
        </>
      }
      columns={[
        { header: 'Element', rowHeader: true, className: styles.name, cell: (element) => element.element },
        { header: 'Meaning', cell: (element) => inlineCode(element.description) },
      ]}
      rows={hookResponseElementsFor(version, call)}
      rowKey={(element) => element.element}
    />
  );
}

function MessageKeys({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          Message keys <code>{call}</code> can return
        </>
      }
      columns={[
        { header: 'messageKey', rowHeader: true, className: styles.name, cell: (key) => key.key },
        {
          header: 'returncode',
          cell: (key) => <Badge tone={key.returncode === 'SUCCESS' ? 'success' : 'danger'}>{key.returncode}</Badge>,
        },
        { header: 'Meaning', cell: (key) => inlineCode(key.meaning) },
        { header: 'What to do', cell: (key) => inlineCode(key.fix) },
      ]}
      rows={hookMessageKeysFor(version, call)}
      rowKey={(key) => key.key}
    />
  );
}

/**
 * Reference tables for one call of the bbb-webhooks API in one release:
 * parameters, response elements or message keys. Plain semantic HTML, no
 * browser APIs.
 */
export default function WebhookParams({
  version: pageVersion,
  call,
  show = 'parameters',
}: OnPage<WebhookParamsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  if (show === 'response') return <ResponseElements version={version} call={call} />;
  if (show === 'messageKeys') return <MessageKeys version={version} call={call} />;
  return <Parameters version={version} call={call} />;
}
