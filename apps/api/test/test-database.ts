import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/connect';

/**
 * How global-setup.ts hands the migrated and seeded template to each test file:
 * - PGlite: a `dumpDataDir()` tarball on disk, loaded into a fresh in-memory database per file;
 * - PostgreSQL (DATABASE_URL set): a template database, cloned per file with CREATE DATABASE … TEMPLATE.
 */
export type TestDatabaseTemplate =
  | { readonly driver: 'pglite'; readonly dumpPath: string }
  | { readonly driver: 'postgres'; readonly serverUrl: string; readonly templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/** The same server, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Only [a-z0-9_]: safe to put in SQL as an identifier without quoting rules. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'shop-api-tests' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `attempt` again, after 100 ms × the attempts so far, while it fails with an error matching
 * `contention` (a moment's clash with another process); gives up after `tries`.
 */
export async function retryWhileContended(
  attempt: () => Promise<void>,
  contention: RegExp,
  tries = 10,
): Promise<void> {
  for (let count = 1; ; count++) {
    try {
      return await attempt();
    } catch (error) {
      if (count >= tries || !contention.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * count));
    }
  }
}

/** A fresh database with the template's content, dropped again by `close()`. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.driver === 'pglite') {
    const dump = await readFile(template.dumpPath);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = uniqueDatabaseName('shop_test');
  // Two files cloning the same template at once can meet "source database is being accessed by
  // other users" for a moment.
  await retryWhileContended(
    () => adminQuery(template.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`),
    /being accessed by other users/,
  );
  const handle = await openPostgres({
    connectionString: databaseUrl(template.serverUrl, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropTestDatabase(template.serverUrl, name);
    },
  };
}

/**
 * Drops a database of the tests (a file's, or the run's template). FORCE ends its leftover
 * connections, but a role without pg_signal_backend may not end an autovacuum worker (a heavy
 * write wakes one): that refusal passes as soon as the worker has finished its table.
 */
export function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  return retryWhileContended(
    () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    /pg_signal_backend/,
  );
}
