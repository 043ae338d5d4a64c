import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOC_VERSIONS, inRange, isValidRange } from '../../src/data/versions';
import {
  LTI_CONFIG_KEYS,
  LTI_CUSTOM_PARAMETERS,
  LTI_FRAMEWORK_MODERATOR_ROLES,
  LTI_FRAMEWORK_PATHS,
  LTI_FRAMEWORK_SETTINGS,
  LTI_PRIVILEGED_ROLES,
  classicToolStatus,
  installerLtiOption,
  ltiImplementation,
} from '../../src/data/admin/lti';
import {
  METRICS_ENDPOINTS,
  SFU_METRICS_PORTS,
  SFU_METRICS_SWITCH,
  metricsEndpointsFor,
  sfuProcessesFor,
  systemdUnitInclude,
} from '../../src/data/admin/monitoring';
import {
  CRON_FILE,
  CRON_OVERRIDE_FILE,
  DATA_LOCATIONS,
  RETENTION_KEYS,
  cronOverrideSupported,
  dataLocationsFor,
} from '../../src/data/admin/retention';

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('LTI data', () => {
  it('lists the six custom parameters of bbb-lti, once each', () => {
    const names = LTI_CUSTOM_PARAMETERS.map((p) => p.name);
    assert.deepEqual([...names].sort(), ['all_moderators', 'duration', 'mode', 'record', 'voicebridge', 'welcome']);
    assert.deepEqual(duplicates(names), []);
  });

  it('types the parameters as the tool reads them', () => {
    const byName = new Map(LTI_CUSTOM_PARAMETERS.map((p) => [p.name, p]));
    assert.equal(byName.get('record')?.type, 'Boolean');
    assert.equal(byName.get('all_moderators')?.type, 'Boolean');
    assert.equal(byName.get('duration')?.type, 'Integer');
    assert.equal(byName.get('voicebridge')?.type, 'Integer');
    assert.deepEqual(byName.get('mode')?.values, ['simple', 'extended']);
  });

  it('documents the keys of lti-config.properties, connection keys first', () => {
    const keys = LTI_CONFIG_KEYS.map((k) => k.key);
    assert.deepEqual(keys.slice(0, 4), ['bigbluebuttonURL', 'bigbluebuttonSalt', 'ltiEndPoint', 'ltiConsumers']);
    for (const k of ['ltiMode', 'ltiAllRecordedByDefault', 'meetingIdParams']) assert.ok(keys.includes(k), k);
    assert.deepEqual(duplicates(keys), []);
    const url = LTI_CONFIG_KEYS.find((k) => k.key === 'bigbluebuttonURL');
    assert.ok(url?.example.endsWith('/bigbluebutton'), 'bigbluebuttonURL must end in /bigbluebutton');
  });

  it('maps instructors to moderators', () => {
    assert.ok(LTI_PRIVILEGED_ROLES.includes('Instructor'));
    assert.ok(LTI_PRIVILEGED_ROLES.includes('Administrator'));
  });

  it('offers bbb-lti only in 2.5 (deprecated in 2.6) and the framework from 2.6 on', () => {
    assert.equal(classicToolStatus('2.5-legacy'), 'supported');
    assert.equal(classicToolStatus('2.6'), 'deprecated');
    for (const v of ['2.7', '3.0', '3.1'] as const) assert.equal(classicToolStatus(v), 'unavailable');
    for (const v of DOC_VERSIONS) {
      const framework = inRange({ since: '2.6' }, v);
      assert.equal(ltiImplementation(v), framework ? 'lti-framework' : 'bbb-lti', v);
      assert.equal(installerLtiOption(v) !== null, framework, v);
    }
  });

  it('states the default moderator roles of the rooms application once, consistently', () => {
    const setting = LTI_FRAMEWORK_SETTINGS.find((s) => s.key === 'BIGBLUEBUTTON_MODERATOR_ROLES');
    assert.ok(setting?.meaning.includes(LTI_FRAMEWORK_MODERATOR_ROLES.join(',')));
    assert.ok(LTI_FRAMEWORK_MODERATOR_ROLES.includes('Instructor'));
  });

  it('keeps the broker and the rooms launch URL under /lti', () => {
    assert.ok(LTI_FRAMEWORK_PATHS.roomsLaunch.startsWith(`${LTI_FRAMEWORK_PATHS.broker}/`));
    const keys = LTI_FRAMEWORK_SETTINGS.map((s) => s.key);
    assert.deepEqual(duplicates(keys), []);
    assert.ok(keys.includes('BIGBLUEBUTTON_ENDPOINT') && keys.includes('BIGBLUEBUTTON_SECRET'));
  });
});

