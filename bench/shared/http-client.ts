import { Agent, request } from 'node:http';
import { API_BASE_PATH, type BodyOf, type Endpoint, fillPath, type ReplyOf } from '@shop/core';

/**
 * One contract call over node:http with a keep-alive agent, timed from the request to the last
 * byte of the reply. Replies are parsed but not validated with the contract's schemas: the client
 * must stay light, or hundreds of users would measure the client rather than the server.
 */

/** Far above any sane reply under load; a reply later than this is a failure. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Timed<T> {
  readonly ms: number;
  /**
   * How long the server says it held the request (its `Server-Timing: app;dur=`), when it said:
   * the rest of `ms` is the network, the queue before the server read it, and this client.
   */
  readonly serverMs: number | undefined;
  readonly status: number;
  /** The parsed reply of a 2xx; undefined otherwise. */
  readonly reply: T | undefined;
  /** What went wrong: the status and the start of the body, or the socket's error. */
  readonly failure: string | undefined;
}

export interface CallOptions<E extends Endpoint> {
  readonly body?: BodyOf<E>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly token?: string;
}

/** `app;dur=12.5` → 12.5 (the shop's Server-Timing), or undefined. */
export function serverTimingMs(header: string | string[] | undefined): number | undefined {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec([header ?? ''].flat().join(','));
  return match ? Number(match[1]) : undefined;
}

export class ShopClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: Infinity });

  /**
   * `clientAddress`: sent as X-Forwarded-For (the server trusts loopback as its proxy), so each
   * virtual user meets the per-address limits as a person on their own connection would.
   */
  constructor(
    private readonly base: string,
    private readonly clientAddress: string,
    /** Sent with every call (a learner's `x-qa-sandbox` key). */
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<Timed<ReplyOf<E>>> {
    const search = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([key, value]): [string, string] => [key, String(value)]))}`
      : '';
    const url = `${this.base}${API_BASE_PATH}${fillPath(endpoint.path, undefined)}${search}`;
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      ...this.headers,
      accept: 'application/json',
      'x-forwarded-for': this.clientAddress,
    };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      // node:http sends a DELETE's body without a length or chunking unless told its length.
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const started = performance.now();
    return new Promise((resolve) => {
      let serverMs: number | undefined;
      const done = (status: number, reply: ReplyOf<E> | undefined, failure: string | undefined) =>
        resolve({ ms: performance.now() - started, serverMs, status, reply, failure });
      const outgoing = request(url, { method: endpoint.method, agent: this.agent, headers }, (incoming) => {
        serverMs = serverTimingMs(incoming.headers['server-timing']);
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => done(0, undefined, error.message));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status < 200 || status > 299) return done(status, undefined, `${status} ${text.slice(0, 200)}`);
          try {
            done(status, (text === '' ? undefined : JSON.parse(text)) as ReplyOf<E>, undefined);
          } catch {
            done(status, undefined, `${status} with a body that is not JSON: ${text.slice(0, 200)}`);
          }
        });
      });
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) => done(0, undefined, error.message));
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
