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
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/css/settingsTable.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

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

function CustomTable({ release }: { release: string }): ReactNode {
  return (
    <DataTable
      caption={`Custom launch parameters of bbb-lti (BigBlueButton ${release})`}
      columns={[
        { header: 'Parameter', rowHeader: true, className: styles.name, cell: (p) => <code>{p.name}</code> },
        {
          header: 'Type',
          cell: (p) => (
            <>
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
            </>
          ),
        },
        { header: 'When not sent', cell: (p) => p.defaultValue },
        { header: 'Effect', cell: (p) => inlineCode(p.effect) },
      ]}
      rows={LTI_CUSTOM_PARAMETERS}
      rowKey={(p) => p.name}
      rowAttributes={(p) => ({ id: `lti-param-${p.name}` })}
    />
  );
}

function ConfigTable({ release }: { release: string }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          Keys of <code>{LTI_CONFIG_FILE}</code> (BigBlueButton {release})
        </>
      }
      columns={[
        { header: 'Key', rowHeader: true, className: styles.name, cell: (k) => <code>{k.key}</code> },
        { header: 'Example', cell: (k) => <code>{k.example}</code> },
        { header: 'Meaning', cell: (k) => inlineCode(k.meaning) },
        {
          header: 'Rewritten by',
          cell: (k) => (k.setBy ? <code>{k.setBy}</code> : <span className={styles.muted}>edit by hand</span>),
        },
      ]}
      rows={LTI_CONFIG_KEYS}
      rowKey={(k) => k.key}
      rowAttributes={(k) => ({ id: `lti-key-${k.key}` })}
    />
  );
}

function FrameworkTable({ release }: { release: string }): ReactNode {
  return (
    <DataTable
      caption={
        <>
          Settings in <code>{LTI_FRAMEWORK_DIR}/broker/.env</code> and <code>{LTI_FRAMEWORK_DIR}/rooms/.env</code>{' '}
          (BigBlueButton {release})
        </>
      }
      columns={[
        { header: 'Variable', rowHeader: true, className: styles.name, cell: (s) => <code>{s.key}</code> },
        { header: 'File', cell: (s) => (s.file === 'both' ? 'broker and rooms' : s.file) },
        { header: 'Meaning', cell: (s) => inlineCode(s.meaning) },
      ]}
      rows={LTI_FRAMEWORK_SETTINGS}
      rowKey={(s) => s.key}
      rowAttributes={(s) => ({ id: `lti-env-${s.key}` })}
    />
  );
}

/**
 * LTI reference tables for one release. The bbb-lti tables are only rendered
 * for releases that still have the package; the framework table only for
 * releases whose installer sets the framework up.
 */
export default function LtiParameters({
  version: pageVersion,
  table = 'custom',
}: OnPage<LtiParametersProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const { release } = RELEASES[version];
  const wantsClassic = table === 'custom' || table === 'config';
  if (wantsClassic && classicToolStatus(version) === 'unavailable') {
    return <p className={styles.note}>The bbb-lti package is not published for BigBlueButton {release}.</p>;
  }
  if (table === 'framework' && ltiImplementation(version) !== 'lti-framework') {
    return <p className={styles.note}>The installer of BigBlueButton {release} does not set up the LTI framework.</p>;
  }
  if (table === 'config') return <ConfigTable release={release} />;
  if (table === 'framework') return <FrameworkTable release={release} />;
  return <CustomTable release={release} />;
}
