import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { hookMessageKeysFor, hookParamsFor, hookResponseElementsFor, type HookCall } from '@site/src/data/dev/webhooks';
import styles from './styles.module.css';

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

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Parameters({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  const params = hookParamsFor(version, call);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Parameters of <code>{call}</code> in BigBlueButton {RELEASES[version].release}
      </caption>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Required</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={param.name}>
            <th scope="row" className={styles.name}>
              {param.name}
            </th>
            <td>
              {param.required ? (
                <span className={`${styles.badge} ${styles.required}`}>Required</span>
              ) : (
                <span className={styles.plain}>Optional</span>
              )}
            </td>
            <td>{param.type}</td>
            <td>{withCode(param.description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ResponseElements({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  const elements = hookResponseElementsFor(version, call);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Response elements of <code>{call}</code> (besides <code>returncode</code>)
      </caption>
      <thead>
        <tr>
          <th scope="col">Element</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {elements.map((element) => (
          <tr key={element.element}>
            <th scope="row" className={styles.name}>
              {element.element}
            </th>
            <td>{withCode(element.description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MessageKeys({ version, call }: { version: DocVersion; call: HookCall }): ReactNode {
  const keys = hookMessageKeysFor(version, call);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Message keys <code>{call}</code> can return
      </caption>
      <thead>
        <tr>
          <th scope="col">messageKey</th>
          <th scope="col">returncode</th>
          <th scope="col">Meaning</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.key}>
            <th scope="row" className={styles.name}>
              {key.key}
            </th>
            <td>
              <span className={`${styles.badge} ${key.returncode === 'SUCCESS' ? styles.success : styles.destructive}`}>
                {key.returncode}
              </span>
            </td>
            <td>{withCode(key.meaning)}</td>
            <td>{withCode(key.fix)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Reference tables for one call of the bbb-webhooks API in one release:
 * parameters, response elements or message keys. Plain semantic HTML, no
 * browser APIs.
 */
export default function WebhookParams({ version, call, show = 'parameters' }: WebhookParamsProps): ReactNode {
  return (
    <div className={styles.wrapper}>
      {show === 'parameters' && <Parameters version={version} call={call} />}
      {show === 'response' && <ResponseElements version={version} call={call} />}
      {show === 'messageKeys' && <MessageKeys version={version} call={call} />}
    </div>
  );
}
