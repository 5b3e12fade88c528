import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import type { Bus } from '../hub/bus';

/** How long the database may take to answer `select 1` before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unavailable';
  bus: 'ok' | 'unavailable';
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve players (docs/OPERATIONS.md): its database answers and, with Redis, the hub's bus
 * is connected. A load balancer sends traffic only to ready instances; `/ping` stays the liveness check.
 */
export async function checkReadiness(db: Database, bus: Bus): Promise<Readiness> {
  const database = (await databaseAnswers(db)) ? 'ok' : 'unavailable';
  const busState = bus.isConnected() ? 'ok' : 'unavailable';
  return { ready: database === 'ok' && busState === 'ok', database, bus: busState };
}
