/**
 * Sizing arithmetic (src/data/admin/sizing.ts): the bandwidth of a meeting
 * from its webcams, microphones and screen sharing, checked against worked
 * examples done by hand and against properties that must hold for any meeting.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  AUDIO_KBITS,
  CAMERA_PROFILES,
  CAMERA_THRESHOLDS,
  CLASSROOM_EXAMPLES,
  cameraKbits,
  classroomTraffic,
  gigabytesPerHour,
  megabytesPerHour,
  rawRecordingRows,
} from '../../src/data/admin/sizing';

describe('sizing arithmetic', () => {
  it('a lecture: one webcam at 200 kbit/s, 31 microphones and a busy screen, as worked by hand', () => {
    const t = classroomTraffic({
      participants: 31,
      webcams: 1,
      profile: 'medium',
      microphones: 31,
      screenShareKbits: 1000,
    });
    // in: 200 + 31·40 + 1000 = 2440; out: 1·30·200 + 31·40 + 30·1000 = 37240
    assert.deepEqual(t.total, { in: 2440, out: 37240 });
  });

  it('a seminar of 12 webcams: the client lowers each to 90 kbit/s, as worked by hand', () => {
    const t = classroomTraffic({
      participants: 12,
      webcams: 12,
      profile: 'medium',
      microphones: 12,
      screenShareKbits: 0,
    });
    // in: 12·90 + 12·40 = 1560; out: 12·11·90 + 12·40 = 12360
    assert.equal(t.webcams.perStream, 90);
    assert.deepEqual(t.total, { in: 1560, out: 12360 });
  });

  it('the examples the pages show are the two above', () => {
    assert.deepEqual(
      CLASSROOM_EXAMPLES.map((e) => classroomTraffic(e.room).total),
      [
        { in: 2440, out: 37240 },
        { in: 1560, out: 12360 },
      ],
    );
  });

  it('a webcam never sends more than its profile, and lowering starts at the first threshold', () => {
    for (const profile of CAMERA_PROFILES) {
      for (let cameras = 1; cameras <= 40; cameras++) {
        const kbits = cameraKbits(profile.id, cameras);
        assert.ok(kbits <= profile.kbits);
        if (cameras < CAMERA_THRESHOLDS[0].cameras) assert.equal(kbits, profile.kbits);
        if (cameras > 1)
          assert.ok(kbits <= cameraKbits(profile.id, cameras - 1), 'more webcams never raise the bitrate');
      }
    }
    assert.throws(() => cameraKbits('ultra', 1));
  });

  it('for any meeting, outgoing traffic grows with participants and a lone participant receives nothing but audio', () => {
    for (let u = 1; u <= 60; u += 7) {
      for (const w of [0, 1, Math.min(u, 9), u]) {
        const room = { participants: u, webcams: w, profile: 'high', microphones: u, screenShareKbits: 500 };
        const t = classroomTraffic(room);
        const more = classroomTraffic({ ...room, participants: u + 1 });
        assert.ok(more.total.out >= t.total.out);
        assert.equal(t.audio.out, u * AUDIO_KBITS);
        if (u === 1) assert.equal(t.total.out, AUDIO_KBITS);
      }
    }
    assert.throws(() =>
      classroomTraffic({ participants: 2, webcams: 3, profile: 'low', microphones: 0, screenShareKbits: 0 }),
    );
  });

  it('converts kbit/s to data per hour', () => {
    assert.equal(gigabytesPerHour(8000), 3.6);
    assert.equal(megabytesPerHour(200), 90);
    assert.ok(rawRecordingRows().every((row) => row.megabytesPerHour === Math.round((row.kbits * 3600) / 8000)));
  });
});
