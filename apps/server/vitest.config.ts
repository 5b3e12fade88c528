import { defineConfig } from 'vitest/config';

/** The server suite: integration tests through `app.inject` on PGlite, or PostgreSQL with TEST_DATABASE_URL. */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Building an app loads the run's seeded database (PGlite in WASM): give it time on slow machines.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
