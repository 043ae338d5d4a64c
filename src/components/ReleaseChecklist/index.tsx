import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  areaLabel,
  checklistAreasFor,
  checklistFor,
  isAutomated,
  suiteUrl,
  type ChecklistAreaId,
  type ChecklistItem,
} from '@site/src/data/testing/checklist';
import styles from './styles.module.css';

export interface ReleaseChecklistProps {
  /** Docs version whose checklist is shown. */
  version: DocVersion;
  /** Only the tests of this area; every area (one table each) when omitted. */
  area?: ChecklistAreaId;
  /** `tests` (default) lists the tests; `summary` counts them per area. */
  view?: 'tests' | 'summary';
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Coverage({ item, version }: { item: ChecklistItem; version: DocVersion }): ReactNode {
  if (item.automated && isAutomated(item, version)) {
    return (
      <>
        <span className={`${styles.badge} ${styles.automated}`}>Automated</span>
        <a className={styles.suite} href={suiteUrl(version, item.automated.suite)}>
          playwright/{item.automated.suite}
        </a>
      </>
    );
  }
  return <span className={`${styles.badge} ${styles.manual}`}>Manual</span>;
}

function AreaTable({ version, area }: { version: DocVersion; area: ChecklistAreaId }): ReactNode {
  const items = checklistFor(version, area);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {areaLabel(area)}: {items.length} {items.length === 1 ? 'test' : 'tests'} in BigBlueButton{' '}
        {RELEASES[version].release}
      </caption>
      <thead>
        <tr>
          <th scope="col">Test</th>
          <th scope="col">Steps</th>
          <th scope="col">Expected result</th>
          <th scope="col">Coverage</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} id={`test-${item.id}`}>
            <th scope="row" className={styles.test}>
              {item.test}
            </th>
            <td>
              <ol className={styles.list}>
                {item.steps.map((step, index) => (
                  <li key={index}>{withCode(step)}</li>
                ))}
              </ol>
            </td>
            <td>
              <ul className={styles.list}>
                {item.expected.map((result, index) => (
                  <li key={index}>{withCode(result)}</li>
                ))}
              </ul>
            </td>
            <td>
              <Coverage item={item} version={version} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Summary({ version }: { version: DocVersion }): ReactNode {
  const areas = checklistAreasFor(version);
  const all = checklistFor(version);
  const automatedCount = (items: ChecklistItem[]): number => items.filter((i) => isAutomated(i, version)).length;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Release checklist of BigBlueButton {RELEASES[version].release} by area
      </caption>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Tests</th>
          <th scope="col">Automated</th>
          <th scope="col">Manual only</th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => {
          const items = checklistFor(version, area.id);
          const automated = automatedCount(items);
          return (
            <tr key={area.id}>
              <th scope="row">{area.label}</th>
              <td className={styles.number}>{items.length}</td>
              <td className={styles.number}>{automated}</td>
              <td className={styles.number}>{items.length - automated}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={styles.number}>{all.length}</td>
          <td className={styles.number}>{automatedCount(all)}</td>
          <td className={styles.number}>{all.length - automatedCount(all)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The release-testing checklist of one release: one table per area with the
 * steps, the expected result and whether a Playwright spec on the release
 * branch covers the test, or a summary of the counts. Plain semantic HTML,
 * no browser APIs.
 */
export default function ReleaseChecklist({ version, area, view = 'tests' }: ReleaseChecklistProps): ReactNode {
  if (view === 'summary') {
    return (
      <div className={styles.wrapper}>
        <Summary version={version} />
      </div>
    );
  }
  const areas = area ? [area] : checklistAreasFor(version).map((a) => a.id);
  return (
    <div className={styles.wrapper}>
      {areas.map((id) =>
        checklistFor(version, id).length > 0 ? (
          <AreaTable key={id} version={version} area={id} />
        ) : (
          <p key={id}>
            BigBlueButton {RELEASES[version].release} has no tests in the {areaLabel(id).toLowerCase()} area.
          </p>
        ),
      )}
    </div>
  );
}
