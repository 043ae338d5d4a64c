import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './scripts/budgets';

/**
 * Browser tests run in Debian's Chromium against the production build
 * (`npm run build` first), served by the same server as `npm run serve`.
 * Debug one file or path: `npx playwright test tests/e2e/routes.spec.ts -g "2.6"`.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * A real nginx with the production configuration (deploy/nginx), for
 * tests/e2e/nginx.spec.ts: HTTPS on NGINX_TLS_PORT with a throwaway
 * self-signed certificate, and plain HTTP on NGINX_PORT redirecting to it.
 */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4174);
export const NGINX_TLS_PORT = Number(process.env.E2E_NGINX_TLS_PORT ?? NGINX_PORT + 1);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/nginx-serve.mts --port ${NGINX_PORT} --tls-port ${NGINX_TLS_PORT}`,
      url: `https://127.0.0.1:${NGINX_TLS_PORT}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
