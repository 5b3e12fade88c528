import { describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createLocalBus } from '../hub/bus';
import { checkReadiness } from './readiness';

describe('readiness: /ready', () => {
  it('is ready when the database answers and the bus is connected, uncached', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ url: '/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ready: true, database: 'ok', bus: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('is not ready while the database fails or the bus is disconnected', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    expect(await checkReadiness(failing, createLocalBus())).toEqual({
      ready: false,
      database: 'unavailable',
      bus: 'ok',
    });

    const answering = { execute: () => Promise.resolve([]) } as unknown as Database;
    const disconnected = { ...createLocalBus(), isConnected: () => false };
    expect(await checkReadiness(answering, disconnected)).toEqual({ ready: false, database: 'ok', bus: 'unavailable' });
  });
});
