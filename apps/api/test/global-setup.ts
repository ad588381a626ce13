import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/connect';
import type { Database } from '../src/db/connect';
import { seedDatabase } from '../src/db/seed';
import { PasswordHasher } from '../src/services/password-hasher';
import {
  adminQuery,
  databaseUrl,
  dropTestDatabase,
  type TestDatabaseTemplate,
  uniqueDatabaseName,
} from './test-database';

/** What a server in demo mode seeds: the catalogue and the demo accounts. */
async function seed(db: Database): Promise<void> {
  const hasher = new PasswordHasher();
  await seedDatabase(db, { demoMode: true }, (password) => hasher.hash(password));
}

/**
 * Migrates and seeds ONE template database for the whole run (a new PGlite costs seconds; a copy
 * costs a fraction of that), then tells the test files where it is. See test-database.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const started = performance.now();

  if (serverUrl) {
    const templateName = uniqueDatabaseName('shop_test_template');
    await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
    // Every connection to the template must be closed before it can be cloned.
    const handle = await openPostgres({
      connectionString: databaseUrl(serverUrl, templateName),
      maxConnections: 1,
    });
    try {
      await handle.migrate();
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    const template: TestDatabaseTemplate = { driver: 'postgres', serverUrl, templateName };
    project.provide('testDatabase', template);
    report('PostgreSQL template database', started);
    return () => dropTestDatabase(serverUrl, templateName);
  }

  const folder = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  const dumpPath = join(folder, 'template.tar');
  const handle = await openPglite();
  try {
    await handle.migrate();
    await seed(handle.db);
    // Uncompressed: each test file loads it, and gunzip would cost more than the disk read saves.
    const dump = await handle.client.dumpDataDir('none');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  const template: TestDatabaseTemplate = { driver: 'pglite', dumpPath };
  project.provide('testDatabase', template);
  report('PGlite template dump', started);
  return () => rm(folder, { recursive: true, force: true });
}

function report(what: string, started: number): void {
  console.log(`[api tests] ${what} ready in ${Math.round(performance.now() - started)} ms`);
}
