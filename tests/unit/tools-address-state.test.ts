import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oneOf, readAddress, writeAddress } from '../../src/lib/tools/addressState';

test('reads only the named parameters that are present', () => {
  assert.deepEqual(readAddress('?host=bbb.school.org&q=x&email=a%40b.org', ['host', 'email', 'options']), {
    host: 'bbb.school.org',
    email: 'a@b.org',
  });
  assert.deepEqual(readAddress('', ['host']), {});
});

test('writes its parameters, keeps the others, removes emptied ones', () => {
  assert.equal(writeAddress('?q=search&setup=nat', { firewall: 'ufw' }), '?q=search&setup=nat&firewall=ufw');
  assert.equal(writeAddress('?firewall=ufw&setup=nat', { setup: '' }), '?firewall=ufw');
  assert.equal(writeAddress('?firewall=ufw', { firewall: undefined }), '');
  assert.equal(writeAddress('', { options: 'w,g' }), '?options=w%2Cg');
  assert.deepEqual(readAddress(writeAddress('', { email: 'ops+x@school.org' }), ['email']), {
    email: 'ops+x@school.org',
  });
});

test('oneOf falls back on values a link should not carry', () => {
  const tools = ['ufw', 'cloud'] as const;
  assert.equal(oneOf('cloud', tools, 'ufw'), 'cloud');
  assert.equal(oneOf('pf', tools, 'ufw'), 'ufw');
  assert.equal(oneOf(undefined, tools, 'ufw'), 'ufw');
});
