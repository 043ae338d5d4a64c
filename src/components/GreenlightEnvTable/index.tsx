import type { ReactNode } from 'react';
import type { DocVersion } from '@site/src/data/versions';
import {
  ENV_GROUP_LABELS,
  GREENLIGHT_ENV_FILE,
  envSettings,
  installRoutes,
  type EnvGroup,
  type GreenlightEnvSetting,
} from '@site/src/data/greenlight/env';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface GreenlightEnvTableProps {
  /** Docs version of the page; decides which installers the table names. */
  version: DocVersion;
  /** Only the settings of this group; every setting, with a Group column, when omitted. */
  group?: EnvGroup;
}

function installerNote(version: DocVersion): string {
  return installRoutes(version).includes('bbb-install') ? 'bbb-install -g or gl-install.sh' : 'gl-install.sh';
}

function requirement(setting: GreenlightEnvSetting, writtenBy: string): string {
  if (setting.required && setting.setByInstaller) return `Required (written by ${writtenBy})`;
  if (setting.required) return 'Required';
  if (setting.setByInstaller) return `Optional (${writtenBy} maintains it)`;
  return 'Optional';
}

/**
 * Table of Greenlight v3 `.env` settings: name, default, whether it is
 * required, and what it does. Plain semantic HTML, no browser APIs.
 */
export default function GreenlightEnvTable({
  version: pageVersion,
  group,
}: OnPage<GreenlightEnvTableProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = envSettings(group);
  const writtenBy = installerNote(version);
  const caption = group
    ? `${ENV_GROUP_LABELS[group]} settings in ${GREENLIGHT_ENV_FILE}`
    : `Settings in ${GREENLIGHT_ENV_FILE}`;
  return (
    <DataTable
      caption={caption}
      columns={[
        {
          header: 'Variable',
          rowHeader: true,
          className: styles.name,
          cell: (setting: GreenlightEnvSetting) => <code>{setting.name}</code>,
        },
        !group && { header: 'Group', cell: (setting: GreenlightEnvSetting) => ENV_GROUP_LABELS[setting.group] },
        {
          header: 'Default',
          cell: (setting) =>
            setting.defaultValue === undefined ? (
              <span className={styles.none}>none</span>
            ) : (
              <code>{setting.defaultValue}</code>
            ),
        },
        { header: 'Required', cell: (setting) => requirement(setting, writtenBy) },
        { header: 'What it does', cell: (setting) => inlineCode(setting.meaning) },
      ]}
      rows={rows}
      rowKey={(setting) => setting.name}
      rowAttributes={(setting) => ({ id: `env-${setting.name.toLowerCase()}` })}
    />
  );
}
