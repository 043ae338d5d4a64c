import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { PHASE_LABELS, recordingPathsFor, type RecordingPhase } from '@site/src/data/dev/recordingPaths';
import styles from './styles.module.css';

export interface RecordingPathsProps {
  /** Docs version whose directories are listed. */
  version: DocVersion;
  /** Only the directories of this phase; every phase when omitted. */
  phase?: RecordingPhase;
}

/** Renders `inline code` spans of the data as <code> elements. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * Table of the directories record-and-playback uses in one release, phase by
 * phase, with the component that writes them and the bigbluebutton.yml key
 * that points at them. Plain semantic HTML, no browser APIs.
 */
export default function RecordingPaths({ version, phase }: RecordingPathsProps): ReactNode {
  const rows = recordingPathsFor(version, phase);
  const release = RELEASES[version].release;
  if (rows.length === 0) {
    return <p className={styles.plain}>No directories are recorded for this phase in BigBlueButton {release}.</p>;
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Recording directories in BigBlueButton {release}
          {phase ? ` (${PHASE_LABELS[phase].toLowerCase()} phase)` : ''}
        </caption>
        <thead>
          <tr>
            {phase === undefined && <th scope="col">Phase</th>}
            <th scope="col">Content</th>
            <th scope="col">Location</th>
            <th scope="col">Written by</th>
            <th scope="col">bigbluebutton.yml key</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {phase === undefined && <td>{PHASE_LABELS[row.phase]}</td>}
              <th scope="row">{withCode(row.content)}</th>
              <td>
                <span className={styles.location}>{row.location}</span>
                {row.note && <span className={styles.note}>{withCode(row.note)}</span>}
              </td>
              <td>{withCode(row.writer)}</td>
              <td>{row.ymlKey ? <code>{row.ymlKey}</code> : <span className={styles.plain}>none</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
