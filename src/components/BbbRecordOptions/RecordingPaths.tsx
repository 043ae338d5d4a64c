import type { ReactNode } from 'react';
import { type DocVersion, releaseOf } from '@site/src/data/versions';
import {
  PHASE_LABELS,
  recordingPathsFor,
  type RecordingPath,
  type RecordingPhase,
} from '@site/src/data/dev/recordingPaths';
import DataTable from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';
import { useDocVersion, type OnPage } from '@site/src/lib/useDocVersion';

export interface RecordingPathsProps {
  /** Docs version whose directories are listed. */
  version: DocVersion;
  /** Only the directories of this phase; every phase when omitted. */
  phase?: RecordingPhase;
}

/**
 * Table of the directories record-and-playback uses in one release, phase by
 * phase, with the component that writes them and the bigbluebutton.yml key
 * that points at them. Plain semantic HTML, no browser APIs.
 */
export default function RecordingPaths({ version: pageVersion, phase }: OnPage<RecordingPathsProps>): ReactNode {
  const version = useDocVersion(pageVersion);
  const rows = recordingPathsFor(version, phase);
  const release = releaseOf(version);
  if (rows.length === 0) {
    return <p className={styles.plain}>No directories are recorded for this phase in BigBlueButton {release}.</p>;
  }
  return (
    <DataTable
      caption={`Recording directories in BigBlueButton ${release}${phase ? ` (${PHASE_LABELS[phase].toLowerCase()} phase)` : ''}`}
      columns={[
        phase === undefined && { header: 'Phase', cell: (row: RecordingPath) => PHASE_LABELS[row.phase] },
        { header: 'Content', rowHeader: true, cell: (row) => inlineCode(row.content) },
        {
          header: 'Location',
          cell: (row) => (
            <>
              <span className={styles.location}>{row.location}</span>
              {row.note && <span className={styles.note}>{inlineCode(row.note)}</span>}
            </>
          ),
        },
        { header: 'Written by', cell: (row) => inlineCode(row.writer) },
        {
          header: 'bigbluebutton.yml key',
          cell: (row) => (row.ymlKey ? <code>{row.ymlKey}</code> : <span className={styles.plain}>none</span>),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
