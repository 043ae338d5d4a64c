/**
 * The relevance set: queries as readers type them (questions, typos,
 * abbreviations, words the pages do not use, version-specific strings), each
 * with the version searched and the doc ids (src/data/docIds.ts) of the pages
 * that answer it. A query is answered when one of those pages is among the
 * first results. Measured by tests/e2e/search-relevance.spec.ts (a floor) and
 * by `npm run bench` (against Pagefind, scripts/bench/search.mts).
 */
import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';

export interface RelevanceCase {
  query: string;
  version: DocVersion;
  /** Doc ids of the pages that answer the query. */
  answers: readonly string[];
}

type Row = readonly [query: string, version: DocVersion, ...answers: string[]];

const A11Y = (v: DocVersion) => (v === '3.0' || v === '3.1' ? 'accessibility' : 'accessiblity');
const TEACHING = (v: DocVersion) => (v === '2.5-legacy' ? 'teaching/index' : 'teaching');

const ROWS: readonly Row[] = [
  // Installation
  ['how do i install bigbluebutton', '3.0', 'administration/install', 'support/faq'],
  ['instal bigbluebutton ubuntu', '3.1', 'administration/install'],
  ['minimum server requirements', '2.7', 'administration/install', 'support/faq'],
  ['how much ram do i need', '2.6', 'support/faq', 'administration/install'],
  ['bbb-install.sh options', '2.5-legacy', 'administration/install'],
  ['upgrade from 2.6 to 3.0', '3.0', 'administration/install', 'support/faq'],
  ['ugprade server', '2.7', 'administration/install'],
  ['locales-all is not available', '2.6', 'administration/install', 'support/troubleshooting'],
  ['install script stops during checks', '3.1', 'administration/install', 'support/troubleshooting'],
  ['ansible playbook', '3.0', 'administration/install'],
  ['which ubuntu version', '2.5-legacy', 'support/faq', 'administration/install'],
  ['jammy', '3.0', 'administration/install'],
  ['focal', '2.6', 'administration/install'],
  ['can i run it in docker', '2.7', 'support/faq'],
  ['install on aws ec2', '3.1', 'support/faq', 'administration/firewall-configuration'],
  ['unmet dependencies', '2.7', 'support/troubleshooting'],
  ['instalation guide', '2.5-legacy', 'administration/install'],
  ['welcome to nginx after install', '3.0', 'support/troubleshooting'],
  // bbb-conf
  ['bbb-conf restart', '3.0', 'administration/bbb-conf'],
  ['bbb-conf --check', '2.6', 'administration/bbb-conf'],
  ['change shared secret', '3.1', 'administration/bbb-conf', 'administration/customize'],
  ['setip', '2.5-legacy', 'administration/bbb-conf'],
  ['how to restart bigbluebutton', '2.7', 'administration/bbb-conf', 'administration/install'],
  ['zip logs for support', '3.0', 'administration/bbb-conf'],
  ['get the api secret', '2.6', 'administration/bbb-conf', 'development/api'],
  ['bbb-conf --debug', '3.1', 'administration/bbb-conf'],
  // Firewall and network
  ['firewall ports', '3.0', 'administration/firewall-configuration'],
  ['firewal ports', '2.7', 'administration/firewall-configuration'],
  ['which ports must be open', '3.1', 'administration/firewall-configuration', 'support/faq'],
  ['udp port range', '2.6', 'administration/firewall-configuration', 'administration/bbb-conf'],
  ['behind nat', '3.0', 'administration/firewall-configuration', 'support/troubleshooting'],
  ['ufw', '2.5-legacy', 'administration/firewall-configuration'],
  ['azure network security group', '2.7', 'administration/firewall-configuration'],
  ['google cloud firewall', '3.1', 'administration/firewall-configuration'],
  ['media does not connect behind nat', '2.6', 'support/troubleshooting', 'administration/firewall-configuration'],
  ['loopback interface public ip', '3.0', 'administration/firewall-configuration'],
  // TURN
  ['coturn', '3.0', 'administration/turn-server'],
  ['turn server setup', '2.5-legacy', 'administration/turn-server'],
  ['stun server test', '2.7', 'administration/turn-server'],
  ['trickle ice', '3.1', 'administration/turn-server'],
  [
    'users behind corporate firewall cannot connect audio',
    '2.6',
    'administration/turn-server',
    'support/troubleshooting',
    'administration/firewall-configuration',
  ],
  ['turn certificate', '3.0', 'administration/turn-server'],
  ['cotrun', '2.7', 'administration/turn-server'],
  // Customize
  ['change default presentation', '3.0', 'administration/customize'],
  ['join everyone muted', '2.6', 'administration/customize'],
  ['mute on start', '3.1', 'administration/customize', 'development/api'],
  ['lower webcam bitrate', '2.7', 'administration/customize'],
  ['delete recordings after days', '2.5-legacy', 'administration/customize', 'administration/privacy'],
  ['dial in phone number sip', '3.0', 'administration/customize', 'support/faq'],
  ['call in by telephone', '3.1', 'administration/customize', 'support/faq'],
  ['music on hold', '2.6', 'administration/customize'],
  ['virtual backgrounds', '3.0', 'administration/customize'],
  ['apply-config.sh', '2.7', 'administration/customize'],
  ['mp4 recordings for ios', '3.1', 'administration/customize'],
  ['move recordings to another disk', '2.6', 'administration/customize'],
  ['costumize server', '3.0', 'administration/customize'],
  ['turn off webcams', '2.5-legacy', 'administration/customize'],
  ['comfort noise', '2.7', 'administration/customize'],
  // Configuration files
  ['where are the log files', '3.0', 'administration/configuration-files', 'support/troubleshooting'],
  ['bbb-web.properties override', '2.6', 'administration/configuration-files'],
  ['bigbluebutton.properties', '3.1', 'administration/configuration-files', 'administration/customize'],
  ['bbb-html5.yml', '2.7', 'administration/configuration-files', 'support/troubleshooting'],
  ['etc bigbluebutton overrides', '2.5-legacy', 'administration/configuration-files'],
  ['configuraton files', '3.0', 'administration/configuration-files'],
  ['hocon akka-apps config', '3.1', 'administration/configuration-files'],
  // Cluster proxy, scaling, load balancer
  ['cluster proxy', '3.0', 'administration/cluster-proxy'],
  ['load balancer', '2.7', 'support/faq', 'administration/cluster-proxy'],
  ['scalelite', '3.1', 'support/faq', 'administration/privacy', 'administration/cluster-proxy'],
  ['more users than one server', '2.6', 'support/faq'],
  ['how many users per server', '3.0', 'support/faq'],
  ['LB for several servers', '2.5-legacy', 'support/faq', 'administration/cluster-proxy'],
  // LTI, Nextcloud, monitoring, privacy
  ['lti moodle integration', '3.0', 'administration/lti'],
  ['connect to my lms', '2.6', 'administration/lti', 'support/faq'],
  ['oauth signature invalid', '3.1', 'administration/lti'],
  ['nextcloud', '2.7', 'administration/nextcloud'],
  ['nextclod app', '3.0', 'administration/nextcloud'],
  ['prometheus exporter', '2.6', 'administration/monitoring'],
  ['grafana dashboard', '3.1', 'administration/monitoring'],
  ['monitoring metrics', '2.5-legacy', 'administration/monitoring'],
  ['gdpr', '3.0', 'administration/privacy'],
  ['data protection retention logs', '2.7', 'administration/privacy'],
  ['are recordings private', '3.1', 'administration/privacy', 'support/faq'],
  ['privacy', '2.6', 'administration/privacy'],
  // API
  ['checksum', '3.0', 'development/api'],
  ['checksum error', '2.7', 'development/api', 'support/troubleshooting'],
  ['checksumError', '3.1', 'development/api', 'support/troubleshooting'],
  ['create meeting', '2.6', 'development/api'],
  ['join url', '2.5-legacy', 'development/api'],
  ['getMeetings', '3.0', 'development/api'],
  ['getMeetingInfo', '2.7', 'development/api'],
  ['isMeetingRunning', '3.1', 'development/api'],
  ['getRecordings', '2.6', 'development/api'],
  ['how to end a meeting through the api', '3.0', 'development/api'],
  ['sha256 checksum algorithm', '2.5-legacy', 'development/api'],
  ['api calls fail with checksumError', '2.7', 'support/troubleshooting', 'development/api'],
  ['insertDocument', '3.0', 'development/api'],
  ['sendChatMessage', '3.1', 'development/api', 'new-features'],
  ['userdata-bbb parameters', '2.6', 'development/api', 'administration/customize'],
  ['meta parameters create', '3.0', 'development/api'],
  ['api secret', '2.7', 'development/api', 'administration/bbb-conf'],
  ['preupload slides', '3.1', 'development/api'],
  ['moderatorPW', '2.5-legacy', 'development/api'],
  ['publishRecordings', '3.0', 'development/api'],
  // Webhooks
  ['webhooks', '3.0', 'development/webhooks'],
  ['callback when meeting ends', '2.6', 'development/webhooks', 'development/api'],
  ['hooks/create', '3.1', 'development/webhooks'],
  ['bbb-webhooks install', '2.7', 'development/webhooks'],
  ['webhok retries', '2.5-legacy', 'development/webhooks'],
  // Recording
  ['bbb-record rebuild', '3.0', 'development/recording'],
  ['recording never appears', '2.7', 'support/troubleshooting', 'development/recording', 'support/faq'],
  ['recording processing fails', '3.1', 'support/troubleshooting', 'development/recording'],
  ['bbb-record --watch', '2.6', 'development/recording'],
  ['post-script after publish', '2.5-legacy', 'development/recording'],
  ['recording as video file', '3.0', 'support/faq', 'development/recording'],
  ['how much disk space do recordings use', '2.7', 'support/faq'],
  ['reocrding playback', '3.1', 'development/recording'],
  ['why did my meeting not produce a recording', '2.6', 'support/faq'],
  // Development
  ['development environment setup', '3.0', 'development/guide'],
  ['docker-dev', '2.7', 'development/guide'],
  ['run html5 client from source', '3.1', 'development/guide'],
  ['architecture overview', '2.6', 'development/architecture'],
  ['graphql middleware', '3.0', 'development/architecture', 'development/guide'],
  ['redis pubsub', '2.5-legacy', 'development/architecture'],
  ['how does freeswitch fit in', '2.7', 'development/architecture'],
  ['translate bigbluebutton', '3.1', 'development/localization'],
  ['transifex', '2.6', 'development/localization'],
  ['i18n strings', '3.0', 'development/localization'],
  ['design guidelines colour palette', '2.7', 'development/design'],
  ['responsive breakpoints', '3.1', 'development/design'],
  ['write a plugin', '3.0', 'plugins'],
  ['plugin sdk', '3.1', 'plugins'],
  ['pluginManifests', '3.0', 'plugins', 'development/api'],
  ['meteor', '2.5-legacy', 'development/architecture', 'development/guide'],
  // Greenlight
  ['install greenlight', '3.0', 'greenlight/v3/install'],
  ['greenlight email setup', '3.1', 'greenlight/v3/install'],
  ['gl smtp', '2.7', 'greenlight/v3/install'],
  ['greenlight migration', '2.6', 'greenlight/v3/migration'],
  ['migrate greenlight v2 to v3', '2.5-legacy', 'greenlight/v3/migration'],
  ['V3_ENDPOINT', '3.0', 'greenlight/v3/migration'],
  ['OPENID_CONNECT_ISSUER', '2.7', 'greenlight/v3/external-authentication'],
  ['keycloak login greenlight', '3.1', 'greenlight/v3/external-authentication'],
  ['greenlight ldap', '2.6', 'greenlight/v3/external-authentication'],
  ['sso for greenlight', '3.0', 'greenlight/v3/external-authentication'],
  ['greenlight create admin', '2.5-legacy', 'greenlight/v3/install'],
  ['change greenlight logo text', '2.7', 'greenlight/v3/customize'],
  ['customise greenlight', '3.1', 'greenlight/v3/customize'],
  ['move greenlight to a new server', '3.0', 'greenlight/v3/migrationtonewserver'],
  ['gl-install.sh', '3.1', 'greenlight/v3/install'],
  ['hcaptcha', '2.6', 'greenlight/v3/install'],
  ['greenlight relative url root', '3.0', 'greenlight/v3/install'],
  ['greenlght update', '2.7', 'greenlight/v3/install'],
  // Support
  ['microphone does not work', '3.0', 'support/troubleshooting', 'support/faq', TEACHING('3.0')],
  ['mic not working', '2.7', 'support/troubleshooting', TEACHING('2.7')],
  ['nobody can hear me', '3.1', TEACHING('3.1'), 'support/troubleshooting'],
  ['webcam not working firefox', '2.6', 'support/troubleshooting'],
  ['error 1007', '3.0', 'support/troubleshooting'],
  ['1020 error', '2.5-legacy', 'support/troubleshooting'],
  ['reconnection in progress', '3.1', 'support/troubleshooting'],
  ['screen sharing fails permission', '2.7', 'support/troubleshooting'],
  ['freeswitch cant bind port 8021', '3.0', 'support/troubleshooting'],
  ['too many open files', '2.6', 'support/troubleshooting'],
  ['blank presentation', '3.1', 'support/troubleshooting'],
  ['browser not supported', '2.5-legacy', 'support/troubleshooting', 'support/faq'],
  ['troubleshooting', '2.7', 'support/troubleshooting'],
  ['troubelshooting guide', '3.0', 'support/troubleshooting'],
  ['where to ask for help', '2.6', 'support/getting-help'],
  ['report a security vulnerability', '3.1', 'support/getting-help', 'support/faq'],
  ['mailing list', '2.5-legacy', 'support/getting-help'],
  ['commercial support', '3.0', 'support/getting-help'],
  ['report a bug', '2.7', 'support/getting-help', 'administration/install'],
  ['roadmap', '3.1', 'support/road-map'],
  ['road map next release', '2.6', 'support/road-map'],
  ['what is bigbluebutton', '3.0', 'support/faq'],
  ['license', '2.7', 'support/faq'],
  ['is it open source', '2.5-legacy', 'support/faq'],
  ['does it work on phones', '3.1', 'support/faq'],
  ['is the media encrypted', '2.6', 'support/faq'],
  ['ssl certificate', '3.0', 'administration/install', 'administration/turn-server', 'support/faq'],
  ['https setup', '2.7', 'administration/install', 'administration/lti', 'administration/turn-server'],
  // Teaching, accessibility, testing, what's new
  ['breakout rooms', '3.0', TEACHING('3.0')],
  ['how do i share my screen', '2.5-legacy', TEACHING('2.5-legacy')],
  ['upload slides', '2.7', TEACHING('2.7')],
  ['polls in class', '3.1', TEACHING('3.1')],
  ['whiteboard drawing', '2.6', TEACHING('2.6')],
  ['learning analytics dashboard', '3.0', TEACHING('3.0'), 'testing/release-testing'],
  ['guest lobby', '3.1', TEACHING('3.1')],
  ['push to talk', '3.0', A11Y('3.0'), TEACHING('3.0'), 'new-features'],
  ['keyboard shortcuts', '2.7', A11Y('2.7')],
  ['screen reader', '3.1', A11Y('3.1')],
  ['accesibility', '2.6', A11Y('2.6')],
  ['wcag', '2.5-legacy', A11Y('2.5-legacy')],
  ['release testing checklist', '3.0', 'testing/release-testing'],
  ['test a release', '2.7', 'testing/release-testing'],
  ['automated tests playwright', '3.1', 'testing/release-testing'],
  ['whats new in 3.0', '3.0', 'new-features'],
  ['livekit', '3.1', 'new-features', 'administration/customize'],
  ['kurento removed', '3.0', 'new-features'],
  ['new features', '2.6', 'new-features'],
  ['release notes', '2.7', 'release-notes'],
  ['2.5 releases', '2.5-legacy', 'release-notes'],
  ['upgrade notes', '2.6', 'release-notes', 'administration/install'],
];

export const RELEVANCE_SET: readonly RelevanceCase[] = ROWS.map(([query, version, ...answers]) => ({
  query,
  version,
  answers,
}));

/**
 * The level reached (tests/e2e/search-relevance.spec.ts fails below it): raise
 * it when the search gets better, never lower it to make a change pass.
 */
export const RELEVANCE_FLOOR = { hitAt1: 0.89, hitAt3: 1 } as const;

/** Every version has queries of its own. */
export const RELEVANCE_VERSIONS: readonly DocVersion[] = DOC_VERSIONS.filter((v) =>
  ROWS.some(([, version]) => version === v),
);
