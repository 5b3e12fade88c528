import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config/env';
import { installTestKeys } from './staff-keys';
import { openTestDatabase } from './test-databases';

/** A minimal web build: index.html with the head marker, and one hashed asset. */
export function webFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playline-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Playline</title><!--playline-head--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});\n`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/**
 * Request rates off: suites drive hundreds of calls from inject's one address. The rate tests
 * (plugins/rate-limits.test.ts) set their own through `env`.
 */
export const RATES_OFF = {
  RATE_BUILDER_PRICE_IP: 'off',
  RATE_BUILDER_PRICE_USER: 'off',
  RATE_BOOKING_CREATE_IP: 'off',
  RATE_BOOKING_READ_IP: 'off',
  RATE_DEMO_SESSION_IP: 'off',
};

/**
 * The real app on a fresh in-memory PGlite, migrated and seeded (a copy of the run's seeded database); on this
 * file's copy of it on the PostgreSQL of `TEST_DATABASE_URL` when that is set (the same suite then proves both
 * drivers). `env` overrides the environment the app is built from;
 * `options` can give it a clock, small auth limits or an instant sleep.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: webFixture(), ...RATES_OFF, ...env });
  const database = await openTestDatabase(inject('testDatabases') ?? {});
  const app = await buildApp(config, { ...options, database });
  // Operator calls in tests use a fixed API key per role (`staff-keys.ts`).
  if (options.prepareDatabase !== false) await installTestKeys(app);
  return app;
}
