import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  DATA_CHANNEL_FUNCTIONS,
  DATA_CHANNEL_READ_MODES,
  HOOK_RESULT_FIELDS,
  SDK_READ,
  dashboardCallsFor,
  entryFieldsFor,
  serverCommandsFor,
  uiCommandsFor,
  type SdkCommand,
} from '@site/src/data/dev/pluginSdk';
import DataTable from '@site/src/components/DataTable';
import Badge from '@site/src/components/Badge';
import { staticIsland } from '@site/src/components/StaticIsland';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

/** The lists the plugins page shows. */
export type PluginSdkList =
  | 'ui-commands'
  | 'server-commands'
  | 'read-modes'
  | 'data-channel-functions'
  | 'entry-fields'
  | 'hook-result'
  | 'dashboard';

export interface PluginSdkTableProps {
  /** Docs version whose SDK line is listed. */
  version: DocVersion;
  list: PluginSdkList;
}

function commandTable(caption: string, prefix: string, rows: readonly SdkCommand[], list: string): ReactNode {
  return (
    <DataTable
      caption={caption}
      columns={[
        {
          header: 'Command',
          rowHeader: true,
          className: styles.name,
          cell: (command: SdkCommand) => <code>{`${prefix}.${command.path}`}</code>,
        },
        { header: 'Takes', cell: (command) => inlineCode(command.argument) },
        { header: 'Does', cell: (command) => inlineCode(command.does) },
      ]}
      rows={rows}
      rowKey={(command) => command.path}
      tableAttributes={{ 'data-plugin-sdk': list }}
    />
  );
}

/**
 * One list of the plugin SDK of a release, read from src/data/dev/pluginSdk.ts:
 * the UI or server commands, the data channel's read modes, functions and
 * entry fields, the data hooks' result, or the Learning Analytics Dashboard
 * calls. Plain semantic HTML, no browser APIs.
 */
function PluginSdkTableContent({ version, list }: PluginSdkTableProps): ReactNode {
  const read = SDK_READ[version];
  if (!read) return <p className={styles.plain}>BigBlueButton {releaseOf(version)} has no plugin SDK.</p>;
  const sdk = `SDK ${read.release}, BigBlueButton ${releaseOf(version)}`;
  switch (list) {
    case 'ui-commands':
      return commandTable(`pluginApi.uiCommands (${sdk})`, 'uiCommands', uiCommandsFor(version), list);
    case 'server-commands':
      return commandTable(`pluginApi.serverCommands (${sdk})`, 'serverCommands', serverCommandsFor(version), list);
    case 'read-modes':
      return (
        <DataTable
          caption={`Read modes of useDataChannel, DataChannelTypes (${sdk})`}
          columns={[
            {
              header: 'Mode',
              rowHeader: true,
              cell: (mode) => (
                <>
                  <code>{mode.name}</code>
                  {mode.isDefault && (
                    <span className={styles.badge}>
                      <Badge tone="info">Default</Badge>
                    </span>
                  )}
                </>
              ),
            },
            { header: 'What the hook returns', cell: (mode) => inlineCode(mode.reads) },
          ]}
          rows={DATA_CHANNEL_READ_MODES}
          rowKey={(mode) => mode.name}
          tableAttributes={{ 'data-plugin-sdk': list }}
        />
      );
    case 'data-channel-functions':
      return (
        <DataTable
          caption={`Functions returned by useDataChannel (${sdk})`}
          columns={[
            { header: 'Function', rowHeader: true, cell: (fn) => <code>{fn.name}</code> },
            { header: 'Call', cell: (fn) => inlineCode(fn.signature) },
            { header: 'Does, and who receives', cell: (fn) => inlineCode(fn.does) },
          ]}
          rows={DATA_CHANNEL_FUNCTIONS}
          rowKey={(fn) => fn.name}
          tableAttributes={{ 'data-plugin-sdk': list }}
        />
      );
    case 'entry-fields':
      return (
        <DataTable
          caption={`Fields of a data channel entry (${sdk})`}
          columns={[
            { header: 'Field', rowHeader: true, cell: (field) => <code>{field.name}</code> },
            { header: 'Holds', cell: (field) => inlineCode(field.meaning) },
          ]}
          rows={entryFieldsFor(version)}
          rowKey={(field) => field.name}
          tableAttributes={{ 'data-plugin-sdk': list }}
        />
      );
    case 'hook-result':
      return (
        <DataTable
          caption={`What the data hooks return (${sdk})`}
          columns={[
            { header: 'Field', rowHeader: true, cell: (field) => <code>{field.name}</code> },
            { header: 'Type', cell: (field) => field.type },
            { header: 'Holds', cell: (field) => inlineCode(field.meaning) },
          ]}
          rows={HOOK_RESULT_FIELDS}
          rowKey={(field) => field.name}
          tableAttributes={{ 'data-plugin-sdk': list }}
        />
      );
    case 'dashboard':
      return (
        <DataTable
          caption={`Learning Analytics Dashboard calls of pluginApi (${sdk})`}
          columns={[
            { header: 'Call', rowHeader: true, className: styles.name, cell: (call) => <code>{call.call}</code> },
            { header: 'Takes', cell: (call) => inlineCode(call.argument) },
            { header: 'Does', cell: (call) => inlineCode(call.does) },
          ]}
          rows={dashboardCallsFor(version)}
          rowKey={(call) => call.call}
          tableAttributes={{ 'data-plugin-sdk': list }}
        />
      );
  }
}

/** Kept as built while the page hydrates. */
export default staticIsland<PluginSdkTableProps>({ content: PluginSdkTableContent });
