/**
 * Moving data from Greenlight v2 to Greenlight v3.
 *
 * The migration runs rake tasks inside the Greenlight v2 container; they post
 * each record to an API of the running Greenlight v3. The order of the tasks
 * is mandatory, and the same for every docs version, so the migration page of
 * each version renders it from here.
 */

import type { DataSources } from '../sources';

/** Container the migration tasks run in. */
export const GREENLIGHT_V2_CONTAINER = 'greenlight-v2';

/** Where Greenlight v2 keeps its settings when installed by its own guide or bbb-install. */
export const GREENLIGHT_V2_ENV_FILE = '/root/greenlight/.env';

export interface MigrationEnvVar {
  name: string;
  /** The `.env` file the variable goes into (always the v2 one). */
  file: string;
  meaning: string;
  example: string;
}

/** Variables you add to the Greenlight v2 `.env` before migrating. */
export const MIGRATION_ENV: readonly MigrationEnvVar[] = [
  {
    name: 'V3_ENDPOINT',
    file: GREENLIGHT_V2_ENV_FILE,
    meaning:
      'Public URL of the running Greenlight v3, including its relative URL root. The v2 container must be able to reach it.',
    example: 'https://rooms.example.com/',
  },
  {
    name: 'V3_SECRET_KEY_BASE',
    file: GREENLIGHT_V2_ENV_FILE,
    meaning:
      'Exact copy of `SECRET_KEY_BASE` from `/root/greenlight-v3/.env`. Both sides use it to encrypt and check the migrated records.',
    example: '<value of SECRET_KEY_BASE in /root/greenlight-v3/.env>',
  },
];

export type MigrationResource = 'roles' | 'users' | 'rooms' | 'settings';

export interface MigrationTask {
  /** Position in the mandatory order, starting at 1. */
  order: number;
  resource: MigrationResource;
  /** Rake task name. */
  task: string;
  /** What the task copies to Greenlight v3. */
  migrates: string;
  /** What stays behind, and what an administrator must redo. */
  leftBehind: readonly string[];
  /** True when the task accepts a `[first_id,last_id]` range, so it can run in parallel slices. */
  acceptsIdRange: boolean;
}

export const MIGRATION_TASKS: readonly MigrationTask[] = [
  {
    order: 1,
    resource: 'roles',
    task: 'migrations:roles',
    migrates: 'Custom roles and their permissions.',
    leftBehind: [
      'The built-in roles `user`, `moderator` and `guest`: Greenlight v3 already has them.',
      'Role colours: Greenlight v3 has no such setting.',
    ],
    acceptsIdRange: false,
  },
  {
    order: 2,
    resource: 'users',
    task: 'migrations:users',
    migrates: 'Active local and external accounts, each with its role.',
    leftBehind: [
      'Passwords: local users must set a new one after the migration.',
      'Pending, denied and deleted accounts.',
    ],
    acceptsIdRange: true,
  },
  {
    order: 3,
    resource: 'rooms',
    task: 'migrations:rooms',
    migrates: 'Rooms of active users, with their room settings and shared access.',
    leftBehind: ['Rooms of accounts that were not migrated.', 'Uploaded presentations: room owners upload them again.'],
    acceptsIdRange: true,
  },
  {
    order: 4,
    resource: 'settings',
    task: 'migrations:settings',
    migrates: 'Site settings (brand colours, registration method, terms) and the default room configuration.',
    leftBehind: [
      'The brand image: upload it again in the Administrator Panel.',
      'The global room limit: set it again per role, as a role permission.',
    ],
    acceptsIdRange: false,
  },
];

/** The shell command that runs one migration task in the v2 container. */
export function migrationCommand(task: MigrationTask, range?: { first: number; last: number }): string {
  const suffix = range && task.acceptsIdRange ? `\\[${range.first},${range.last}]` : '';
  return `sudo docker exec -it ${GREENLIGHT_V2_CONTAINER} bundle exec rake ${task.task}${suffix}`;
}

export interface FollowUpTask {
  task: string;
  /** Runs in the Greenlight v3 container. */
  command: string;
  purpose: string;
}

/** Tasks to run in Greenlight v3 once all four migration tasks succeeded. */
export const AFTER_MIGRATION_TASKS: readonly FollowUpTask[] = [
  {
    task: 'migration:reset_password_email',
    command:
      'sudo docker exec -it greenlight-v3 bundle exec rake migration:reset_password_email\\[https://rooms.example.com]',
    purpose:
      'Emails every migrated local user a link to choose a new password. Needs working SMTP settings; users who sign in through an external provider do not need it.',
  },
  {
    task: 'server_recordings_sync',
    command: 'sudo docker exec -it greenlight-v3 bundle exec rake server_recordings_sync',
    purpose: 'Fills the recordings lists of the migrated rooms from the BigBlueButton server; they start empty.',
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/greenlight',
    path: 'lib/tasks/migrations/migrations.rake',
    checked: '2026-11-26',
    note: 'Tasks migrations:roles, users, rooms, settings; V3_ENDPOINT and V3_SECRET_KEY_BASE (at least 32 characters); posts to /api/v1/migrations/<resource>.json. In the copy read, users and rooms take [provider, start, stop] (provider defaults to greenlight), so a range is passed as [greenlight,first,last]; the upstream migration guide writes [first,last]. Confirm the argument order in the Greenlight v2 image in use.',
  },
];
