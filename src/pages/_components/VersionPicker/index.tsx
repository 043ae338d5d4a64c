import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';

import DataTable from '@site/src/components/DataTable';
import { DOC_VERSIONS, LATEST_VERSION, RELEASES, type DocVersion, type ReleaseFacts } from '@site/src/data/versions';

const NOTES: Record<string, string> = {
  '3.1':
    'The 3.1 pre-releases on Ubuntu 22.04. Upstream renamed the line 4.0 in January 2026; a server installed today gets 4.0 on Ubuntu 24.04 (-v noble-400).',
  '3.0': 'Current release. Start here for a new server.',
  '2.7': 'Previous release; Ubuntu 20.04 servers.',
  '2.6': 'Older release; Ubuntu 20.04 servers.',
  '2.5-legacy': 'Legacy release with Greenlight v2.',
};

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
        { header: 'When to read it', cell: ({ version }) => NOTES[version] },
      ]}
    />
  );
}
