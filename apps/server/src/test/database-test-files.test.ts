import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files';

describe('the PostgreSQL pass runs the tests that reach the database', () => {
  const files = databaseTestFiles(join(import.meta.dirname, '..'));

  it('takes a test that builds the app, and one that reaches it only through a kit', () => {
    expect(files).toContain('src/modules/wallet/wallet.test.ts');
    expect(files).toContain('src/modules/rg/api.test.ts');
  });

  it('leaves out pure engine and feed tests', () => {
    expect(files).not.toContain('src/modules/casino/engines/slot.sim.test.ts');
    expect(files).not.toContain('src/lib/lru.test.ts');
    expect(files.length).toBeGreaterThan(80);
  });
});
