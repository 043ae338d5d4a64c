import type { ReactNode } from 'react';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import {
  INSTALLER_CHECK_FIXES,
  installerMessagesFor,
  printedLine,
  type InstallerMessage,
} from '@site/src/data/admin/installerMessages';
import DataTable, { type Column } from '@site/src/components/DataTable';
import { inlineCode } from '@site/src/lib/inlineCode';

export interface InstallerMessagesProps {
  /** Docs version whose installer's messages are quoted. */
  version: DocVersion;
}

const COLUMNS: readonly Column<InstallerMessage>[] = [
  { header: 'Message', cell: (message) => <code>{printedLine(message)}</code> },
  { header: 'Cause and fix', cell: (message) => inlineCode(INSTALLER_CHECK_FIXES[message.check]) },
];

/** What the release's bbb-install prints when one of its checks fails, with the cause and the fix. */
export default function InstallerMessages({ version }: InstallerMessagesProps): ReactNode {
  const { release, installer } = RELEASES[version];
  return (
    <DataTable
      caption={`Messages of ${installer.script} for BigBlueButton ${release} when a check fails`}
      columns={COLUMNS}
      rows={installerMessagesFor(version)}
      rowKey={(message) => message.check}
      rowAttributes={(message) => ({ 'data-check': message.check })}
    />
  );
}
