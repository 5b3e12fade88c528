import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Browser tests run against the production build served by apps/server on a fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The operator's token of the e2e server (admin settlement in the bet flow). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-secret';

const serverEnv: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) if (value !== undefined) serverEnv[key] = value;
// The e2e product runs on its embedded database, as `npm start` does; PostgreSQL is covered by the server suite.
delete serverEnv.DATABASE_URL;
delete serverEnv.REDIS_URL;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: false,
    locale: 'en-US',
    // Tests route and hold back requests a service worker would answer itself: only pwa.spec.ts allows the worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://localhost:${E2E_PORT}/ping`,
    reuseExistingServer: false,
    // The first start migrates and seeds a new PGlite: on a busy 2-core machine that has taken over a minute.
    timeout: 180_000,
    env: {
      ...serverEnv,
      PORT: String(E2E_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'playline-e2e-')),
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  },
});
