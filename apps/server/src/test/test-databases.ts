import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/client';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';

/**
 * Test databases. Migrating and seeding costs seconds (PGlite's initdb alone 3–5 s), so the suite does it once per
 * run (`global-setup.ts`) and every app starts from a copy: PGlite from a dump of the seeded database, PostgreSQL
 * from a template database. On PostgreSQL each test file gets its own copy, so files running side by side never
 * settle, lock or complete each other's rows; the apps of one file (two instances behind a balancer) share it.
 */
export interface TestDatabases {
  /** A dump of a migrated, seeded PGlite (a file path). */
  pgliteSnapshot?: string;
  /** A migrated, seeded PostgreSQL database to copy from, and the run's prefix for the copies. */
  postgresTemplate?: { name: string; prefix: string };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The URL of `baseUrl`'s server with another database. */
export function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function preparePgliteSnapshot(): Promise<string> {
  const client = await PGlite.create();
  try {
    const db = pgliteDrizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(db, { demoStaff: true });
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `playline-test-db-${process.pid}-${randomUUID()}.tar`);
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/** Creates the run's template database on `baseUrl`'s server, migrated and seeded; answers how to drop it all. */
export async function preparePostgresTemplate(baseUrl: string) {
  const prefix = `playline_test_${randomUUID().slice(0, 8)}_`;
  const name = `${prefix}template`;
  await onServer(baseUrl, (client) => client.query(`create database ${quote(name)}`));
  const handle = openPostgres(withDatabase(baseUrl, name), () => undefined);
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { demoStaff: true });
  } finally {
    await handle.close();
  }
  const dropAll = () =>
    onServer(baseUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${quote(datname)} with (force)`);
    });
  return { template: { name, prefix }, dropAll };
}

let fileDatabase: Promise<string> | undefined;

/** This test file's copy of the template (made on first use). */
function fileDatabaseUrl(baseUrl: string, template: { name: string; prefix: string }): Promise<string> {
  fileDatabase ??= onServer(baseUrl, async (client) => {
    const name = `${template.prefix}${randomUUID().slice(0, 12)}`;
    await client.query(`create database ${quote(name)} template ${quote(template.name)}`);
    return withDatabase(baseUrl, name);
  });
  return fileDatabase;
}

/**
 * The database of a test app: this file's PostgreSQL copy when `TEST_DATABASE_URL` is set, else a fresh PGlite from
 * the run's snapshot (or a brand new one when the suite runs without its global setup).
 */
export async function openTestDatabase(prepared: TestDatabases): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const url = prepared.postgresTemplate ? await fileDatabaseUrl(baseUrl, prepared.postgresTemplate) : baseUrl;
    return openPostgres(url, () => undefined);
  }
  const snapshot = prepared.pgliteSnapshot ? new Blob([readFileSync(prepared.pgliteSnapshot)]) : undefined;
  return openPglite(null, snapshot);
}
