/**
 * Prometheus metrics endpoints available on a BigBlueButton server, per release.
 *
 * Built-in endpoints come with BigBlueButton packages and are disabled by
 * default; third-party exporters are installed by the administrator. The
 * monitoring page renders the rows of its release and builds the Prometheus
 * scrape configuration from the same data.
 */
import { inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** Where an endpoint comes from. */
export type EndpointOrigin = 'built-in' | 'third-party';

/** The five bbb-webrtc-sfu processes that can expose metrics. */
export type SfuProcess = 'mcs-core' | 'main' | 'video' | 'screenshare' | 'audio';

/** Port of each bbb-webrtc-sfu metrics endpoint (the same in every release that has it). */
export const SFU_METRICS_PORTS: Readonly<Record<SfuProcess, number>> = {
  'mcs-core': 3014,
  main: 3016,
  video: 3026,
  screenshare: 3022,
  audio: 3024,
};

/**
 * Key of the production.yml block that sets host, port and path of each SFU
 * endpoint (mcs-core sits at the top level). The blocks have no switch of
 * their own: `prometheus.enabled` turns all of them on (see SFU_METRICS_SWITCH).
 */
export const SFU_PROMETHEUS_BLOCK: Readonly<Record<SfuProcess, string>> = {
  'mcs-core': 'prometheus',
  main: 'prometheus.main',
  video: 'prometheus.video',
  screenshare: 'prometheus.screenshare',
  audio: 'prometheus.audio',
};

export const SFU_OVERRIDE_FILE = '/etc/bigbluebutton/bbb-webrtc-sfu/production.yml';

/**
 * The one key that turns the SFU metrics on. Every metrics module of
 * bbb-webrtc-sfu reads `enabled` from the top of the `prometheus` block only;
 * an `enabled` key inside `main`, `video`, ... is ignored.
 */
export const SFU_METRICS_SWITCH = 'prometheus.enabled';

/**
 * Release that first has each endpoint. bbb-webrtc-sfu 2.8 (BigBlueButton 2.5)
 * has metrics modules for mcs-core and main only; the video, screenshare and
 * audio modules came with bbb-webrtc-sfu 2.9 (BigBlueButton 2.6).
 */
export const SFU_METRICS_SINCE: Readonly<Record<SfuProcess, DocVersion>> = {
  'mcs-core': '2.5-legacy',
  main: '2.5-legacy',
  video: '2.6',
  screenshare: '2.6',
  audio: '2.6',
};

export interface MetricsEndpoint extends VersionRange {
  /** Stable id for tests and row keys. */
  id: string;
  /** Program that serves the metrics. */
  component: string;
  origin: EndpointOrigin;
  /** TCP port the endpoint listens on; null when it is served through nginx on 443. */
  port: number | null;
  /** Address the endpoint binds to in the configuration this site recommends. */
  bind: 'localhost' | 'all interfaces' | 'nginx (443)';
  path: string;
  /** File and key (or command) that turns the endpoint on. */
  enabledBy: string;
  /** What the metrics describe. */
  measures: string;
}

const sfuMeasures: Readonly<Record<SfuProcess, string>> = {
  'mcs-core':
    'Media control core: rooms, users, media sessions and units, request errors; mediasoup workers, routers, transports.',
  main: 'Entry process: WebSocket connections from clients and dispatch to the modules.',
  video: 'Webcam module: webcam publish and subscribe requests.',
  screenshare: 'Screen sharing module.',
  audio: 'Audio module (listen-only and, where enabled, full audio through the SFU).',
};

const sfuEndpoints: MetricsEndpoint[] = (Object.keys(SFU_METRICS_PORTS) as SfuProcess[]).map((proc) => ({
  id: `sfu-${proc}`,
  component: `bbb-webrtc-sfu (${proc})`,
  origin: 'built-in',
  port: SFU_METRICS_PORTS[proc],
  bind: 'localhost',
  path: '/metrics',
  enabledBy: `\`${SFU_OVERRIDE_FILE}\`: \`${SFU_METRICS_SWITCH}: true\` (one switch for all SFU endpoints); port: \`${SFU_PROMETHEUS_BLOCK[proc]}.port\``,
  measures: sfuMeasures[proc],
  since: SFU_METRICS_SINCE[proc],
}));

/** The SFU processes with a metrics endpoint in one release. */
export function sfuProcessesFor(version: DocVersion): SfuProcess[] {
  return (Object.keys(SFU_METRICS_PORTS) as SfuProcess[]).filter((proc) =>
    inRange({ since: SFU_METRICS_SINCE[proc] }, version),
  );
}

/** Every metrics endpoint, all releases. Filter with {@link metricsEndpointsFor}. */
export const METRICS_ENDPOINTS: readonly MetricsEndpoint[] = [
  {
    id: 'bbb-exporter',
    component: 'bigbluebutton-exporter (community)',
    origin: 'third-party',
    port: 9688,
    bind: 'localhost',
    path: '/metrics',
    enabledBy: 'Docker container or systemd unit; `API_BASE_URL` and `API_SECRET` in its environment',
    measures: 'API view of the server: participants by media and client, meetings, recordings by state, API latency.',
    since: '2.5-legacy',
  },
  {
    id: 'node-exporter',
    component: 'Prometheus node_exporter',
    origin: 'third-party',
    port: 9100,
    bind: 'localhost',
    path: '/metrics',
    enabledBy: '`prometheus-node-exporter` package or the upstream binary',
    measures: 'Operating system: CPU, memory, disks, file systems, network.',
    since: '2.5-legacy',
  },
  {
    id: 'systemd-exporter',
    component: 'systemd_exporter',
    origin: 'third-party',
    port: 9558,
    bind: 'localhost',
    path: '/metrics',
    enabledBy: '`--systemd.collector.unit-include` restricted to the BigBlueButton units',
    measures: 'Per-service state, restarts, CPU time, memory and tasks.',
    since: '2.5-legacy',
  },
  ...sfuEndpoints,
  {
    id: 'html5-meteor',
    component: 'HTML5 client server processes (Meteor)',
    origin: 'built-in',
    port: null,
    bind: 'nginx (443)',
    path: '/html5client/metrics',
    enabledBy: '`/etc/bigbluebutton/bbb-html5.yml`: `private.prometheus.enabled: true`',
    measures: 'Node.js processes of the client back end; optionally Redis message metrics.',
    since: '2.5-legacy',
    until: '3.0',
  },
];

/** Endpoints of one release, optionally only built-in or only third-party ones. */
export function metricsEndpointsFor(version: DocVersion, origin?: EndpointOrigin): MetricsEndpoint[] {
  return METRICS_ENDPOINTS.filter((e) => inRange(e, version) && (origin === undefined || e.origin === origin));
}

/**
 * systemd units worth watching with systemd_exporter, as the regular
 * expression for `--systemd.collector.unit-include`. The dot is written as
 * `[.]` so the pattern needs no escaping in a systemd unit file.
 */
export function systemdUnitInclude(version: DocVersion): string {
  const common = ['bbb-.*', 'freeswitch', 'etherpad', 'nginx', 'redis-server'];
  const extra = inRange({ since: '3.0' }, version) ? ['postgresql.*'] : ['kurento-media-server', 'mongod'];
  return `(${[...common, ...extra].join('|')})[.]service`;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/monitoring.md',
    checked: '2026-11-26',
    note: 'bbb-webrtc-sfu metrics ports 3014, 3016, 3026, 3022 and 3024; systemd_exporter on 9558; bigbluebutton-exporter and node_exporter as third-party exporters.',
  },
  {
    repository: 'greenstatic/bigbluebutton-exporter',
    path: 'bbb-exporter/settings.py',
    commit: 'bbb24abeb0be4658dbecfcb21d1c98fd1c8da2da',
    checked: '2026-11-28',
    note: 'Port 9688 (PORT), API_BASE_URL (must end with a slash, helpers.py) and API_SECRET from the environment, RECORDINGS_METRICS_READ_FROM_DISK; collector.py names bbb_api_up, bbb_meetings_participants, bbb_meetings_listeners, bbb_meetings_voice_participants, bbb_meetings_video_participants, bbb_recordings_processing/published/unpublished/deleted and the bbb_api_latency histogram.',
  },
  {
    repository: 'bigbluebutton/bbb-webrtc-sfu',
    path: 'config/default.example.yml',
    branch: 'bbb-2.5',
    commit: '511830c5de1383df146625a6d40c7e2d99f36f60',
    checked: '2026-11-28',
    note: 'bbb-webrtc-sfu 2.8.9 (BigBlueButton 2.5): the prometheus block has mcs-core (port 3014) and main (3016) only, and the tree has metrics modules for these two only (lib/mcs-core/lib/metrics, lib/main/metrics). mediasoup.promExportWorkerResourceUsage exists (false).',
  },
  {
    repository: 'bigbluebutton/bbb-webrtc-sfu',
    path: 'config/default.example.yml',
    branch: 'bbb-2.6',
    commit: '95bdbb4f4ca94d3850bdf91ecc45570b33498821',
    checked: '2026-11-28',
    note: 'bbb-webrtc-sfu 2.9.15 (BigBlueButton 2.6): adds video (3026), screenshare (3022) and audio (3024) with lib/video, lib/screenshare and lib/audio metrics modules. Same five ports on bbb-2.7 (a4f61b244c979fce93be8943cac5174142578966, 2.12.2) and bbb-3.0 (040a8ca0844ed2e86d8b163799b893d1e1c0bdde, 2.13.3).',
  },
  {
    repository: 'bigbluebutton/bbb-webrtc-sfu',
    path: 'lib/video/metrics/index.js',
    branch: 'bbb-3.0',
    commit: '040a8ca0844ed2e86d8b163799b893d1e1c0bdde',
    checked: '2026-11-28',
    note: 'Each metrics module (lib/main, lib/video, lib/screenshare, lib/audio and lib/mcs-core/lib/metrics) reads `enabled` from the top of the prometheus block and only host, port, path and collectDefaultMetrics from its sub-block: prometheus.enabled is the one switch. The HTTP listener starts either way; metrics are filled only when the switch is on. mcs-core gauges are mcs_rooms, mcs_users, mcs_media_sessions (core-metrics.js). The development branch (7706cf6d001de4970532383e403cd4dd45c9f811, March 2024) is the same; the bbb-webrtc-sfu copy that the 3.1 pre-releases ship was not read.',
  },
];