describe('monitoring data', () => {
  it('uses the bbb-webrtc-sfu metrics ports 3014, 3016, 3022, 3024, 3026 without clashes', () => {
    assert.deepEqual(SFU_METRICS_PORTS, { 'mcs-core': 3014, main: 3016, video: 3026, screenshare: 3022, audio: 3024 });
    const ports = Object.values(SFU_METRICS_PORTS);
    assert.equal(new Set(ports).size, ports.length);
  });

  // bbb-webrtc-sfu 2.8 (BigBlueButton 2.5) has metrics for mcs-core and main only;
  // video, screenshare and audio came with 2.9 (BigBlueButton 2.6).
  it('lists the SFU endpoints of each release: two in 2.5, five from 2.6', () => {
    for (const v of DOC_VERSIONS) {
      const sfu = metricsEndpointsFor(v, 'built-in').filter((e) => e.id.startsWith('sfu-'));
      assert.equal(sfu.length, v === '2.5-legacy' ? 2 : 5, v);
      assert.deepEqual(
        sfu.map((e) => e.id),
        sfuProcessesFor(v).map((proc) => `sfu-${proc}`),
        v,
      );
      assert.ok(
        sfu.every((e) => e.bind === 'localhost' && e.path === '/metrics'),
        v,
      );
      // One switch for all of them: the sub-blocks have no `enabled` of their own.
      assert.ok(
        sfu.every(
          (e) =>
            e.enabledBy.includes(`${SFU_METRICS_SWITCH}: true`) &&
            !/\.(main|video|screenshare|audio)\.enabled/.test(e.enabledBy),
        ),
        v,
      );
    }
  });

  it('has the Meteor endpoint in 2.x only', () => {
    for (const v of DOC_VERSIONS) {
      const meteor = metricsEndpointsFor(v).some((e) => e.id === 'html5-meteor');
      assert.equal(meteor, !inRange({ since: '3.0' }, v), v);
    }
  });

  it('gives every endpoint of a release its own port', () => {
    assert.deepEqual(duplicates(METRICS_ENDPOINTS.map((e) => e.id)), []);
    for (const v of DOC_VERSIONS) {
      const ports = metricsEndpointsFor(v)
        .map((e) => e.port)
        .filter((p): p is number => p !== null);
      assert.equal(new Set(ports).size, ports.length, v);
    }
  });

  it('keeps version ranges coherent', () => {
    for (const e of METRICS_ENDPOINTS) {
      assert.ok(isValidRange(e), e.id);
    }
  });

  it('watches Kurento and MongoDB in 2.x and PostgreSQL in 3.x with systemd_exporter', () => {
    for (const v of DOC_VERSIONS) {
      const include = systemdUnitInclude(v);
      const is3 = inRange({ since: '3.0' }, v);
      assert.equal(include.includes('kurento'), !is3, v);
      assert.equal(include.includes('mongod'), !is3, v);
      assert.equal(include.includes('postgresql'), is3, v);
      assert.ok(new RegExp(`^${include}$`).test('bbb-web.service'), v);
      assert.ok(new RegExp(`^${include}$`).test('freeswitch.service'), v);
    }
  });
});

describe('retention data', () => {
  it('has the four retention variables with their shipped defaults', () => {
    const defaults = Object.fromEntries(RETENTION_KEYS.map((k) => [k.key, k.defaultDays]));
    assert.deepEqual(defaults, { history: 5, unrecorded_days: 14, published_days: 14, log_history: 28 });
  });

  it('reads the override file from 2.6 on only', () => {
    assert.equal(CRON_FILE, '/etc/cron.daily/bigbluebutton');
    assert.equal(CRON_OVERRIDE_FILE, '/etc/default/bigbluebutton-cron-config');
    for (const v of DOC_VERSIONS) assert.equal(cronOverrideSupported(v), inRange({ since: '2.6' }, v), v);
  });

  it('lists Kurento data and logs in 2.x only', () => {
    for (const v of DOC_VERSIONS) {
      const kurento = dataLocationsFor(v).filter((l) => l.path.includes('kurento'));
      assert.equal(kurento.length > 0, !inRange({ since: '3.0' }, v), v);
    }
  });

  it('lists bbb-webrtc-recorder media from 2.7 and GraphQL journals from 3.0', () => {
    for (const v of DOC_VERSIONS) {
      const ids = dataLocationsFor(v).map((l) => l.id);
      assert.equal(ids.includes('webrtc-recorder'), inRange({ since: '2.7' }, v), v);
      assert.equal(ids.includes('graphql-journal'), inRange({ since: '3.0' }, v), v);
      assert.equal(ids.includes('meteor-journal'), !inRange({ since: '3.0' }, v), v);
    }
  });

  it('always inventories presentations, raw recordings and bbb-web.log', () => {
    for (const v of DOC_VERSIONS) {
      const paths = dataLocationsFor(v).map((l) => l.path);
      assert.ok(paths.includes('/var/bigbluebutton/<meeting-id>/'), v);
      assert.ok(paths.includes('/var/bigbluebutton/recording/raw/<meeting-id>/'), v);
      assert.ok(paths.includes('/var/log/bigbluebutton/bbb-web.log'), v);
      assert.ok(
        dataLocationsFor(v, ['log']).every((l) => l.kind === 'log'),
        v,
      );
    }
  });

  it('has unique ids and coherent ranges', () => {
    assert.deepEqual(duplicates(DATA_LOCATIONS.map((l) => l.id)), []);
    for (const l of DATA_LOCATIONS) {
      assert.ok(isValidRange(l), l.id);
    }
  });
});

