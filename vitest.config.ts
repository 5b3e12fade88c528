import { defineConfig } from 'vitest/config';

/** One runner for every workspace: `npm run test:unit` runs the repo, contract, server and web tests together. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', root: 'scripts', environment: 'node' } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
