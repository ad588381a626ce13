/**
 * What the server's thread and the embedded database's thread say to each other
 * (pglite-thread/client.ts ↔ pglite-thread/worker.ts): each request carries an id and gets one
 * answer with it; notices come unasked, before the answer of the statement that sent them.
 */

/** How the database thread opens PGlite (the worker's `workerData`). */
export interface DatabaseThreadStart {
  /** PGlite's folder; omitted = in memory. */
  readonly dataDir?: string;
  /** A `dumpDataDir()` tarball to start from. */
  readonly loadDataDir?: ArrayBuffer;
  readonly startParams: readonly string[];
  /** V8's `--wasm-tiering-budget`, set before PGlite compiles its WebAssembly. */
  readonly wasmTieringBudget: number;
}

/** A statement's options as PGlite takes them, without its functions (which cannot cross). */
export interface StatementOptions {
  readonly rowMode?: 'array' | 'object';
  /** Types whose values come back as PostgreSQL's text, unparsed (what Drizzle's parsers do). */
  readonly textTypes: readonly number[];
}

export type DatabaseRequest = { readonly id: number } &
  /** Answers once PGlite is open (or with why it could not open). */
  (
    | { readonly op: 'ready' }
    | {
        readonly op: 'query';
        /** Inside this open transaction (see `begin`), else on its own. */
        readonly transaction?: number;
        readonly sql: string;
        readonly params: readonly unknown[];
        readonly options: StatementOptions;
      }
    | { readonly op: 'exec'; readonly transaction?: number; readonly sql: string }
    /** Answers once the transaction holds the database; it keeps it until its `end`. */
    | { readonly op: 'begin'; readonly transaction: number }
    | { readonly op: 'end'; readonly transaction: number; readonly commit: boolean }
    /** One of operations.ts's transactions, run whole in the database's thread. */
    | { readonly op: 'operation'; readonly name: string; readonly args: readonly unknown[] }
    | { readonly op: 'listen'; readonly listener: number; readonly channel: string }
    | { readonly op: 'unlisten'; readonly listener: number }
    | { readonly op: 'dump'; readonly compression: 'none' | 'gzip' | 'auto' }
    | { readonly op: 'close' }
  );

/** An error as it crosses: its message, PostgreSQL's fields (`code`, `detail`, …), an HttpError's texts. */
export interface CrossingError {
  readonly name: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, string | number | undefined>>;
  readonly details?: Readonly<Record<string, string>>;
}

/** A NOTIFY's payload for one of the caller's listeners. */
export interface Notice {
  readonly listener: number;
  readonly payload: string;
}

export type DatabaseReply =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: CrossingError }
  | Notice;
