/**
 * The events.xml reference (src/data/dev/recordingEvents.ts): every event is
 * named once per module, carries the fields the archive writes, and every
 * recorder class it cites is among the sources read, pinned to a commit.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { DOC_VERSIONS } from '../../src/data/versions';
import {
  COMMON_FIELDS,
  EVENT_ATTRIBUTES,
  MODULE_FIELDS,
  RECORDING_EVENTS,
  RECORDING_EVENT_MODULES,
  RECORDING_EVENT_VERSIONS,
  fieldsOf,
  recordingEventsFor,
  sources,
} from '../../src/data/dev/recordingEvents';
import { isUpstream } from '../../src/data/sources';

describe('events.xml reference', () => {
  it('names each event once within its module', () => {
    const keys = RECORDING_EVENTS.map((event) => `${event.module}:${event.name}`);
    assert.equal(new Set(keys).size, keys.length, keys.join(', '));
  });

  it('explains every field, and says so when an event has none beyond the common ones', () => {
    for (const event of RECORDING_EVENTS) {
      const fields = fieldsOf(event);
      // An event with nothing beyond the common fields says so, so that the table's empty cell is explained.
      if (fields.length === COMMON_FIELDS.length) {
        assert.match(event.summary, /no fields|only the/i, `${event.name} has no fields and says so`);
      }
      const names = fields.map((field) => field.name);
      assert.equal(new Set(names).size, names.length, `${event.name}: a field named twice`);
      for (const field of fields)
        assert.ok(field.meaning.trim().length > 3, `${event.name}.${field.name} is explained`);
    }
  });

  it('keeps the attributes the archive writes apart from the child elements', () => {
    assert.deepEqual(
      EVENT_ATTRIBUTES.map((field) => field.name),
      ['timestamp', 'module', 'eventname'],
    );
    const childNames = new Set(RECORDING_EVENTS.flatMap((event) => fieldsOf(event).map((field) => field.name)));
    for (const attribute of ['timestamp', 'module', 'eventname', 'eventName', 'meetingId']) {
      assert.ok(!childNames.has(attribute), `${attribute} is not a child element`);
    }
  });

  it('lists every module it names, and only those', () => {
    for (const module of RECORDING_EVENT_MODULES) {
      assert.ok(
        RECORDING_EVENTS.some((event) => event.module === module),
        `${module} has events`,
      );
      assert.ok(Array.isArray(MODULE_FIELDS[module]));
    }
    assert.ok(
      RECORDING_EVENTS.some((event) => event.name === 'RecordStatusEvent'),
      'the recording marks are listed',
    );
  });

  it('shows the events only on the releases it covers', () => {
    for (const version of DOC_VERSIONS) {
      const events = recordingEventsFor(version);
      if (RECORDING_EVENT_VERSIONS.includes(version)) assert.equal(events.length, RECORDING_EVENTS.length, version);
      else assert.equal(events.length, 0, version);
    }
    assert.deepEqual(
      recordingEventsFor('3.0', 'VOICE').map((event) => event.module),
      recordingEventsFor('3.0', 'VOICE').map(() => 'VOICE'),
    );
    assert.ok(recordingEventsFor('3.0', 'VOICE').length >= 5);
  });

  it('pins every source to a commit and reads every cited recorder class', () => {
    const upstream = sources.filter(isUpstream);
    for (const source of upstream) assert.match(source.commit ?? '', /^[0-9a-f]{40}$/, `${source.path} is pinned`);
    const read = upstream.map((source) => `${source.path ?? ''} ${source.note ?? ''}`).join('\n');
    for (const event of RECORDING_EVENTS) {
      const stem = event.recorder.replace(/(RecordEvent)?\.scala$/, '');
      assert.ok(read.includes(event.recorder) || read.includes(stem), `${event.recorder} is among the sources read`);
    }
  });
});
