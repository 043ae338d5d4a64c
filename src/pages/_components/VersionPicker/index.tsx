import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';

import { DOC_VERSIONS, LATEST_VERSION, RELEASES } from '@site/src/data/versions';

const NOTES: Record<string, string> = {
  '3.1': 'Next release line; read it when you run 3.1 builds.',
  '3.0': 'Current release. Start here for a new server.',
  '2.7': 'Previous release; Ubuntu 20.04 servers.',
  '2.6': 'Older release; Ubuntu 20.04 servers.',
  '2.5-legacy': 'Legacy release with Greenlight v2.',
};

/** A table of the documented releases: which one to read, and on which Ubuntu. */
export default function VersionPicker(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Docs version</th>
          <th scope="col">Server OS</th>
          <th scope="col">When to read it</th>
        </tr>
      </thead>
      <tbody>
        {DOC_VERSIONS.map((version) => {
          const release = RELEASES[version];
          return (
            <tr key={version}>
              <td>
                <Link to={`${release.pathPrefix}/administration/install/`}>
                  BigBlueButton {release.release}
                  {version === LATEST_VERSION ? ' (latest)' : ''}
                </Link>
              </td>
              <td>
                Ubuntu {release.ubuntu.release} ({release.ubuntu.codename})
              </td>
              <td>{NOTES[version]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
