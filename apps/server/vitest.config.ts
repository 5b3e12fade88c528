import { defineConfig } from 'vitest/config';

/** The server suite: integration tests through `app.inject` on PGlite, or PostgreSQL with TEST_DATABASE_URL. */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Building an app migrates and seeds a fresh database (PGlite in WASM): give it time on slow machines.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
