import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  COMMON_FIELDS,
  EVENT_ATTRIBUTES,
  MODULE_FIELDS,
  RECORDING_EVENT_MODULES,
  recordingEventsFor,
  type RecordingEvent,
  type RecordingEventField,
} from '@site/src/data/dev/recordingEvents';
import DataTable from '@site/src/components/DataTable';
import { staticIsland } from '@site/src/components/StaticIsland';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

export interface RecordingEventsProps {
  /** Docs version whose `events.xml` events are listed. */
  version: DocVersion;
}

function FieldList({ fields }: { fields: readonly RecordingEventField[] }): ReactNode {
  if (fields.length === 0) return <span className={styles.plain}>none of its own</span>;
  return (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code>: {inlineCode(field.meaning)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The events of `events.xml` by module: a table of the attributes and child
 * elements every event has, then one row per event with its own child
 * elements. Plain semantic HTML, no browser APIs.
 */
function RecordingEventsContent({ version }: RecordingEventsProps): ReactNode {
  const release = releaseOf(version);
  const events = recordingEventsFor(version);
  if (events.length === 0) {
    return <p className={styles.plain}>The events of BigBlueButton {release} are not listed on this site.</p>;
  }
  const shared = [
    ...EVENT_ATTRIBUTES.map((field) => ({ ...field, kind: 'Attribute of <event>', scope: 'every event' })),
    ...COMMON_FIELDS.map((field) => ({ ...field, kind: 'Child element', scope: 'every event' })),
    ...RECORDING_EVENT_MODULES.flatMap((module) =>
      MODULE_FIELDS[module].map((field) => ({ ...field, kind: 'Child element', scope: `every ${module} event` })),
    ),
  ];
  return (
    <>
      <DataTable
        caption={`What every event in events.xml carries, BigBlueButton ${release}`}
        columns={[
          { header: 'Name', rowHeader: true, cell: (row) => <code>{row.name}</code> },
          { header: 'Kind', cell: (row) => row.kind },
          { header: 'On', cell: (row) => inlineCode(row.scope.replace(/every (\w+) event/, 'every `$1` event')) },
          { header: 'Holds', cell: (row) => inlineCode(row.meaning) },
        ]}
        rows={shared}
        rowKey={(row) => `${row.scope}-${row.name}`}
        tableAttributes={{ 'data-events-shared': version }}
      />
      <DataTable
        caption={`Events in events.xml by module, BigBlueButton ${release}`}
        columns={[
          {
            header: 'Event',
            rowHeader: true,
            className: styles.name,
            cell: (event: RecordingEvent) => <code>{event.name}</code>,
          },
          { header: 'Written when', cell: (event) => inlineCode(event.summary) },
          { header: 'Its own child elements', cell: (event) => <FieldList fields={event.fields} /> },
        ]}
        groups={RECORDING_EVENT_MODULES.map((module) => ({
          key: module,
          label: <code>{module}</code>,
          rows: events.filter((event) => event.module === module),
        }))}
        groupHeader="Module"
        rowKey={(event) => `${event.module}-${event.name}`}
        rowAttributes={(event) => ({ 'data-event': `${event.module}:${event.name}` })}
        tableAttributes={{ 'data-events-table': version }}
      />
    </>
  );
}

/** Kept as built while the page hydrates. */
export default staticIsland<RecordingEventsProps>({ content: RecordingEventsContent });
