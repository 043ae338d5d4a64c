import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';

import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

/**
 * The TURN test against a real coturn (Debian's package), on the loopback
 * interface only, in shared-secret mode as BigBlueButton runs it. Its ports
 * follow E2E_PORT (+3 listening, +4 TLS with nothing listening, +5..+8 relay,
 * +9 closed), so parallel runs with other ports do not collide. The test
 * fails, never skips, when coturn is not installed (`npm test` installs it).
 */
const BASE = Number(process.env.E2E_PORT ?? 4173);
const LISTEN = BASE + 3;
const TLS = BASE + 4;
const CLOSED = BASE + 9;
const SECRET = 'b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5';

let coturn: ChildProcess | undefined;
let log = '';

function turnserverPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('coturn is not installed: apt-get install coturn (npm test installs it on Debian)');
  return found;
}

async function waitForPort(port: number, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`coturn did not listen on ${port}:\n${log}`);
}

test.describe('TURN test against coturn', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const binary = turnserverPath();
    const dir = mkdtempSync(join(tmpdir(), 'docs-coturn-'));
    coturn = spawn(
      binary,
      [
        '-n', // no configuration file
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${LISTEN}`,
        `--tls-listening-port=${TLS}`,
        '--no-tls',
        '--no-dtls',
        `--min-port=${BASE + 5}`,
        `--max-port=${BASE + 8}`,
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        '--realm=docs.test',
        '--no-cli',
        '--no-tcp-relay',
        '--simple-log',
        `--log-file=${join(dir, 'turn.log')}`,
        `--pidfile=${join(dir, 'turn.pid')}`,
        `--userdb=${join(dir, 'turndb')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    coturn.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    coturn.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitForPort(LISTEN, 10_000);
  });

  test.afterAll(() => {
    coturn?.kill('SIGTERM');
  });

  async function runTest(page: Page, host: string, port: number, secret: string) {
    await gotoHydrated(page, `/administration/turn-server/?turn=${host}&port=${port}&tlsport=${TLS}#test-in-this-page`);
    const form = page.getByTestId('turn-form');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('TURN server hostname')).toHaveValue(host);
    await form.getByLabel('Shared secret (static-auth-secret)').fill(secret);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await form.getByRole('button', { name: 'Test the TURN server' }).click();
    // Each transport answers or times out within 8 s; allow for a loaded machine.
    await expect(form.getByRole('button', { name: 'Test the TURN server' })).toBeEnabled({ timeout: 20_000 });
    // The secret never leaves the page: not in the address, not in any request.
    expect(page.url()).not.toContain(secret);
    expect(requests.filter((url) => url.includes(secret))).toEqual([]);
    return (transport: string) => form.locator(`li[data-transport="${transport}"] [data-outcome]`);
  }

  test('right secret: a relay over UDP and TCP; TLS with no listener reports no answer', async ({ page }) => {
    const outcome = await runTest(page, '127.0.0.1', LISTEN, SECRET);
    await expect(outcome('udp')).toHaveAttribute('data-outcome', 'relay');
    await expect(outcome('udp')).toContainText('Relay obtained at 127.0.0.1:');
    await expect(outcome('tcp')).toHaveAttribute('data-outcome', 'relay');
    await expect(outcome('tls')).toHaveAttribute('data-outcome', 'no-answer');
    await expect(outcome('tls')).toContainText(`TCP ${TLS}`);
  });

  test('wrong secret: the credential is refused', async ({ page }) => {
    const outcome = await runTest(page, '127.0.0.1', LISTEN, 'not-the-secret');
    await expect(outcome('udp')).toHaveAttribute('data-outcome', 'refused');
    await expect(outcome('tcp')).toHaveAttribute('data-outcome', 'refused');
    await expect(page.getByRole('link', { name: 'error 1020' })).toBeVisible();
  });

  test('closed port: no answer within the timeout', async ({ page }) => {
    const started = Date.now();
    const outcome = await runTest(page, '127.0.0.1', CLOSED, SECRET);
    await expect(outcome('udp')).toHaveAttribute('data-outcome', 'no-answer');
    await expect(outcome('tcp')).toHaveAttribute('data-outcome', 'no-answer');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test('coturn saw the derived user name, not the secret', () => {
    const text = readFileSync(
      join(String(coturn?.spawnargs.find((a) => a.startsWith('--log-file='))?.slice(11))),
      'utf8',
    );
    expect(text).toMatch(/\d{10}:docs-turn-test/);
    expect(text).not.toContain(SECRET);
  });
});
