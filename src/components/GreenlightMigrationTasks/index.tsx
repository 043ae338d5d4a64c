import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { GREENLIGHT_V2_CONTAINER, MIGRATION_ENV, MIGRATION_TASKS } from '@site/src/data/greenlight/migration';
import styles from './styles.module.css';

export interface GreenlightMigrationTasksProps {
  /** Docs version of the page, named in the caption. */
  version: DocVersion;
  /** `tasks` (default): the four rake tasks in order. `env`: the variables to add to the v2 `.env`. */
  show?: 'tasks' | 'env';
}

function MigrationEnv(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>Variables to add to the Greenlight v2 settings file</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">File</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {MIGRATION_ENV.map((variable) => (
            <tr key={variable.name}>
              <th scope="row" className={styles.task}>
                <code>{variable.name}</code>
              </th>
              <td>
                <code>{variable.file}</code>
              </td>
              <td>{withCode(variable.meaning)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The four Greenlight v2 to v3 migration tasks in their mandatory order,
 * with what each copies and what it leaves behind.
 */
export default function GreenlightMigrationTasks({
  version,
  show = 'tasks',
}: GreenlightMigrationTasksProps): ReactNode {
  if (show === 'env') return <MigrationEnv />;
  const { release } = RELEASES[version];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Greenlight v2 to v3 migration with BigBlueButton {release}: tasks in their required order, run in the{' '}
          <code>{GREENLIGHT_V2_CONTAINER}</code> container
        </caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Rake task</th>
            <th scope="col">Copies to Greenlight v3</th>
            <th scope="col">Left behind</th>
            <th scope="col">ID range</th>
          </tr>
        </thead>
        <tbody>
          {MIGRATION_TASKS.map((task) => (
            <tr key={task.task}>
              <th scope="row">{task.order}</th>
              <td className={styles.task}>
                <code>{task.task}</code>
              </td>
              <td>{withCode(task.migrates)}</td>
              <td>
                <ul className={styles.list}>
                  {task.leftBehind.map((item) => (
                    <li key={item}>{withCode(item)}</li>
                  ))}
                </ul>
              </td>
              <td>{task.acceptsIdRange ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
