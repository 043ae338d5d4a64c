import Link from '@docusaurus/Link';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useEffect, useState, type ReactNode } from 'react';

import { takeVersionSwitchNote, type VersionSwitchNote } from '@site/src/lib/versionSwitch';

import styles from './styles.module.css';

/**
 * After a version switch that could not keep the reader's page (it does not
 * exist in the chosen version), says so once, with a link back. Not a version
 * banner: it shows only right after such a switch, and can be dismissed.
 */
export default function VersionSwitchNotice(): ReactNode {
  const version = useDocsVersion();
  const [note, setNote] = useState<VersionSwitchNote | null>(null);

  useEffect(() => {
    const taken = takeVersionSwitchNote();
    if (taken && taken.toVersion === version.version) setNote(taken);
  }, [version.version]);

  if (!note) return null;
  return (
    <div className={`alert alert--info ${styles.notice}`} role="status">
      <p className={styles.text}>
        <strong>{note.title}</strong> does not exist in BigBlueButton {version.label}, so you are on this version&apos;s
        main page.{' '}
        <Link to={note.fromPath}>
          Go back to {note.title} in {note.fromVersion}
        </Link>
        .
      </p>
      <button type="button" className="clean-btn close" aria-label="Dismiss this notice" onClick={() => setNote(null)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
