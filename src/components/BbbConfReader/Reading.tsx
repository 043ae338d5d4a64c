import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { docPath } from '@site/src/data/docIds';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { linksFor, type BbbConfReading } from '@site/src/lib/tools/bbbConfReader';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

const OLDEST = '2.5-legacy' as const;

function releaseNumber(release: string): number {
  const [major, minor] = release.split('.').map(Number);
  return major * 100 + (minor ?? 0);
}

/** What a reading says: the release and which docs to read, then each report explained. */
export default function Reading({ reading, version }: { reading: BbbConfReading; version: DocVersion }): ReactNode {
  const target = reading.docsVersion ?? version;
  const pageRelease = RELEASES[version].release;
  let verdict: ReactNode;
  if (!reading.release) {
    verdict = (
      <p className={styles.verdict}>
        No release found: paste the whole output, starting with the line <code>BigBlueButton Server …</code> (or the{' '}
        <code>ii bbb-…</code> lines of <code>--version</code>).
      </p>
    );
  } else if (reading.docsVersion) {
    verdict = (
      <p className={styles.verdict} data-testid="reader-release">
        This server runs BigBlueButton <strong>{reading.point}</strong>
        {reading.build !== undefined && ` (build ${reading.build})`}
        {reading.ubuntu && ` on Ubuntu ${reading.ubuntu}`}. Read the{' '}
        <Link to={docPath(reading.docsVersion, 'administration/bbb-conf')}>
          documentation of {RELEASES[reading.docsVersion].release}
        </Link>
        {reading.docsVersion === version ? ' (this page).' : `; this page documents ${pageRelease}.`}
      </p>
    );
  } else if (releaseNumber(reading.release) < releaseNumber(RELEASES[OLDEST].release)) {
    verdict = (
      <p className={styles.verdict} data-testid="reader-release">
        This server runs BigBlueButton <strong>{reading.point}</strong>, older than any release documented here and no
        longer maintained. Plan a move to a current release:{' '}
        <Link to={`${docPath(version, 'administration/install')}#upgrade`}>Upgrade</Link>.
      </p>
    );
  } else {
    verdict = (
      <p className={styles.verdict} data-testid="reader-release">
        This server runs BigBlueButton <strong>{reading.point}</strong>, newer than the releases documented here.
      </p>
    );
  }
  return (
    <>
      {verdict}
      {reading.warnings.length === 0 && reading.unexplained.length === 0 && reading.kind === 'check' && (
        <p>No potential problems in what you pasted.</p>
      )}
      {reading.warnings.length > 0 && (
        <ol className={styles.warnings} aria-label="Reports explained">
          {reading.warnings.map(({ warning, line }, index) => (
            <li key={`${warning.id}-${index}`} data-warning={warning.id}>
              <code className={styles.line}>{line}</code>
              <p>
                {inlineCode(warning.meaning)} <strong>Fix:</strong> {inlineCode(warning.fix)}
                {warning.harmlessWhen && <> Harmless when {inlineCode(warning.harmlessWhen)}.</>}
                {warning.printedBy && <> (Printed by {warning.printedBy}.)</>}
              </p>
              <p className={styles.links}>
                Read:{' '}
                {linksFor(warning, target).map((link, linkIndex) => (
                  <span key={link.anchor}>
                    {linkIndex > 0 && ' · '}
                    <Link to={`${docPath(target, link.docId)}#${link.anchor}`}>{link.label}</Link>
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ol>
      )}
      {reading.unexplained.length > 0 && (
        <div>
          <p>Not explained here (search the troubleshooting guide for these words):</p>
          <ul>
            {reading.unexplained.map((line) => (
              <li key={line}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
