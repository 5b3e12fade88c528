import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for every workspace: `npm run test:unit` runs the repo, contract, server and web tests together. */
export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default: on a 2-core CI machine that is one worker for the whole suite,
    // while the test files (WASM PostgreSQL, jsdom) keep two busy with the runner's own work a small share.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The boundary checker reads the whole repository: seconds on a loaded 2-core machine, past the 5 s default.
      { test: { name: 'repo', root: 'scripts', environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
