import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './client';
import * as schema from './schema';

/**
 * The embedded default: PostgreSQL compiled to WASM, in-process. `dataDir` null keeps it in memory (tests);
 * otherwise the files live in `<dataDir>/pglite`, created on first start. `from` starts an in-memory database
 * from another one's `dumpDataDir()`, which skips initdb: tests start from one migrated, seeded copy.
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== null) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, from ? { loadDataDir: from } : {});
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is nobody to exclude.
    exclusive: (work) => work(),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
