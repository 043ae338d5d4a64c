import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { INSTALLER_CHECK_FIXES, installerMessagesFor, printedLine } from '@site/src/data/admin/installerMessages';
import { renderInline } from '../InstallOptions/renderInline';
import styles from '../InstallOptions/styles.module.css';

export interface InstallerMessagesProps {
  /** Docs version whose installer's messages are quoted. */
  version: DocVersion;
}

/** What the release's bbb-install prints when one of its checks fails, with the cause and the fix. */
export default function InstallerMessages({ version }: InstallerMessagesProps): ReactNode {
  const { release, installer } = RELEASES[version];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Messages of {installer.script} for BigBlueButton {release} when a check fails
        </caption>
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Cause and fix</th>
          </tr>
        </thead>
        <tbody>
          {installerMessagesFor(version).map((message) => (
            <tr key={message.check} data-check={message.check}>
              <td>
                <code>{printedLine(message)}</code>
              </td>
              <td>{renderInline(INSTALLER_CHECK_FIXES[message.check])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
