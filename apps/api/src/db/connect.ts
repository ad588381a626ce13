import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories see: the Drizzle API both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DriverName;
  /** Applies the committed SQL migrations (the same files for both drivers). */
  migrate(): Promise<void>;
  /**
   * One round trip with the simple query protocol: PGlite answers `exec('select 1')` in ~35 µs,
   * Drizzle's `execute` (extended protocol, type parsing) takes ~155 µs. Rejects once closed.
   */
  ping(): Promise<void>;
  /** Idempotent: closes the connection(s) and releases the data-folder lock. */
  close(): Promise<void>;
}

/** PGlite keeps its files here, beside (not among) the lock file and later server files. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

const migrationConfig = { migrationsFolder: MIGRATIONS_DIR };

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

export interface PgliteOptions {
  /** Persist in `<dataDir>/pglite` under an exclusive lock; omitted = in memory. */
  readonly dataDir?: string;
  /** Start from a `dumpDataDir()` tarball (tests: a migrated and seeded template). */
  readonly loadDataDir?: Blob;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The embedded database itself (e.g. for `dumpDataDir()`). */
  readonly client: PGlite;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteHandle> {
  let lock: DataDirLock | undefined;
  let dataDir: string | undefined;
  if (options.dataDir !== undefined) {
    // The lock comes first: opening PGlite is what a second process must never do.
    lock = acquireDataDirLock(options.dataDir);
    dataDir = pgliteFolder(options.dataDir);
    // PGlite creates only the last level of its folder.
    mkdirSync(options.dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, migrationConfig),
    ping: async () => {
      await client.exec('select 1');
    },
    close: once(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    }),
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  readonly maxConnections?: number;
  readonly onIdleError?: (error: Error) => void;
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    application_name: 'shop-api',
  });
  // An idle client losing its server emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  // Fail at start-up, not at the first request, when the server is unreachable.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, migrationConfig),
    ping: async () => {
      await pool.query('select 1');
    },
    close: once(() => pool.end()),
  };
}

/** The server's database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openPglite({ dataDir: config.dataDir })
    : openPostgres({ connectionString: config.databaseUrl, ...(onIdleError ? { onIdleError } : {}) });
}
