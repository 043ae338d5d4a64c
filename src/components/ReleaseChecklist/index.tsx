import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  areaLabel,
  checklistAreasFor,
  checklistFor,
  isAutomated,
  suiteUrl,
  type ChecklistAreaId,
  type ChecklistItem,
} from '@site/src/data/testing/checklist';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import Badge from '@site/src/components/Badge';

import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface ReleaseChecklistProps {
  /** Docs version whose checklist is shown. */
  version: DocVersion;
  /** Only the tests of this area; every area (one table each) when omitted. */
  area?: ChecklistAreaId;
  /** `tests` (default) lists the tests; `summary` counts them per area. */
  view?: 'tests' | 'summary';
}

function Coverage({ item, version }: { item: ChecklistItem; version: DocVersion }): ReactNode {
  if (item.automated && isAutomated(item, version)) {
    return (
      <>
        <Badge tone="success">Automated</Badge>
        <a className={styles.suite} href={suiteUrl(version, item.automated.suite)}>
          playwright/{item.automated.suite}
        </a>
      </>
    );
  }
  return <Badge tone="neutral">Manual</Badge>;
}

function AreaTable({ version, area }: { version: DocVersion; area: ChecklistAreaId }): ReactNode {
  const items = checklistFor(version, area);
  return (
    <DataTable
      caption={
        <>
          {areaLabel(area)}: {items.length} {items.length === 1 ? 'test' : 'tests'} in BigBlueButton{' '}
          {releaseOf(version)}
        </>
      }
      columns={[
        { header: 'Test', rowHeader: true, className: styles.test, cell: (item) => item.test },
        {
          header: 'Steps',
          cell: (item) => (
            <ol className={styles.list}>
              {item.steps.map((step, index) => (
                <li key={index}>{inlineCode(step)}</li>
              ))}
            </ol>
          ),
        },
        {
          header: 'Expected result',
          cell: (item) => (
            <ul className={styles.list}>
              {item.expected.map((result, index) => (
                <li key={index}>{inlineCode(result)}</li>
              ))}
            </ul>
          ),
        },
        { header: 'Coverage', cell: (item) => <Coverage item={item} version={version} /> },
      ]}
      rows={items}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({ id: `test-${item.id}` })}
    />
  );
}

/** Counts of one area's tests, or of all (the totals row). */
interface AreaCount {
  key: string;
  label: string;
  tests: number;
  automated: number;
}

function Summary({ version }: { version: DocVersion }): ReactNode {
  const count = (key: string, label: string, items: ChecklistItem[]): AreaCount => ({
    key,
    label,
    tests: items.length,
    automated: items.filter((i) => isAutomated(i, version)).length,
  });
  return (
    <DataTable
      caption={`Release checklist of BigBlueButton ${releaseOf(version)} by area`}
      columns={[
        { header: 'Area', rowHeader: true, cell: (row) => row.label },
        { header: 'Tests', className: styles.number, cell: (row) => row.tests },
        { header: 'Automated', className: styles.number, cell: (row) => row.automated },
        { header: 'Manual only', className: styles.number, cell: (row) => row.tests - row.automated },
      ]}
      rows={checklistAreasFor(version).map((area) => count(area.id, area.label, checklistFor(version, area.id)))}
      footRows={[count('total', 'Total', checklistFor(version))]}
      rowKey={(row) => row.key}
    />
  );
}

/**
 * The release-testing checklist of one release: one table per area with the
 * steps, the expected result and whether a Playwright spec on the release
 * branch covers the test, or a summary of the counts. Plain semantic HTML,
 * no browser APIs.
 */
export default function ReleaseChecklist({
  version: pageVersion,
  area,
  view = 'tests',
}: OnPage<ReleaseChecklistProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  if (view === 'summary') return <Summary version={version} />;
  const areas = area ? [area] : checklistAreasFor(version).map((a) => a.id);
  return (
    <>
      {areas.map((id) =>
        checklistFor(version, id).length > 0 ? (
          <AreaTable key={id} version={version} area={id} />
        ) : (
          <p key={id}>
            BigBlueButton {releaseOf(version)} has no tests in the {areaLabel(id).toLowerCase()} area.
          </p>
        ),
      )}
    </>
  );
}
