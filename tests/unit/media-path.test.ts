/**
 * The media path drawing of the firewall and TURN pages is generated from the
 * port data (src/data/admin/mediaPath.ts): it shows each release's lanes,
 * changes when a port rule changes, and always has a text alternative.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { mediaPath } from '../../src/data/admin/mediaPath';
import { portsFor, FREESWITCH_UDP_RANGE, SFU_UDP_RANGE } from '../../src/data/admin/ports';
import { wrapPath, wrapText } from '../../src/components/DrawingParts/wrapText';
import { recordingPhases } from '../../src/data/dev/recordingPhases';
import { RECORDING_PATHS } from '../../src/data/dev/recordingPaths';
import { DOC_VERSIONS } from '../../src/data/versions';

describe('media path drawing', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: a lane for the client and each media range, and a text alternative naming them`, () => {
      const path = mediaPath(version);
      const ports = path.lanes.map((lane) => lane.port);
      assert.ok(ports.includes('TCP 443'));
      assert.ok(ports.includes(`UDP ${FREESWITCH_UDP_RANGE.from}-${FREESWITCH_UDP_RANGE.to}`));
      assert.ok(ports.includes(`UDP ${SFU_UDP_RANGE.from}-${SFU_UDP_RANGE.to}`));
      for (const lane of path.lanes) {
        assert.ok(path.description.includes(lane.port), `${lane.port} is in the text alternative`);
        assert.ok(path.description.includes(lane.service), `${lane.service} is in the text alternative`);
      }
      assert.ok(path.turnPorts.length > 0);
    });
  }

  it('the built-in TURN lane appears from 2.6 on, as in the port data', () => {
    const has = (v: (typeof DOC_VERSIONS)[number]) => mediaPath(v).lanes.some((lane) => lane.id === 'turn-builtin');
    assert.equal(has('2.5-legacy'), false);
    assert.equal(has('2.6'), true);
  });

  it('changes when the port data changes', () => {
    const server = portsFor('3.0', 'server');
    const before = mediaPath('3.0', server);
    const moved = server.map((rule) =>
      rule.id === 'media-freeswitch'
        ? { ...rule, ports: { from: 20000, to: 20999 }, service: 'FreeSWITCH (moved)' }
        : rule,
    );
    const after = mediaPath('3.0', moved);
    assert.notDeepEqual(after.lanes, before.lanes);
    assert.ok(after.description.includes('UDP 20000-20999 goes to FreeSWITCH (moved)'));
    assert.ok(!after.description.includes(`UDP ${FREESWITCH_UDP_RANGE.from}-`));
    const withoutSfu = mediaPath(
      '3.0',
      server.filter((rule) => rule.id !== 'media-sfu'),
    );
    assert.equal(withoutSfu.lanes.length, before.lanes.length - 1);
  });

  it('wraps labels at spaces within the width', () => {
    assert.deepEqual(wrapText('bbb-webrtc-sfu (mediasoup), bbb-webrtc-recorder', 24), [
      'bbb-webrtc-sfu',
      '(mediasoup),',
      'bbb-webrtc-recorder',
    ]);
    for (const line of wrapText('a b c d e f g h i j k l m n o p', 5)) assert.ok(line.length <= 5);
  });
});

describe('record-and-playback phases drawing', () => {
  for (const version of DOC_VERSIONS) {
    it(`${version}: every phase in order, each with its folders, and a text alternative`, () => {
      const { steps, description } = recordingPhases(version);
      assert.deepEqual(
        steps.map((s) => s.phase),
        ['capture', 'archive', 'sanity', 'process', 'publish', 'playback'],
      );
      for (const step of steps.filter((s) => s.phase !== 'playback')) assert.ok(step.folders.length > 0, step.phase);
      for (const folder of steps.flatMap((s) => s.folders)) assert.ok(description.includes(folder));
      assert.deepEqual(
        steps.filter((s) => s.postScripts).map((s) => s.phase),
        ['archive', 'process', 'publish'],
      );
    });
  }

  it('follows the folder data: Kurento folders up to 2.7, bbb-webrtc-recorder from 2.7', () => {
    const capture = (v: (typeof DOC_VERSIONS)[number]) => recordingPhases(v).steps[0].folders;
    assert.ok(capture('2.6').includes('/var/kurento/recordings'));
    assert.ok(!capture('3.0').includes('/var/kurento/recordings'));
    assert.ok(capture('3.0').includes('/var/lib/bbb-webrtc-recorder/recordings'));
    const moved = RECORDING_PATHS.map((p) => (p.id === 'raw' ? { ...p, location: '/srv/raw/' } : p));
    assert.ok(recordingPhases('3.0', moved).steps[1].folders.includes('/srv/raw/'));
  });

  it('wraps paths after slashes', () => {
    assert.deepEqual(wrapPath('/var/bigbluebutton/recording/raw/', 20), ['/var/bigbluebutton/', 'recording/raw/']);
  });
});
