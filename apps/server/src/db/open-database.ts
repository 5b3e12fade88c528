import type { DatabaseHandle } from './client';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's data folder; null for an in-memory database. */
  dataDir: string | null;
  onPoolError?: (error: Error) => void;
}

/** Opens the configured database (design §2: PGlite by default, PostgreSQL when DATABASE_URL is set). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError ?? (() => undefined));
  return openPglite(options.dataDir);
}
