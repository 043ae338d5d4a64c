/**
 * Writes versioned_sidebars/version-<v>-sidebars.json from one description,
 * so the five versions' sidebars differ only where the releases differ
 * (docs/requirements.md#sidebars). Run `npm run sidebars` after editing; `npm test` checks the
 * committed files match (tests/unit/sidebars.test.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { DOC_VERSIONS, inRange, type DocVersion } from '../src/data/versions.ts';

type Item = string | { type: 'category'; label: string; collapsed: boolean; items: Item[] };

const category = (label: string, items: string[]): Item => ({ type: 'category', label, collapsed: false, items });

const support = ['support/getting-help', 'support/faq', 'support/troubleshooting', 'support/road-map'];

export function sidebarsFor(version: DocVersion): Record<string, Item[]> {
  const is3 = inRange({ since: '3.0' }, version);
  // The support sidebar exists from 2.7 on; older versions list support pages under Administration.
  const hasSupportSidebar = inRange({ since: '2.7' }, version);
  const administration: Item[] = [
    category('Installation', [
      'administration/install',
      'administration/firewall-configuration',
      'administration/turn-server',
    ]),
    category('Configuration', [
      'administration/configuration-files',
      'administration/customize',
      'administration/bbb-conf',
    ]),
    category('Operations and integrations', [
      'administration/cluster-proxy',
      'administration/monitoring',
      'administration/lti',
      'administration/nextcloud',
      'administration/privacy',
    ]),
    ...(hasSupportSidebar ? [] : [category('Support', support)]),
  ];
  const development: Item[] = [
    'development/guide',
    'development/api',
    'development/architecture',
    'development/recording',
    'development/webhooks',
    'development/localization',
    'development/design',
    'testing/release-testing',
  ];
  const greenlight: Item[] = [
    category('Greenlight v3', [
      'greenlight/v3/install',
      'greenlight/v3/external-authentication',
      'greenlight/v3/customize',
      'greenlight/v3/migration',
      ...(is3 ? ['greenlight/v3/migrationtonewserver'] : []),
    ]),
  ];
  const sidebars: Record<string, Item[]> = {};
  // The first sidebar's first doc is the version's main doc: teaching/index in 2.5-legacy.
  if (version === '2.5-legacy') {
    sidebars.teaching = ['teaching/index', 'accessiblity', 'new-features', 'release-notes'];
  }
  sidebars.administration = administration;
  sidebars.development = development;
  sidebars.greenlight = greenlight;
  if (hasSupportSidebar) sidebars.support = support;
  return sidebars;
}

export function sidebarFile(version: DocVersion): string {
  return path.join(import.meta.dirname, '..', 'versioned_sidebars', `version-${version}-sidebars.json`);
}

if (process.argv[1] === import.meta.filename) {
  for (const version of DOC_VERSIONS) {
    writeFileSync(sidebarFile(version), `${JSON.stringify(sidebarsFor(version), null, 2)}\n`);
  }
  console.log(`wrote sidebars for ${DOC_VERSIONS.join(', ')}`);
}
