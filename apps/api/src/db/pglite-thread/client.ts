import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { HttpError } from '../../http/http-error';
import { PGLITE_THREAD_ENTRY } from '../../paths';
import type {
  CrossingError,
  DatabaseReply,
  DatabaseRequest,
  DatabaseThreadStart,
  StatementOptions,
} from './messages';
import type { DatabaseOperation } from './operations';

/**
 * PGlite in a worker thread of its own (pglite-thread/worker.ts), with the part of PGlite's API
 * the server uses: `query` and `transaction` (what Drizzle's PGlite driver calls), `exec`,
 * `listen`, `dumpDataDir`, `close`, and `operation` (operations.ts). A statement's notices reach
 * their listeners before its own promise resolves, as with PGlite in the same thread (connect.ts
 * `noticesBeforeReply`): the thread posts them first, and messages arrive in order.
 */

/** What Drizzle's driver passes: only row mode and parsers that leave a type's text as it is. */
interface QueryOptions {
  readonly rowMode?: 'array' | 'object';
  readonly parsers?: Readonly<Record<number, (value: string, typeId: number) => unknown>>;
}

/** The statements of a transaction and of the database alike (PGlite's `Transaction` shape). */
export interface StatementRunner {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface ThreadedTransaction extends StatementRunner {
  /** Ends the transaction with ROLLBACK now; its callback's result is still returned. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

/** A sentinel parser result: a parser that returns its input unchanged keeps the type's text. */
const PROBE = '\u0000probe';

function statementOptions(options: QueryOptions | undefined): StatementOptions {
  const textTypes = Object.entries(options?.parsers ?? {}).map(([type, parser]) => {
    if (parser(PROBE, Number(type)) !== PROBE) {
      throw new Error(`Only parsers that keep a value's text can reach the database thread (type ${type})`);
    }
    return Number(type);
  });
  return { ...(options?.rowMode === undefined ? {} : { rowMode: options.rowMode }), textTypes };
}

/** The error as thrown in the thread: an HttpError as itself, anything else with its fields. */
function errorFrom({ name, message, fields, details }: CrossingError): Error {
  if (name === 'HttpError')
    return new HttpError(Number(fields.statusCode), message, details && { ...details });
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/**
 * The database's thread. From the bundle it is a file of its own; from source (tests, `pnpm dev`)
 * Node cannot load TypeScript in a worker, so the thread registers tsx's loader first.
 */
function startThread(start: DatabaseThreadStart): Worker {
  const options = {
    workerData: start,
    transferList: start.loadDataDir === undefined ? [] : [start.loadDataDir],
    // The thread's own objects are few and short-lived (statements, rows on their way): a small
    // young generation keeps its heap about 12 MB smaller than V8's default (bench/cold-start).
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  };
  if (!PGLITE_THREAD_ENTRY.endsWith('.ts')) return new Worker(PGLITE_THREAD_ENTRY, options);
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  const loader = pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
  const entry = pathToFileURL(PGLITE_THREAD_ENTRY).href;
  const script = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(script, { ...options, eval: true });
}

export class ThreadedPglite implements StatementRunner {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  /** Set once the thread has gone: every call after it fails with this. */
  private gone: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(start: DatabaseThreadStart) {
    this.worker = startThread(start);
    this.worker.on('message', (reply: DatabaseReply) => this.received(reply));
    this.worker.on('error', (error) => this.lost(error));
    this.worker.on('exit', (code) => this.lost(new Error(`The database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and resolves once PGlite is open in it. */
  static async open(start: DatabaseThreadStart): Promise<ThreadedPglite> {
    const database = new ThreadedPglite(start);
    try {
      await database.request({ op: 'ready' });
    } catch (error) {
      await database.worker.terminate();
      throw error;
    }
    return database;
  }

  get closed(): boolean {
    return this.gone !== undefined || this.closing !== undefined;
  }

  query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.request({ op: 'query', sql, params, options: statementOptions(options) }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string): Promise<Results[]> {
    return this.request({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws (PGlite's
   * rule). Each statement crosses to the thread and back with the database held, so the server's
   * busy transactions are operations instead (operations.ts); this is for the rare ones.
   */
  async transaction<T>(work: (tx: ThreadedTransaction) => Promise<T>): Promise<T> {
    const transaction = this.nextId++;
    await this.request({ op: 'begin', transaction });
    let ended = false;
    const open = (): void => {
      if (ended) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean): Promise<void> => {
      ended = true;
      await this.request({ op: 'end', transaction, commit });
    };
    const tx: ThreadedTransaction = {
      query: <R>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) => {
        open();
        const request = {
          op: 'query',
          transaction,
          sql,
          params,
          options: statementOptions(options),
        } as const;
        return this.request(request) as Promise<Results<R>>;
      },
      exec: (sql: string) => {
        open();
        return this.request({ op: 'exec', transaction, sql }) as Promise<Results[]>;
      },
      rollback: () => {
        open();
        return end(false);
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!ended) await end(false);
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  /** Runs one of operations.ts's transactions whole in the database's thread. */
  operation(name: DatabaseOperation, args: readonly unknown[]): Promise<unknown> {
    return this.request({ op: 'operation', name, args });
  }

  /** Calls `onMessage` with each NOTIFY payload on `channel`; resolves to how to stop. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, onMessage);
    await this.request({ op: 'listen', listener, channel });
    return async () => {
      this.listeners.delete(listener);
      if (!this.closed) await this.request({ op: 'unlisten', listener });
    };
  }

  /** The data folder as a tarball (tests' template). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([(await this.request({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Closes PGlite (its files are complete afterwards), then ends the thread. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (this.gone === undefined) await this.request({ op: 'close' });
      } finally {
        await this.worker.terminate();
        this.lost(new Error('The database thread ended: the database was closed'));
      }
    })();
    return this.closing;
  }

  private request(request: WithoutId<DatabaseRequest>): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as DatabaseRequest);
    });
  }

  private received(reply: DatabaseReply): void {
    if ('listener' in reply) {
      this.listeners.get(reply.listener)?.(reply.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(errorFrom(reply.error));
    else waiting?.resolve(reply.value);
  }

  /** The thread failed or ended: what was asked fails, and so does all that is asked later. */
  private lost(error: Error): void {
    this.gone ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
