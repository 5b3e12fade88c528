import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The driver-neutral database type repositories use: PGlite and node-postgres speak the same SQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, seed) so that only one process does it at a time: several server instances
   * (or parallel test files) may start against the same PostgreSQL at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Applies pending SQL migrations from src/db/migrations (dist/migrations in the bundle). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Resolved relative to this module: `src/db/migrations` under tsx/vitest, and `dist/migrations` in the bundle,
 * where build.mjs copies the folder next to main.js.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
