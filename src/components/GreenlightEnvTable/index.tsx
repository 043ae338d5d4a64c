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
import styles from './styles.module.css';

export interface GreenlightEnvTableProps {
  /** Docs version of the page; decides which installers the table names. */
  version: DocVersion;
  /** Only the settings of this group; every setting, with a Group column, when omitted. */
  group?: EnvGroup;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
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
export default function GreenlightEnvTable({ version, group }: GreenlightEnvTableProps): ReactNode {
  const rows = envSettings(group);
  const writtenBy = installerNote(version);
  const caption = group
    ? `${ENV_GROUP_LABELS[group]} settings in ${GREENLIGHT_ENV_FILE}`
    : `Settings in ${GREENLIGHT_ENV_FILE}`;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            {!group && <th scope="col">Group</th>}
            <th scope="col">Default</th>
            <th scope="col">Required</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((setting) => (
            <tr key={setting.name} id={`env-${setting.name.toLowerCase()}`}>
              <th scope="row" className={styles.name}>
                <code>{setting.name}</code>
              </th>
              {!group && <td>{ENV_GROUP_LABELS[setting.group]}</td>}
              <td>
                {setting.defaultValue === undefined ? (
                  <span className={styles.none}>none</span>
                ) : (
                  <code>{setting.defaultValue}</code>
                )}
              </td>
              <td>{requirement(setting, writtenBy)}</td>
              <td>{withCode(setting.meaning)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
