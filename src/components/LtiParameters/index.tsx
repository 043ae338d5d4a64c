import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  LTI_CONFIG_FILE,
  LTI_CONFIG_KEYS,
  LTI_CUSTOM_PARAMETERS,
  LTI_FRAMEWORK_DIR,
  LTI_FRAMEWORK_SETTINGS,
  classicToolStatus,
  ltiImplementation,
} from '@site/src/data/admin/lti';
import styles from './styles.module.css';

export interface LtiParametersProps {
  /** Docs version the table is shown in. */
  version: DocVersion;
  /**
   * `custom`: custom launch parameters of the bbb-lti tool (default);
   * `config`: keys of lti-config.properties (bbb-lti tool);
   * `framework`: .env settings of the LTI framework installed by bbb-install.
   */
  table?: 'custom' | 'config' | 'framework';
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function CustomTable({ release }: { release: string }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Custom launch parameters of bbb-lti (BigBlueButton {release})</caption>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Type</th>
          <th scope="col">When not sent</th>
          <th scope="col">Effect</th>
        </tr>
      </thead>
      <tbody>
        {LTI_CUSTOM_PARAMETERS.map((p) => (
          <tr key={p.name} id={`lti-param-${p.name}`}>
            <th scope="row" className={styles.name}>
              <code>{p.name}</code>
            </th>
            <td>
              {p.type}
              {p.values && (
                <span className={styles.muted}>
                  {' '}
                  (
                  {p.values.map((v, i) => (
                    <span key={v}>
                      {i > 0 && ' | '}
                      <code>{v}</code>
                    </span>
                  ))}
                  )
                </span>
              )}
            </td>
            <td>{p.defaultValue}</td>
            <td>{withCode(p.effect)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ConfigTable({ release }: { release: string }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Keys of <code>{LTI_CONFIG_FILE}</code> (BigBlueButton {release})
      </caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Example</th>
          <th scope="col">Meaning</th>
          <th scope="col">Rewritten by</th>
        </tr>
      </thead>
      <tbody>
        {LTI_CONFIG_KEYS.map((k) => (
          <tr key={k.key} id={`lti-key-${k.key}`}>
            <th scope="row" className={styles.name}>
              <code>{k.key}</code>
            </th>
            <td>
              <code>{k.example}</code>
            </td>
            <td>{withCode(k.meaning)}</td>
            <td>{k.setBy ? <code>{k.setBy}</code> : <span className={styles.muted}>edit by hand</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FrameworkTable({ release }: { release: string }): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Settings in <code>{LTI_FRAMEWORK_DIR}/broker/.env</code> and <code>{LTI_FRAMEWORK_DIR}/rooms/.env</code>{' '}
        (BigBlueButton {release})
      </caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">File</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {LTI_FRAMEWORK_SETTINGS.map((s) => (
          <tr key={s.key} id={`lti-env-${s.key}`}>
            <th scope="row" className={styles.name}>
              <code>{s.key}</code>
            </th>
            <td>{s.file === 'both' ? 'broker and rooms' : s.file}</td>
            <td>{withCode(s.meaning)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * LTI reference tables for one release. The bbb-lti tables are only rendered
 * for releases that still have the package; the framework table only for
 * releases whose installer sets the framework up.
 */
export default function LtiParameters({ version, table = 'custom' }: LtiParametersProps): ReactNode {
  const { release } = RELEASES[version];
  const wantsClassic = table === 'custom' || table === 'config';
  if (wantsClassic && classicToolStatus(version) === 'unavailable') {
    return <p className={styles.note}>The bbb-lti package is not published for BigBlueButton {release}.</p>;
  }
  if (table === 'framework' && ltiImplementation(version) !== 'lti-framework') {
    return <p className={styles.note}>The installer of BigBlueButton {release} does not set up the LTI framework.</p>;
  }
  return (
    <div className={styles.wrapper}>
      {table === 'custom' && <CustomTable release={release} />}
      {table === 'config' && <ConfigTable release={release} />}
      {table === 'framework' && <FrameworkTable release={release} />}
    </div>
  );
}
