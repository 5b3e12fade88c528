import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './src/test/database-test-files.ts';

/** The PostgreSQL pass (TEST_DATABASE_URL) runs the files that reach the database; the PGlite pass runs them all. */
const postgresPass = Boolean(process.env.TEST_DATABASE_URL);

/** The server suite: integration tests through `app.inject` on PGlite, or PostgreSQL with TEST_DATABASE_URL. */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: postgresPass ? databaseTestFiles(join(import.meta.dirname, 'src')) : ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Building an app loads the run's seeded database (PGlite in WASM): give it time on slow machines.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
