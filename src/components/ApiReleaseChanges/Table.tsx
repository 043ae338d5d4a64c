import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import { callFor } from '@site/src/data/api';
import { apiDiff, groupChanges, type ApiChange, type ApiChangeGroup } from '@site/src/data/api/diff';
import { callAnchor } from '@site/src/components/api/format';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from '@site/src/components/api/styles.module.css';
import { releaseOf } from '@site/src/data/versions';

export interface ChangesTableProps {
  /** Docs version of the page (its calls are linked). */
  version: DocVersion;
  from: DocVersion;
  to: DocVersion;
}

function Names({ changes }: { changes: readonly ApiChange[] }): ReactNode {
  return changes.map((change, index) => (
    <span key={change.subject}>
      {index > 0 && ', '}
      <code>{change.subject}</code>
      {change.replacement && <> (use {inlineCode(change.replacement)})</>}
      {change.unconfirmed && ' (unconfirmed)'}
    </span>
  ));
}

const LABELS: Partial<Record<ApiChange['kind'], string>> = {
  'param-added': 'Added',
  'param-removed': 'Removed',
  'param-deprecated': 'Deprecated',
  'param-undeprecated': 'No longer deprecated',
  'field-added': 'New response fields',
  'field-removed': 'Response fields dropped',
  'message-key-added': 'New messageKey values',
  'message-key-removed': 'messageKey values no longer returned',
};

function Change({ group }: { group: ApiChangeGroup }): ReactNode {
  const [first] = group.changes;
  switch (group.kind) {
    case 'call-added':
      return <>New call. {first.note ? inlineCode(first.note) : null}</>;
    case 'call-removed':
      return <>Call removed.</>;
    case 'methods':
      return (
        <>
          HTTP methods: {first.before} → {first.after}. {first.note ? inlineCode(first.note) : null}
        </>
      );
    case 'requirement':
      return (
        <>
          <code>{first.subject}</code>: {inlineCode(first.before ?? '')} → {inlineCode(first.after ?? '')}.
        </>
      );
    case 'default':
      return (
        <>
          <code>{first.subject}</code>: default {inlineCode(first.before ?? '')} → {inlineCode(first.after ?? '')}.
        </>
      );
    case 'type':
      return (
        <>
          <code>{first.subject}</code>: type {first.before} → {first.after}.
        </>
      );
    case 'values-added':
      return (
        <>
          New <code>{group.param}</code> values: <Names changes={group.changes} />.
        </>
      );
    case 'values-removed':
      return (
        <>
          <code>{group.param}</code> values no longer accepted: <Names changes={group.changes} />.
        </>
      );
    default:
      return (
        <>
          {LABELS[group.kind]}: <Names changes={group.changes} />.
        </>
      );
  }
}

/**
 * The computed differences between the API of two releases (apiDiff), one
 * row per call and kind of change. Calls of the page's release link to
 * their section.
 */
export default function ChangesTable({ version, from, to }: ChangesTableProps): ReactNode {
  const groups = groupChanges(apiDiff(from, to));
  const caption = `API changes from BigBlueButton ${releaseOf(from)} to ${releaseOf(to)}`;
  if (groups.length === 0) {
    return (
      <p>
        {caption}: none. The calls, parameters, values and responses of this reference are the same in both releases.
      </p>
    );
  }
  const unconfirmed = groups.some((group) => group.changes.some((change) => change.unconfirmed));
  return (
    <>
      <DataTable
        renderWhenNear
        caption={caption}
        columns={[
          {
            header: 'Call',
            rowHeader: true,
            className: styles.name,
            cell: (group) =>
              callFor(version, group.call) ? <a href={`#${callAnchor(group.call)}`}>{group.call}</a> : group.call,
          },
          { header: 'Change', cell: (group) => <Change group={group} /> },
        ]}
        rows={groups}
        rowKey={(group, index) => `${group.call}-${group.kind}-${group.param ?? ''}-${index}`}
      />
      {unconfirmed && (
        <p className={styles.detail}>
          Items marked (unconfirmed) could not be confirmed for every point release; the parameter tables say what to
          check.
        </p>
      )}
    </>
  );
}
