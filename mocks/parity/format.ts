import type { Endpoint } from '@shop/core';

/**
 * The mock–server parity table's format. A case is a list of steps that run in order on a fresh
 * state, the same on both sides (the MSW handlers and the real app); each call step says what is
 * sent and what must come back. Pure data with a few matchers, so any runner can play it and a new
 * call joins by adding rows.
 *
 * Templates: any string in a request or an expected reply may hold `{{name}}`, replaced by the
 * value captured under that name by an earlier step (a string that is exactly `{{name}}` keeps the
 * captured value's type, so `userId: '{{userId}}'` stays a number). Two names are built in:
 * - `{{email:<label>}}` — an address that no other case or run uses (fresh accounts: no shared
 *   demo account ever meets a wrong password, and server state left by a case cannot leak);
 * - `{{EMAIL:<label>}}` — the same address in capitals;
 * - `{{other:<name>}}` — a six-digit code different from the one captured under `<name>`.
 */
export interface ParityCase {
  readonly name: string;
  readonly steps: readonly ParityStep[];
}

export type ParityStep = CallStep | ClockStep;

export interface CallStep {
  /** The contract entry called: method and path come from it, and so does the coverage check. */
  readonly endpoint: Endpoint;
  /** Filled into the endpoint's path (`/users/:userId`); values may be templates. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON. Not checked against the contract: invalid bodies are rows too. */
  readonly body?: unknown;
  /** Sent as is with `Content-Type: application/json` (malformed bodies). */
  readonly rawBody?: string;
  /** Replaces `application/json` as the body's content type. */
  readonly contentType?: string;
  /** `Authorization: Bearer <value>`; usually `'{{token}}'`. */
  readonly bearer?: string;
  /** Sends the same request this many times in a row, expecting the same reply each time. */
  readonly times?: number;
  readonly expect: {
    readonly status: number;
    /** The whole reply body (exact keys), with matchers where values are dynamic. Omitted: none. */
    readonly body?: Expected;
    /** Headers that must be present with these values (names in lower case). */
    readonly headers?: Readonly<Record<string, Expected>>;
  };
}

/** Time passes on both sides (the server's test clock, the mocks' `Date`). */
export interface ClockStep {
  readonly advanceClockMs: number;
}

export type Expected =
  string | number | boolean | null | Matcher | readonly Expected[] | { readonly [key: string]: Expected };

export type Matcher =
  | { readonly $match: 'string' | 'token' | 'id' | 'isoDate' | 'boolean' }
  | { readonly $match: 'pattern'; readonly pattern: RegExp; readonly capture?: string }
  | { readonly $match: 'capture'; readonly name: string; readonly inner: Matcher }
  | { readonly $match: 'arrayOf'; readonly length: number; readonly item: Expected };

/** Dynamic values, matched by shape. */
export const any = {
  /** Any string, empty included. */
  string: (): Matcher => ({ $match: 'string' }),
  /** A non-empty string without white space (session and reset tokens). */
  token: (): Matcher => ({ $match: 'token' }),
  /** A positive whole number (row ids). */
  id: (): Matcher => ({ $match: 'id' }),
  /** An ISO-8601 timestamp as `Date.prototype.toISOString` writes it. */
  isoDate: (): Matcher => ({ $match: 'isoDate' }),
  /** true or false: a flag that turns with the time of day (a slot still offered today). */
  boolean: (): Matcher => ({ $match: 'boolean' }),
  /** A string matching the pattern; with `capture`, its first group is kept under that name. */
  matching: (pattern: RegExp, capture?: string): Matcher => ({
    $match: 'pattern',
    pattern,
    ...(capture ? { capture } : {}),
  }),
  /** An array of exactly `length` entries, each matching `item`. */
  arrayOf: (length: number, item: Expected): Matcher => ({ $match: 'arrayOf', length, item }),
};

/** Matches like `inner` and keeps the value for later steps as `{{name}}`. */
export function capture(name: string, inner: Matcher = any.string()): Matcher {
  return { $match: 'capture', name, inner };
}

export function isMatcher(value: unknown): value is Matcher {
  return typeof value === 'object' && value !== null && '$match' in value;
}

/** A request as a side receives it. */
export interface ParityRequest {
  readonly method: Endpoint['method'];
  /** Below the API base, query string included: `/mailbox?email=a%40b.in`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface ParityReply {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body; `undefined` when there is none. */
  readonly body: unknown;
}

/** One implementation of the API under test: the MSW handlers or the real app. */
export interface ParitySide {
  send(request: ParityRequest): Promise<ParityReply>;
  advanceClock(ms: number): void | Promise<void>;
}
