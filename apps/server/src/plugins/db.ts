import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions extends Record<string, unknown> {
  handle: DatabaseHandle;
  /** Apply migrations and seed at registration (true for main and tests). */
  prepare: boolean;
  /** Seed the back office's demo staff (outside production). */
  demoStaff: boolean;
}

/**
 * Makes the database available as `app.db`. The app owns the handle from here on: it is closed with the app.
 * Migrations and the seed run under the handle's start-up lock so parallel instances do not race.
 */
export const dbPlugin = fastifyPlugin(setUpDb, { name: 'db', fastify: '5.x' });

async function setUpDb(app: FastifyInstance, { handle, prepare, demoStaff }: DbPluginOptions) {
  app.decorate('db', handle.db);
  app.addHook('onClose', async () => handle.close());
  if (!prepare) return;
  const report = await handle.exclusive(async () => {
    await handle.migrate();
    return seedDatabase(handle.db, { demoStaff });
  });
  app.log.info({ database: handle.kind, ...report }, 'database ready');
}
