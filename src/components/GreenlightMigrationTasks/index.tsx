import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { GREENLIGHT_V2_CONTAINER, MIGRATION_ENV, MIGRATION_TASKS } from '@site/src/data/greenlight/migration';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface GreenlightMigrationTasksProps {
  /** Docs version of the page, named in the caption. */
  version: DocVersion;
  /** `tasks` (default): the four rake tasks in order. `env`: the variables to add to the v2 `.env`. */
  show?: 'tasks' | 'env';
}

function MigrationEnv(): ReactNode {
  return (
    <DataTable
      caption="Variables to add to the Greenlight v2 settings file"
      columns={[
        {
          header: 'Variable',
          rowHeader: true,
          className: styles.task,
          cell: (variable) => <code>{variable.name}</code>,
        },
        { header: 'File', cell: (variable) => <code>{variable.file}</code> },
        { header: 'Value', cell: (variable) => inlineCode(variable.meaning) },
      ]}
      rows={MIGRATION_ENV}
      rowKey={(variable) => variable.name}
    />
  );
}

/**
 * The four Greenlight v2 to v3 migration tasks in their mandatory order,
 * with what each copies and what it leaves behind.
 */
export default function GreenlightMigrationTasks({
  version: pageVersion,
  show = 'tasks',
}: OnPage<GreenlightMigrationTasksProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  if (show === 'env') return <MigrationEnv />;
  const { release } = RELEASES[version];
  return (
    <DataTable
      caption={
        <>
          Greenlight v2 to v3 migration with BigBlueButton {release}: tasks in their required order, run in the{' '}
          <code>{GREENLIGHT_V2_CONTAINER}</code> container
        </>
      }
      columns={[
        { header: 'Step', rowHeader: true, cell: (task) => task.order },
        { header: 'Rake task', className: styles.task, cell: (task) => <code>{task.task}</code> },
        { header: 'Copies to Greenlight v3', cell: (task) => inlineCode(task.migrates) },
        {
          header: 'Left behind',
          cell: (task) => (
            <ul className={styles.list}>
              {task.leftBehind.map((item) => (
                <li key={item}>{inlineCode(item)}</li>
              ))}
            </ul>
          ),
        },
        { header: 'ID range', cell: (task) => (task.acceptsIdRange ? 'Yes' : 'No') },
      ]}
      rows={MIGRATION_TASKS}
      rowKey={(task) => task.task}
    />
  );
}
