import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './client';
import * as schema from './schema';

/** Arbitrary but fixed: every Playline instance contends for the same advisory lock during start-up. */
const STARTUP_LOCK_ID = 7_316_001;

/** PostgreSQL through a node-postgres pool, used when DATABASE_URL is set. */
export function openPostgres(url: string, onPoolError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onPoolError);
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async exclusive(work) {
      // A session-level lock on a dedicated connection: released explicitly, or by PostgreSQL if we die.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