describe('pages agree with the data', () => {
  const page = (version: string, name: string): string =>
    readFileSync(
      path.join(process.cwd(), 'versioned_docs', `version-${version}`, 'administration', `${name}.md`),
      'utf8',
    );

  it('uses the systemd_exporter pattern of its release on every monitoring page', () => {
    for (const v of DOC_VERSIONS) {
      const text = page(v, 'monitoring');
      assert.ok(text.includes(`--systemd.collector.unit-include=${systemdUnitInclude(v)}`), v);
    }
  });

  it('configures the SFU metrics ports of the data on every monitoring page', () => {
    for (const v of DOC_VERSIONS) {
      const text = page(v, 'monitoring');
      for (const proc of sfuProcessesFor(v)) {
        const port = SFU_METRICS_PORTS[proc];
        assert.ok(text.includes(String(port)), `${v}: port ${port} of ${proc}`);
      }
      // No per-process switch: bbb-webrtc-sfu ignores `enabled` inside the sub-blocks.
      assert.ok(
        !/prometheus\.\$?name\.enabled|prometheus\.(main|video|screenshare|audio)\.enabled/.test(text),
        `${v}: per-process enabled key`,
      );
      assert.ok(
        !/\n {4}enabled: true\n {4}host: localhost\n {4}port: 30/.test(text),
        `${v}: enabled inside an SFU sub-block`,
      );
      assert.equal(
        text.includes('private.prometheus'),
        !inRange({ since: '3.0' }, v),
        `${v}: Meteor metrics only in 2.x`,
      );
    }
  });

  it('uses yq 4 syntax in 3.x pages and yq 3 syntax in 2.x pages', () => {
    for (const v of DOC_VERSIONS) {
      for (const name of ['cluster-proxy', 'monitoring', 'privacy']) {
        const text = page(v, name);
        const is3 = inRange({ since: '3.0' }, v);
        assert.equal(/yq (w|m) -/.test(text), !is3, `${v}/${name}: yq 3 commands`);
        assert.equal(/yq e -i/.test(text), is3 && text.includes('yq '), `${v}/${name}: yq 4 commands`);
      }
    }
  });

  it('keeps Meteor and Kurento out of 3.x pages and the GraphQL stack out of 2.x pages', () => {
    for (const v of DOC_VERSIONS) {
      const proxy = page(v, 'cluster-proxy');
      const privacy = page(v, 'privacy');
      if (inRange({ since: '3.0' }, v)) {
        assert.ok(!proxy.includes('DDP_DEFAULT_CONNECTION_URL'), v);
        assert.ok(proxy.includes('BBB_GRAPHQL_MIDDLEWARE_ORIGIN') && proxy.includes('HASURA_GRAPHQL_CORS_DOMAIN'), v);
        assert.ok(!privacy.includes('kurento-media-server'), v);
      } else {
        assert.ok(proxy.includes('DDP_DEFAULT_CONNECTION_URL'), v);
        assert.ok(!proxy.includes('graphql'), v);
        assert.ok(privacy.includes('/etc/default/kurento-media-server'), v);
      }
    }
  });

  it('writes retention values to the override file only where the job reads it', () => {
    for (const v of DOC_VERSIONS) {
      const text = page(v, 'privacy');
      assert.equal(text.includes(`title="${CRON_OVERRIDE_FILE}"`), cronOverrideSupported(v), v);
    }
  });

  it('documents lti-config.properties only where bbb-lti exists', () => {
    for (const v of DOC_VERSIONS) {
      const text = page(v, 'lti');
      assert.equal(text.includes('table="config"'), classicToolStatus(v) !== 'unavailable', v);
      assert.equal(text.includes('-t '), installerLtiOption(v) !== null, v);
    }
  });
});
