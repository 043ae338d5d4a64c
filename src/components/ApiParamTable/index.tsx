import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { DocVersion } from '@site/src/data/versions';
import { callFor, type ResolvedParam } from '@site/src/data/api';
import { sinceLabel } from '@site/src/components/api/format';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { releaseOf } from '@site/src/data/versions';

export interface ApiParamTableProps {
  /** Docs version whose parameters are listed. */
  version: DocVersion;
  /** Call name, e.g. "create". */
  name: string;
}

/** Lists of more values than this are shown as names only (see ApiParamValues). */
const INLINE_VALUE_LIMIT = 8;

const REQUIRED_LABEL: Record<ResolvedParam['required'], string> = {
  required: 'Required',
  optional: 'Optional',
  conditional: 'Conditional',
};

function Values({ param }: { param: ResolvedParam }): ReactNode {
  const values = param.values ?? [];
  if (values.length === 0) return null;
  if (values.length > INLINE_VALUE_LIMIT) {
    return (
      <span className={styles.detail}>
        Values:{' '}
        {values.map((value, index) => (
          <span key={value.value}>
            {index > 0 && ', '}
            <code>{value.value}</code>
          </span>
        ))}
        .
      </span>
    );
  }
  return (
    <ul className={styles.valueList}>
      {values.map((value) => (
        <li key={value.value}>
          <code>{value.value}</code>: {inlineCode(value.description)}
          {value.unconfirmed && <span className={styles.caution}>{inlineCode(value.unconfirmed)}</span>}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: readonly Column<ResolvedParam>[] = [
  {
    header: 'Parameter',
    rowHeader: true,
    className: styles.name,
    cell: (param) => (
      <>
        {param.name}
        {(param.deprecated || param.location === 'body') && (
          <span className={styles.badges}>
            {param.deprecated && <span className={clsx('badge badge--warning', styles.badge)}>deprecated</span>}
            {param.location === 'body' && (
              <span className={clsx('badge badge--secondary', styles.badge)}>POST body</span>
            )}
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Required',
    cell: (param) => (
      <>
        {REQUIRED_LABEL[param.required]}
        {param.required === 'conditional' && param.requiredWhen && (
          <span className={styles.detail}>{inlineCode(param.requiredWhen)}</span>
        )}
      </>
    ),
  },
  { header: 'Type', cell: (param) => param.type },
  { header: 'Default', cell: (param) => (param.default ? inlineCode(param.default) : '–') },
  { header: 'Since', className: styles.nowrap, cell: (param) => sinceLabel(param) },
  {
    header: 'Description',
    cell: (param) => (
      <>
        {inlineCode(param.description)}
        {param.deprecated && (
          <span className={styles.detail}>
            <strong>Deprecated</strong>
            {param.deprecatedInRelease ? ` in ${param.deprecatedInRelease}` : ''}
            {param.replacement ? <>: use {inlineCode(param.replacement)} instead.</> : '.'}
          </span>
        )}
        {param.note && <span className={styles.detail}>{inlineCode(param.note)}</span>}
        <Values param={param} />
        {param.unconfirmed && (
          <span className={styles.caution}>
            <strong>Unconfirmed:</strong> {inlineCode(param.unconfirmed)}
          </span>
        )}
      </>
    ),
  },
];

/**
 * Parameter table of one call in one release: name, requirement, type,
 * default, meaning, and the release that added or deprecated it.
 */
export default function ApiParamTable({ version, name }: ApiParamTableProps): ReactNode {
  const call = callFor(version, name);
  if (!call) {
    return (
      <p className={styles.empty}>
        BigBlueButton {releaseOf(version)} has no <code>{name}</code> call.
      </p>
    );
  }
  if (call.params.length === 0) {
    return (
      <p className={styles.empty}>
        This call takes no parameters besides <code>checksum</code>.
      </p>
    );
  }
  return (
    <DataTable
      renderWhenNear
      caption={
        <>
          Parameters of <code>{call.name}</code> in BigBlueButton {releaseOf(version)}
        </>
      }
      columns={COLUMNS}
      rows={call.params}
      rowKey={(param) => param.name}
      rowAttributes={(param) => ({ id: `param-${call.name}-${param.name.replace(/[^\w-]/g, '')}` })}
    />
  );
}
