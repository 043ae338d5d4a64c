/**
 * The keyword set: short queries of two or three keywords, the way readers
 * search for a setting, a port, a command or a feature they already know the
 * name of. Three of them are regressions found in an earlier build (`udp
 * 16384`, `check server configuration`, `change default welcome message`).
 * Measured with the other sets by tests/e2e/search-relevance.spec.ts and
 * `npm run bench`.
 */
import type { DocVersion } from '../../src/data/versions';
import type { RelevanceCase } from './relevanceSet';

type Row = readonly [query: string, version: DocVersion, ...answers: string[]];

const ROWS: readonly Row[] = [
  ['udp 16384', '3.0', 'administration/firewall-configuration'],
  ['udp 16384', '2.6', 'administration/firewall-configuration'],
  ['check server configuration', '3.0', 'administration/bbb-conf'],
  ['check server configuration', '2.7', 'administration/bbb-conf'],
  ['change default welcome message', '3.0', 'administration/customize'],
  ['change default welcome message', '2.6', 'administration/customize'],
  ['turn server 3478', '3.0', 'administration/turn-server', 'administration/firewall-configuration'],
  ['greenlight smtp', '3.1', 'greenlight/v3/install'],
  ['upload size limit', '3.0', 'administration/customize'],
  ['delete old recordings', '2.7', 'administration/customize', 'administration/privacy'],
  ['api checksum', '3.1', 'development/api'],
  ['webhooks callback', '2.6', 'development/webhooks'],
  ['keycloak', '3.0', 'greenlight/v3/external-authentication'],
  ['mp4 recording', '3.0', 'administration/customize'],
  ['locales-all', '3.0', 'administration/install', 'support/troubleshooting'],
  ['behind nat', '2.7', 'administration/firewall-configuration'],
  ['prometheus exporter', '3.0', 'administration/monitoring'],
  ['moodle', '2.5-legacy', 'administration/lti'],
  ['nextcloud', '3.1', 'administration/nextcloud'],
  ['scalelite', '3.0', 'support/faq', 'administration/cluster-proxy'],
  ['shared secret', '3.0', 'administration/bbb-conf', 'support/faq'],
  ['setip', '2.7', 'administration/bbb-conf'],
  ['ssl certificate', '3.0', 'administration/install'],
  ['breakout rooms', '3.0', 'teaching'],
  ['keyboard shortcuts', '3.1', 'accessibility'],
  ['translate client', '3.0', 'development/localization'],
  ['plugin sdk', '3.0', 'plugins'],
  ['migrate greenlight v2', '2.6', 'greenlight/v3/migration'],
  ['error 1020', '3.0', 'support/troubleshooting'],
  ['rebuild recording', '3.0', 'development/recording', 'administration/customize'],
  ['ufw', '3.1', 'administration/firewall-configuration'],
  ['coturn tls certificate', '2.7', 'administration/turn-server'],
];

export const KEYWORD_SET: readonly RelevanceCase[] = ROWS.map(([query, version, ...answers]) => ({
  query,
  version,
  answers,
}));
