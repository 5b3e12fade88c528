import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot, preparePostgresTemplate, type TestDatabases } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

/** Migrates and seeds once per run; test apps start from copies (`test-databases.ts`). Cleans up after the run. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const { template, dropAll } = await preparePostgresTemplate(baseUrl);
    project.provide('testDatabases', { postgresTemplate: template });
    return dropAll;
  }
  const pgliteSnapshot = await preparePgliteSnapshot();
  project.provide('testDatabases', { pgliteSnapshot });
  return () => rmSync(pgliteSnapshot, { force: true });
}
