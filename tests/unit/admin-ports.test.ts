import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, inRange, isValidRange, type DocVersion } from '../../src/data/versions';
import {
  FREESWITCH_UDP_RANGE,
  MEDIA_UDP_RANGE,
  PORTS,
  SFU_UDP_RANGE,
  TURN_RELAY_RANGE,
  formatPorts,
  portsFor,
  rangeSize,
  ufwSpec,
  type PortRole,
  type PortRule,
} from '../../src/data/admin/ports';

const ROLES: readonly PortRole[] = ['server', 'turn', 'internal'];

function find(version: DocVersion, role: PortRole, port: number): PortRule[] {
  return portsFor(version, role).filter((rule) => rule.ports.from <= port && port <= rule.ports.to);
}

function protocolsOverlap(a: PortRule, b: PortRule): boolean {
  return a.protocol === 'TCP/UDP' || b.protocol === 'TCP/UDP' || a.protocol === b.protocol;
}

test('the media range is UDP 16384-32768, split between FreeSWITCH and the SFU at 24576/24577', () => {
  assert.deepEqual(MEDIA_UDP_RANGE, { from: 16384, to: 32768 });
  assert.deepEqual(FREESWITCH_UDP_RANGE, { from: 16384, to: 24576 });
  assert.deepEqual(SFU_UDP_RANGE, { from: 24577, to: 32768 });
  assert.equal(FREESWITCH_UDP_RANGE.to + 1, SFU_UDP_RANGE.from, 'the two halves must be adjacent');
  assert.equal(rangeSize(FREESWITCH_UDP_RANGE) + rangeSize(SFU_UDP_RANGE), rangeSize(MEDIA_UDP_RANGE));
  assert.equal(formatPorts(MEDIA_UDP_RANGE), '16384-32768');
  assert.equal(ufwSpec(MEDIA_UDP_RANGE, 'UDP'), '16384:32768/udp');
});

test('the TURN relay range is UDP 32769-65535 and does not overlap the media range', () => {
  assert.deepEqual(TURN_RELAY_RANGE, { from: 32769, to: 65535 });
  assert.ok(TURN_RELAY_RANGE.from > MEDIA_UDP_RANGE.to, 'relay ports must start above the media range');
  for (const version of DOC_VERSIONS) {
    const relay = portsFor(version, 'turn').find((rule) => rule.id === 'turn-relay');
    assert.ok(relay, `${version}: the TURN table needs the relay range`);
    assert.equal(relay.protocol, 'UDP');
    assert.deepEqual(relay.ports, TURN_RELAY_RANGE);
  }
});

test('every version opens TCP 22, 80 and 443 on the BigBlueButton server', () => {
  for (const version of DOC_VERSIONS) {
    for (const port of [22, 80, 443]) {
      const rules = find(version, 'server', port);
      assert.equal(rules.length, 1, `${version}: exactly one server row must cover TCP ${port}`);
      assert.equal(rules[0].protocol, 'TCP', `${version}: port ${port} is TCP`);
    }
  }
});

test('the server UDP rows cover exactly the media range, without gaps or overlaps', () => {
  for (const version of DOC_VERSIONS) {
    const udp = portsFor(version, 'server')
      .filter((rule) => rule.protocol === 'UDP')
      .sort((a, b) => a.ports.from - b.ports.from);
    assert.ok(udp.length >= 2, `${version}: list FreeSWITCH and the SFU separately`);
    assert.equal(udp[0].ports.from, MEDIA_UDP_RANGE.from, `${version}: UDP rows must start at 16384`);
    assert.equal(udp[udp.length - 1].ports.to, MEDIA_UDP_RANGE.to, `${version}: UDP rows must end at 32768`);
    for (let i = 1; i < udp.length; i += 1) {
      assert.equal(
        udp[i].ports.from,
        udp[i - 1].ports.to + 1,
        `${version}: gap or overlap after ${formatPorts(udp[i - 1].ports)}`,
      );
    }
    assert.match(udp[0].service, /FreeSWITCH/, `${version}: the lower half belongs to FreeSWITCH`);
    assert.match(udp[udp.length - 1].service, /bbb-webrtc-sfu/, `${version}: the upper half belongs to bbb-webrtc-sfu`);
  }
});

test('Kurento shares the SFU range in 2.x only; bbb-webrtc-recorder from 2.7', () => {
  for (const version of DOC_VERSIONS) {
    const sfu = portsFor(version, 'server').find((rule) => rule.id === 'media-sfu');
    assert.ok(sfu, `${version}: missing media-sfu row`);
    assert.equal(
      sfu.service.includes('Kurento'),
      !inRange({ since: '3.0' }, version),
      `${version}: Kurento is removed in 3.0`,
    );
    assert.equal(
      sfu.service.includes('bbb-webrtc-recorder'),
      inRange({ since: '2.7' }, version),
      `${version}: recorder arrives in 2.7`,
    );
  }
});

