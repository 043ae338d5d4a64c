import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';

import DataTable from '@site/src/components/DataTable';
import { WHEN_TO_READ } from '@site/src/data/versionNotes';
import { DOC_VERSIONS, LATEST_VERSION, RELEASES, type DocVersion, type ReleaseFacts } from '@site/src/data/versions';

type Row = { version: DocVersion; release: ReleaseFacts };

/** A table of the documented releases: which one to read, and on which Ubuntu. */
export default function VersionPicker(): ReactNode {
  return (
    <DataTable<Row>
      caption="Documented releases"
      rows={DOC_VERSIONS.map((version) => ({ version, release: RELEASES[version] }))}
      rowKey={(row) => row.version}
      columns={[
        {
          header: 'Docs version',
          rowHeader: true,
          cell: ({ version, release }) => (
            <Link to={`${release.pathPrefix}/administration/install/`}>
              BigBlueButton {release.release}
              {version === LATEST_VERSION ? ' (latest)' : ''}
            </Link>
          ),
        },
        {
          header: 'Server OS',
          cell: ({ release }) => `Ubuntu ${release.ubuntu.release} (${release.ubuntu.codename})`,
        },
        { header: 'When to read it', cell: ({ version }) => WHEN_TO_READ[version] },
      ]}
    />
  );
}
