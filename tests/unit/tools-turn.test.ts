import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, webcrypto } from 'node:crypto';
import {
  TURN_TRANSPORTS,
  advice,
  base64,
  classifyGathering,
  deriveTurnCredential,
  iceUri,
  targetProblem,
  type Gathering,
} from '../../src/lib/tools/turnTest';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

test('the credential is bbb-web\'s: "<expiry>:<userId>" and base64(HMAC-SHA-1(secret, user name))', async () => {
  const secrets = ['f0e1d2c3b4a5968778695a4b3c2d1e0f', 'a secret with spaces', 'ünïcødé-secret', 'x'];
  for (const secret of secrets) {
    for (const now of [0, 1_700_000_000, 1_800_000_123.9]) {
      const credential = await deriveTurnCredential(subtle, secret, 'w_abc123', now, 600);
      const expires = Math.floor(now) + 600;
      assert.equal(credential.username, `${expires}:w_abc123`);
      assert.equal(credential.expires, expires);
      // Computed independently, as TurnServer.java does with javax.crypto and Commons Codec.
      const expected = createHmac('sha1', Buffer.from(secret, 'utf8'))
        .update(credential.username, 'utf8')
        .digest('base64');
      assert.equal(credential.password, expected, secret);
    }
  }
});

test('a known credential, computed with openssl', async () => {
  // HMAC-SHA-1 of "1700000600:w_abc123" with key "secret", computed with openssl:
  // printf '1700000600:w_abc123' | openssl dgst -binary -sha1 -hmac secret | base64
  const credential = await deriveTurnCredential(subtle, 'secret', 'w_abc123', 1_700_000_000, 600);
  assert.equal(credential.username, '1700000600:w_abc123');
  assert.equal(credential.password, '16AlBAoGor5pcsRLXhu/jAj4Oac=');
  assert.equal(credential.password.length, 28);
});

test('base64 matches Node for every byte value', () => {
  const bytes = new Uint8Array(256).map((_, i) => i);
  assert.equal(base64(bytes), Buffer.from(bytes).toString('base64'));
});

test('ICE URIs per transport, with IPv6 in brackets', () => {
  const target = { host: 'turn.school.org', port: 3478, tlsPort: 443 };
  assert.deepEqual(
    TURN_TRANSPORTS.map((t) => iceUri(t, target)),
    [
      'stun:turn.school.org:3478',
      'turn:turn.school.org:3478?transport=udp',
      'turn:turn.school.org:3478?transport=tcp',
      'turns:turn.school.org:443?transport=tcp',
    ],
  );
  assert.equal(
    iceUri('udp', { host: '2001:db8::1', port: 3478, tlsPort: 443 }),
    'turn:[2001:db8::1]:3478?transport=udp',
  );
});

test('host entries with a scheme, a path or a bad port are refused before the test', () => {
  assert.equal(targetProblem('turn.school.org', 3478, 443), undefined);
  assert.equal(targetProblem('127.0.0.1', 3478, 443), undefined);
  assert.ok(targetProblem('', 3478, 443));
  assert.ok(targetProblem('turn:turn.school.org', 3478, 443));
  assert.ok(targetProblem('https://turn.school.org/', 3478, 443));
  assert.ok(targetProblem('turn.school.org', 0, 443));
});

const empty: Gathering = { candidates: [], errorCodes: [], completed: true };

test('classification: relay, refused, no answer, reflexive', () => {
  const relay = classifyGathering('udp', {
    ...empty,
    candidates: [{ type: 'relay', address: '198.51.100.7', port: 40000, relatedAddress: '192.0.2.45' }],
  });
  assert.deepEqual(relay, { transport: 'udp', outcome: 'relay', address: '198.51.100.7:40000', seenAs: '192.0.2.45' });
  assert.equal(classifyGathering('tcp', { ...empty, errorCodes: [401] }).outcome, 'refused');
  assert.equal(classifyGathering('tcp', { ...empty, errorCodes: [701] }).outcome, 'no-answer');
  assert.equal(classifyGathering('tls', { ...empty, completed: false }).outcome, 'no-answer');
  // A host candidate is not a relay: relay-only gathering must produce a relay candidate.
  assert.equal(
    classifyGathering('udp', {
      ...empty,
      candidates: [{ type: 'host', address: '10.0.0.2', port: 1, relatedAddress: null }],
    }).outcome,
    'no-answer',
  );
  assert.equal(
    classifyGathering('stun', {
      ...empty,
      candidates: [{ type: 'srflx', address: '192.0.2.45', port: 5, relatedAddress: null }],
    }).outcome,
    'reflexive',
  );
});

test('advice names the port and protocol to open, and the secret to compare', () => {
  const target = { host: 'turn.school.org', port: 3478, tlsPort: 443 };
  assert.match(advice({ transport: 'tls', outcome: 'no-answer' }, target), /TCP 443/);
  assert.match(advice({ transport: 'udp', outcome: 'no-answer' }, target), /UDP 3478/);
  assert.match(advice({ transport: 'tcp', outcome: 'refused' }, target), /static-auth-secret/);
});
