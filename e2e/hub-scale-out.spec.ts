import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { operatorKey } from '../bench/operator-key.mjs';
import { submitLogin } from './account-kit';

/**
 * Two production servers on one PostgreSQL and one Redis, as behind a load balancer: a notification sent through
 * instance A reaches a browser connected to instance B, and that browser's hub reconnects by itself when B restarts.
 * Runs where the services are (`.ci/run` exports DATABASE_URL and REDIS_URL).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ADMIN_TOKEN = 'e2e-scale-out-admin-token';
const PORTS = { a: 3251, b: 3252 } as const;
const SERVER = join(import.meta.dirname, '../apps/server/dist/main.js');

// Skipped when DATABASE_URL or REDIS_URL is missing, because two instances need a shared PostgreSQL and Redis; CI sets both.
test.skip(!databaseUrl || !redisUrl, 'needs DATABASE_URL and REDIS_URL');
test.describe.configure({ mode: 'serial' });

async function startServer(port: number): Promise<ChildProcess> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...env,
      PORT: String(port),
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl!,
      REDIS_URL: redisUrl!,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/ping`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${port} did not start`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function notifyThroughA(title: string, link: string) {
  const response = await fetch(`http://localhost:${PORTS.a}/api/admin/notifications`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await operatorKey(`http://localhost:${PORTS.a}`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      target: { kind: 'login', siteId: 1, login: 'player2' },
      notification: {
        title,
        body: 'Sent through instance A',
        actions: [{ caption: 'Open my bets', link }],
        timeout: 0,
      },
    }),
  });
  expect(response.status, await response.text()).toBe(202);
}

/** How many hub sockets an instance holds (its admin hub figures). */
async function socketsOn(port: number): Promise<number> {
  const response = await fetch(`http://localhost:${port}/api/admin/hub`, {
    headers: { authorization: `Bearer ${await operatorKey(`http://localhost:${PORTS.a}`)}` },
  });
  return ((await response.json()) as { connections: number }).connections;
}

async function expectToast(page: Page, title: string) {
  const toast = page.getByRole('region', { name: /notification/i }).getByText(title);
  await expect(toast.or(page.getByText(title)).first()).toBeVisible({ timeout: 15_000 });
}

let a: ChildProcess;
let b: ChildProcess;

test.beforeAll(async () => {
  a = await startServer(PORTS.a); // first: it migrates and seeds the shared database
  b = await startServer(PORTS.b);
});
test.afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
});

test('a notification sent through one instance reaches a browser on the other, also after that one restarts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`http://localhost:${PORTS.b}/login`);
  await submitLogin(page, 'player2', 'password1');
  await expect(page).not.toHaveURL(/\/login/);

  // Notifications are not stored: wait until B's socket holds the player's channel before sending through A.
  await expect.poll(() => socketsOn(PORTS.b), { timeout: 15_000 }).toBeGreaterThan(0);
  await notifyThroughA('Hello from A', '/mybets');
  await expectToast(page, 'Hello from A');
  await page.getByRole('button', { name: 'Open my bets' }).click();
  await expect(page).toHaveURL(/\/mybets$/);

  await stopServer(b);
  b = await startServer(PORTS.b);
  // The tab reconnects by itself (backoff with jitter, at most a few seconds here) and rejoins its channels.
  await expect.poll(() => socketsOn(PORTS.b), { timeout: 30_000 }).toBeGreaterThan(0);
  await notifyThroughA('Hello again from A', '/mybets');
  await expectToast(page, 'Hello again from A');
});
