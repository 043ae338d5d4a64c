/**
 * When to read each docs version: the last column of the table of documented
 * releases on the landing page (src/pages/_components/VersionPicker).
 */
import type { DocVersion } from './versions';
import type { DataSources } from './sources';

/** One line per docs version: who should read it. */
export const WHEN_TO_READ: Record<DocVersion, string> = {
  '3.1':
    'The 3.1 pre-releases on Ubuntu 22.04. Upstream renamed the line 4.0 in January 2026; a server installed today gets 4.0 on Ubuntu 24.04 (-v noble-400).',
  '3.0': 'Current release. Start here for a new server.',
  '2.7': 'Previous release; Ubuntu 20.04 servers.',
  '2.6': 'Older release; Ubuntu 20.04 servers.',
  '2.5-legacy': 'Legacy release with Greenlight v2.',
};

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      "Advice on which docs version to read: this site's own guidance, resting on the Ubuntu release and Greenlight generation in src/data/versions.ts.",
  },
];