test('built-in TURN: haproxy on 443 and coturn on 3478 from 2.6; nginx terminates TLS in 2.5', () => {
  for (const version of DOC_VERSIONS) {
    const https = find(version, 'server', 443)[0];
    const turn = find(version, 'server', 3478);
    if (inRange({ since: '2.6' }, version)) {
      assert.equal(https.service, 'haproxy', `${version}: haproxy answers on 443`);
      assert.equal(turn.length, 1, `${version}: the built-in coturn needs 3478`);
      assert.equal(turn[0].protocol, 'TCP/UDP');
      assert.ok(find(version, 'internal', 81).length === 1, `${version}: nginx listens on 81/82 behind haproxy`);
    } else {
      assert.equal(https.service, 'nginx', `${version}: nginx answers on 443`);
      assert.equal(turn.length, 0, `${version}: 2.5 has no built-in TURN server`);
    }
  }
});

test('a TURN host listens on 3478 and 443 (TCP and UDP); 5349 is only an optional alternative', () => {
  for (const version of DOC_VERSIONS) {
    for (const port of [3478, 443]) {
      const rules = find(version, 'turn', port);
      assert.equal(rules.length, 1, `${version}: TURN host must list ${port}`);
      assert.equal(rules[0].protocol, 'TCP/UDP', `${version}: TURN port ${port} is TCP and UDP`);
      assert.ok(!rules[0].optional, `${version}: TURN port ${port} is not optional`);
    }
    const alt = find(version, 'turn', 5349);
    assert.equal(alt.length, 1);
    assert.equal(alt[0].optional, true, `${version}: 5349 is only the coturn default, not the recommended port`);
  }
});

test('internal ports are never listed as public ports', () => {
  for (const version of DOC_VERSIONS) {
    const internal = portsFor(version, 'internal');
    for (const port of [8021, 6379, 5066, 7443, 8090, 9001]) {
      assert.ok(
        internal.some((rule) => rule.ports.from <= port && port <= rule.ports.to),
        `${version}: ${port} belongs to the internal table`,
      );
    }
    for (const rule of internal) {
      for (const other of portsFor(version, 'server')) {
        const overlap = rule.ports.from <= other.ports.to && other.ports.from <= rule.ports.to;
        assert.ok(
          !(overlap && protocolsOverlap(rule, other)),
          `${version}: internal ${formatPorts(rule.ports)} overlaps public ${formatPorts(other.ports)}`,
        );
      }
    }
  }
});

test('MongoDB and Kurento in 2.x only; GraphQL services and PostgreSQL from 3.0', () => {
  for (const version of DOC_VERSIONS) {
    const has = (port: number): boolean => find(version, 'internal', port).length === 1;
    const is3x = inRange({ since: '3.0' }, version);
    assert.equal(has(27017), !is3x, `${version}: MongoDB 27017`);
    assert.equal(has(8888), !is3x, `${version}: Kurento 8888`);
    for (const port of [8085, 8378, 8093, 5432]) {
      assert.equal(has(port), is3x, `${version}: GraphQL stack port ${port}`);
    }
  }
});

test('no role lists the same port and protocol twice in one version', () => {
  for (const version of DOC_VERSIONS) {
    for (const role of ROLES) {
      const rows = portsFor(version, role);
      const ids = rows.map((rule) => rule.id);
      assert.equal(new Set(ids).size, ids.length, `${version}/${role}: duplicate row ids ${ids.join(', ')}`);
      for (let i = 0; i < rows.length; i += 1) {
        for (let j = i + 1; j < rows.length; j += 1) {
          const a = rows[i];
          const b = rows[j];
          const overlap = a.ports.from <= b.ports.to && b.ports.from <= a.ports.to;
          assert.ok(
            !(overlap && protocolsOverlap(a, b)),
            `${version}/${role}: ${a.id} (${formatPorts(a.ports)}) overlaps ${b.id} (${formatPorts(b.ports)})`,
          );
        }
      }
    }
  }
});

test('every rule has a valid range and a coherent version span', () => {
  for (const rule of PORTS) {
    assert.ok(rule.ports.from >= 1 && rule.ports.to <= 65535, `${rule.id}: port out of range`);
    assert.ok(rule.ports.from <= rule.ports.to, `${rule.id}: range is reversed`);
    assert.ok(isValidRange(rule), `${rule.id}: until ${rule.until} is not after since ${rule.since}`);
    assert.ok(rule.purpose.length > 20, `${rule.id}: write a purpose sentence`);
  }
});
