import { Agent } from 'node:http';
import { API_BASE_PATH, type Endpoint, fillPath, type ReplyOf } from '@shop/core';
import { spawnShop, type ShopServer, stopProcess } from '../shared/start-shop';
import { type HttpReply, NoReplyError, sendJson } from './http';

/**
 * The built server on one port and one set of data, which the bench kills with SIGKILL and starts
 * again on the same data. Every call of the load goes through here: calls wait while the server is
 * down, and a call that loses its reply says whether a kill happened during it.
 */

export interface ShopData {
  /** DATA_DIR: PGlite's folder and lock live inside. */
  readonly dataDir: string;
  /** PostgreSQL instead of PGlite (the bench kills the API server only, never PostgreSQL). */
  readonly databaseUrl?: string;
}

/** A 2xx reply, parsed with the endpoint's schema: the write is acknowledged. */
export interface Acknowledged<E extends Endpoint> {
  readonly kind: 'acknowledged';
  readonly reply: ReplyOf<E>;
  /** The server's `idempotent-replayed` header: the same key's first order came back. */
  readonly replayed: boolean;
}
/** A 4xx reply: the server refused, so nothing was written. */
export interface Refused {
  readonly kind: 'refused';
  readonly status: number;
  readonly body: unknown;
}
/** No reply (or a 5xx): the write may or may not have landed. */
export interface Unknown {
  readonly kind: 'unknown';
  /** A kill happened while the call was out: the normal case; false means the server failed alone. */
  readonly duringKill: boolean;
  readonly reason: string;
}
export type CallOutcome<E extends Endpoint> = Acknowledged<E> | Refused | Unknown;

export interface CallOptions {
  readonly body?: unknown;
  readonly token?: string;
  readonly params?: Record<string, string | number>;
}

/** Thrown to every waiting call once the server could not be started again. */
export class ShopGoneError extends Error {
  override readonly name = 'ShopGoneError';
}

export class CrashableShop {
  private server: ShopServer | undefined;
  private agent = new Agent({ keepAlive: true });
  private lives = 0;
  private down = false;
  private up: Promise<void> = Promise.resolve();
  private settleUp: { resolve: () => void; reject: (error: Error) => void } | undefined;
  /** Milliseconds from spawn to a healthy reply, one per restart (the first start is not one). */
  readonly restartMs: number[] = [];
  firstStartMs = 0;

  constructor(
    private readonly port: number,
    private readonly data: ShopData,
  ) {}

  async start(): Promise<void> {
    const started = performance.now();
    this.server = await this.spawn();
    this.firstStartMs = performance.now() - started;
  }

  /**
   * SIGKILL, then the same server on the same data. Calls made meanwhile wait; the calls that were
   * out lose their replies. Rejects (and fails every waiting call) when the server does not start.
   */
  async killAndRestart(): Promise<void> {
    const server = this.server;
    if (!server) throw new Error('The server is not running');
    this.up = new Promise<void>((resolve, reject) => (this.settleUp = { resolve, reject }));
    this.up.catch(() => undefined); // a call may not be waiting when it rejects
    this.down = true;
    this.lives += 1;
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await exited;
    this.server = undefined;
    // Its sockets died with the server; the next life gets a pool of its own.
    this.agent.destroy();
    this.agent = new Agent({ keepAlive: true });
    const started = performance.now();
    try {
      this.server = await this.spawn();
    } catch (error) {
      const gone = new ShopGoneError(`The server did not start again: ${(error as Error).message}`);
      this.settleUp?.reject(gone);
      throw gone;
    }
    this.restartMs.push(performance.now() - started);
    this.down = false;
    this.settleUp?.resolve();
  }

  /** Counts the kills: a shopper that sees it change knows a restart happened since its last call. */
  get life(): number {
    return this.lives;
  }

  /** A graceful stop (SIGTERM), as at the end of a run. */
  async stop(): Promise<void> {
    await stopProcess(this.server?.child);
    this.server = undefined;
    this.agent.destroy();
  }

  /** What the server printed in its current life (for a failure's message). */
  output(): string {
    return this.server?.output() ?? '';
  }

  async call<E extends Endpoint>(endpoint: E, options: CallOptions = {}): Promise<CallOutcome<E>> {
    while (this.down) await this.up;
    const life = this.lives;
    const server = this.server;
    if (!server) throw new ShopGoneError('The server is not running');
    let reply: HttpReply;
    try {
      reply = await sendJson(this.agent, {
        method: endpoint.method,
        url: `${server.base}${API_BASE_PATH}${fillPath(endpoint.path, options.params)}`,
        ...(options.body === undefined ? {} : { body: options.body }),
        ...(options.token === undefined ? {} : { token: options.token }),
      });
    } catch (error) {
      if (!(error instanceof NoReplyError)) throw error;
      if (this.lives === life && (server.child.exitCode !== null || server.child.signalCode !== null)) {
        throw new ShopGoneError(`The server exited on its own:\n${server.output()}`);
      }
      return { kind: 'unknown', duringKill: this.lives !== life, reason: error.message };
    }
    if (reply.status >= 200 && reply.status < 300) {
      return {
        kind: 'acknowledged',
        reply: (reply.status === 204 ? undefined : endpoint.reply.parse(reply.body)) as ReplyOf<E>,
        replayed: reply.headers['idempotent-replayed'] === 'true',
      };
    }
    if (reply.status >= 400 && reply.status < 500) {
      return { kind: 'refused', status: reply.status, body: reply.body };
    }
    return {
      kind: 'unknown',
      duringKill: this.lives !== life,
      reason: `${endpoint.id} answered ${reply.status}: ${JSON.stringify(reply.body)}`,
    };
  }

  private spawn(): Promise<ShopServer> {
    return spawnShop({
      port: this.port,
      dataDir: this.data.dataDir,
      ...(this.data.databaseUrl === undefined ? {} : { databaseUrl: this.data.databaseUrl }),
    });
  }
}
