import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../connect';
import * as schema from '../schema';
import type {
  CrossingError,
  DatabaseReply,
  DatabaseRequest,
  DatabaseThreadStart,
  StatementOptions,
} from './messages';
import { type DatabaseOperation, databaseOperations } from './operations';

/**
 * The embedded database's own thread (started by pglite-thread/client.ts). PGlite answers without
 * I/O, so in the server's thread a queue of statements ran as one chain of promise callbacks during
 * which no request was read and no reply sent; here it keeps a core of its own busy instead.
 */

const start = workerData as DatabaseThreadStart;
const port = parentPort;
if (!port) throw new Error('pglite-thread/worker.ts runs only as a worker thread');

// Read when the module is compiled, which PGlite.create does (connect.ts says why the budget).
setFlagsFromString(`--wasm-tiering-budget=${start.wasmTieringBudget}`);

const opening = PGlite.create({
  ...(start.dataDir === undefined ? {} : { dataDir: start.dataDir }),
  ...(start.loadDataDir === undefined ? {} : { loadDataDir: new Blob([start.loadDataDir]) }),
  startParams: [...start.startParams],
});
// A failed open is every request's answer (the first is `ready`), not an unhandled rejection.
opening.catch(() => undefined);
/** The operations' Drizzle, on this thread's PGlite. */
const local = opening.then((pg) => drizzle({ client: pg, schema }) as unknown as Database);
local.catch(() => undefined);

/** An open transaction: its PGlite handle, and how to end it (commit = true). */
interface OpenTransaction {
  readonly tx: Transaction;
  readonly end: (commit: boolean) => void;
}

const transactions = new Map<number, OpenTransaction>();
/** Each begun transaction's outcome: settles once PGlite has committed or rolled back. */
const endings = new Map<number, Promise<void>>();
const listeners = new Map<number, () => Promise<void>>();

/** Thrown inside PGlite's transaction to roll it back; never leaves this thread. */
const ROLL_BACK = Symbol('roll back');

const post = (reply: DatabaseReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

function crossing(error: unknown): CrossingError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  // Drizzle wraps PostgreSQL's error as its cause: its SQLSTATE crosses as the error's own.
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (fields.code === undefined && typeof cause?.code === 'string') fields.code = cause.code;
  const details = (error as { details?: Readonly<Record<string, string>> }).details;
  return {
    name: error.name,
    message: error.message,
    fields,
    ...(details ? { details: { ...details } } : {}),
  };
}

const identity = (value: string) => value;

/** Where a statement runs: inside its transaction, or on the database. */
function runner(db: PGlite, transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return db;
  const open = transactions.get(transaction);
  if (!open) throw new Error(`Transaction ${transaction} is not open`);
  return open.tx;
}

function query(on: PGlite | Transaction, sql: string, params: readonly unknown[], options: StatementOptions) {
  return on.query(sql, [...params], {
    ...(options.rowMode === undefined ? {} : { rowMode: options.rowMode }),
    parsers: Object.fromEntries(options.textTypes.map((type) => [type, identity])),
  });
}

/** Starts a transaction and resolves once it holds the database (PGlite runs one at a time). */
function begin(db: PGlite, id: number): Promise<void> {
  return new Promise((began, failed) => {
    let end: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const ended = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end });
        began();
        if (!(await decided)) throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      })
      .finally(() => {
        transactions.delete(id);
        endings.delete(id);
      });
    endings.set(id, ended);
    // BEGIN itself failed: the transaction never began.
    ended.catch(failed);
  });
}

async function end(transaction: number, commit: boolean): Promise<void> {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`Transaction ${transaction} is not open`);
  const ended = endings.get(transaction);
  open.end(commit);
  await ended;
}

async function answer(db: PGlite, request: DatabaseRequest): Promise<unknown> {
  switch (request.op) {
    case 'ready':
      return undefined;
    case 'query':
      return query(runner(db, request.transaction), request.sql, request.params, request.options);
    case 'exec':
      return runner(db, request.transaction).exec(request.sql);
    case 'begin':
      return begin(db, request.transaction);
    case 'end':
      return end(request.transaction, request.commit);
    case 'operation': {
      const operation = databaseOperations[request.name as DatabaseOperation] as (
        on: Database,
        args: readonly unknown[],
      ) => Promise<unknown>;
      return operation(await local, request.args);
    }
    case 'listen': {
      const { listener } = request;
      listeners.set(listener, await db.listen(request.channel, (payload) => post({ listener, payload })));
      return undefined;
    }
    case 'unlisten':
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return undefined;
    case 'dump':
      return (await db.dumpDataDir(request.compression)).arrayBuffer();
    case 'close':
      if (!db.closed) await db.close();
      return undefined;
  }
}

port.on('message', (request: DatabaseRequest) => {
  opening
    .then((db) => answer(db, request))
    .then(
      (value) => post({ id: request.id, value }, value instanceof ArrayBuffer ? [value] : []),
      (error: unknown) => post({ id: request.id, error: crossing(error) }),
    );
});
