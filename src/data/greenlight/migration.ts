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
  /**
   * True when the task accepts `[provider,first_id,last_id]`, so it can run in
   * parallel slices. The provider comes first (an empty one takes every provider).
   */
  acceptsIdRange: boolean;
}

export const MIGRATION_TASKS: readonly MigrationTask[] = [
  {
    order: 1,
    resource: 'roles',
    task: 'migrations:roles',
    migrates: 'Custom roles and their permissions.',
    leftBehind: [
      'The v2 roles `admin` and `user`: Greenlight v3 has its own Administrator and User roles, which their members get.',
      'The internal roles `super_admin`, `pending` and `denied`.',
      'Role colours: the task does not send them.',
    ],
    acceptsIdRange: false,
  },
  {
    order: 2,
    resource: 'users',
    task: 'migrations:users',
    migrates:
      'Active local and external accounts, each with its role; local accounts keep their password (the stored hash is sent).',
    leftBehind: ['Pending, denied, deleted and super administrator accounts.'],
    acceptsIdRange: true,
  },
  {
    order: 3,
    resource: 'rooms',
    task: 'migrations:rooms',
    migrates: 'Rooms of active users, with their room settings, shared access and uploaded presentation.',
    leftBehind: [
      'Rooms of accounts that were not migrated.',
      'A presentation whose file is missing from storage (the task prints `Failed to locate` and goes on).',
    ],
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

/**
 * The provider the users and rooms tasks filter on: `greenlight` for local
 * accounts, an empty string for every provider. Rake drops an empty argument,
 * so `[,1,500]` reaches the task without a provider and filters on nothing;
 * `[1,500]` would make `1` the provider and match no account.
 */
export type MigrationProvider = string;

/** The shell command that runs one migration task in the v2 container. */
export function migrationCommand(
  task: MigrationTask,
  range?: { first: number; last: number; provider?: MigrationProvider },
): string {
  const suffix = range && task.acceptsIdRange ? `\\[${range.provider ?? ''},${range.first},${range.last}]` : '';
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
    commit: 'd802fc66865b5b1a4d915ba9eddc050053a1387e',
    checked: '2026-11-27',
    note: 'Newest copy on the v2 branch (the branch of the v2 image, 2025-05-07). users and rooms take [:provider, :start, :stop] (PR #4908, commit 121f7493ab59d349ba0d7579ef9ffad132765e02) and filter on the provider only when it is present; settings defaults it to greenlight. users sends password_digest (PR #5556, commit 30882ef15c971df0e9ca4ec6ff0b0c0f29ac0628); rooms sends the presentation (PR #5694/#5696, commit 04c72881564879afc1ec28a18e9f3437f006a3e2) and skips a missing file (PR #5796). Roles filter admin, user, super_admin, pending, denied; users filter super_admin, pending, denied and deleted.',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'app/controllers/api/v1/migrations/external_controller.rb',
    commit: '15db765b7fab10414df1a838ae8b3501b215cec4',
    checked: '2026-11-27',
    note: 'Greenlight v3 at release-3.8.2.4: keeps password_digest for provider greenlight and attaches the migrated room presentation.',
  },
  {
    repository: 'bigbluebutton/greenlight',
    path: 'lib/tasks/reset_password_email.rake',
    commit: '166a5728ccc40ffd23a5be2a2f349477a1207e04',
    checked: '2026-11-27',
    note: 'PR #5557 deleted the migration:reset_password_email task; lib/tasks of release-3.8.2.4 has no such task, while server_recordings_sync.rake is there.',
  },
  {
    repository: 'ruby/rake',
    path: 'lib/rake/task_arguments.rb',
    checked: '2026-11-27',
    note: 'TaskArguments#initialize skips nil and empty values, so an empty first argument leaves :provider unset (read in a copy found by text search, not pinned to a rake release).',
  },
];
