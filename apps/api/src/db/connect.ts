import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { AppConfig } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { copyInitialData } from './initial-data';
import { type ChannelListener, listenOnPostgres, type StopListening } from './notifications';
import { ThreadedPglite } from './pglite-thread/client';
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
  /**
   * Start-up work (migrations, the seed) that two servers starting at once on one PostgreSQL must
   * not do side by side: an advisory lock makes the second wait. PGlite's folder lock already
   * keeps a second process out.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** NOTIFY on `channel`, from any connection to this database, reaches `listener`. */
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /**
   * Whether a write's NOTIFY reaches this process's listeners before the write's own promise
   * resolves: PGlite (one process) hands notices over with the reply; PostgreSQL sends them
   * later, on the listening connection. A cache that must never answer from a revoked entry (the
   * session cache) is kept only where this holds.
   */
  readonly noticesBeforeReply: boolean;
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

/**
 * PostgreSQL's default of 128 MB of shared buffers lives inside PGlite's WebAssembly memory, so it
 * is resident memory of the server. The shop's hot data is cached as reply bodies above the
 * database anyway, and PGlite's files sit in the operating system's cache; measured on a first
 * start, 16 MB takes the peak from about 330 to 200 MB. It was 32 MB until the database got a
 * thread of its own, whose heap costs about 20 MB: 16 MB keeps a start within 300 MB
 * (bench/cold-start, beside the thread's small young generation: 300 → 292 MB).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * V8 runs PGlite's WebAssembly unoptimised at first and recompiles a function with its optimising
 * compiler once it has run for a while (V8's default budget: 1,800,000). A start runs much code only
 * once (PostgreSQL's own start, migrations, the seed), whose optimised copies cost a second core and
 * some 20 MB that stays resident. Ten times the budget leaves that code unoptimised, while what a
 * class keeps calling is optimised within its first seconds (bench/cold-start: peak 294 → 275 MB
 * and a restart 2.2 → 1.7 s; queries after the first thousand as fast as with the default).
 */
const PGLITE_WASM_TIERING_BUDGET = 18_000_000;

export interface PgliteOptions {
  /** Persist in `<dataDir>/pglite` under an exclusive lock; omitted = in memory. */
  readonly dataDir?: string;
  /** Start from a `dumpDataDir()` tarball (tests: a migrated and seeded template). */
  readonly loadDataDir?: Blob;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The embedded database itself, in its thread (e.g. for `dumpDataDir()`). */
  readonly client: ThreadedPglite;
}

/**
 * PGlite in its own worker thread (pglite-thread/): on the request thread, a queue of statements
 * ran as one chain of promise callbacks, during which no request was read and no kept reply was
 * sent (a class of 500 saw a listing the server held 2 ms take 2.6 s).
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteHandle> {
  const root = options.dataDir;
  // The lock comes first: opening PGlite is what a second process must never do.
  const lock: DataDirLock | undefined = root === undefined ? undefined : acquireDataDirLock(root);
  const dataDir = root === undefined ? undefined : pgliteFolder(root);
  let client: ThreadedPglite;
  try {
    if (root !== undefined && dataDir !== undefined) {
      // PGlite creates only the last level of its folder.
      mkdirSync(root, { recursive: true });
      copyInitialData(dataDir);
    }
    client = await ThreadedPglite.open({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: await options.loadDataDir.arrayBuffer() }),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      wasmTieringBudget: PGLITE_WASM_TIERING_BUDGET,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db, migrationConfig),
    ping: async () => {
      await client.exec('select 1');
    },
    exclusively: (work) => work(),
    noticesBeforeReply: true,
    // One process, one connection: a notification never has a gap to report.
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, listener.onMessage);
      return once(async () => {
        if (!client.closed) await stop();
      });
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

/** The advisory lock of start-up work: any fixed number, the same in every server. */
const STARTUP_LOCK_KEY = 7_040_013;

export interface PostgresOptions {
  readonly connectionString: string;
  readonly maxConnections?: number;
  readonly onIdleError?: (error: Error) => void;
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the driver and its Drizzle adapter are a tenth of a second of
  // every start on the embedded database.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
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
    exclusively: async (work) => {
      const locked = await pool.connect();
      try {
        await locked.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await locked.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        locked.release();
      }
    },
    listen: (channel, listener) => listenOnPostgres(options.connectionString, channel, listener),
    noticesBeforeReply: false,
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
