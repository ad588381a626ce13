/*
 * The contract is written with zod/mini, zod's functional API (`z.optional(x)`,
 * `z.string().check(z.minLength(1))`): the storefront validates every reply with these schemas on its
 * first load, and mini's functions tree-shake (about 8 kB brotli against 23 kB for full zod). The
 * server's validator, serialiser and OpenAPI transform read any zod 4 schema, and
 * `.register(contractRegistry, { id })` names an OpenAPI component (contract/registry.ts says why
 * not zod's global registry).
 */
import { z } from 'zod/mini';
import { contractRegistry } from './registry';

/** Every error reply of our API: the text QA users read, and per-field details for 400s. */
export const ErrorReplySchema = z
  .object({
    error: z.string(),
    details: z.optional(z.record(z.string(), z.string())),
  })
  .register(contractRegistry, { id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

export const MessageReplySchema = z
  .object({ message: z.string() })
  .register(contractRegistry, { id: 'MessageReply' });
export type MessageReply = z.infer<typeof MessageReplySchema>;

/**
 * How the storefront reads a {@link MessageReplySchema} reply of a call whose reply §7 does not
 * list: the screen shows its own §8 text, so a reply without `message` is still a success.
 */
export const OptionalMessageReadSchema = z.object({ message: z.optional(z.string()) });

/** The API base below the host (spec §7: a versioned path). */
export const API_BASE_PATH = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `none`: sent without a token (catalogue, health, sign-in…).
 * - `bearer`: the server answers 401 'Authentication required' without a valid token.
 */
export type AuthMode = 'none' | 'bearer';

type AnyObject = z.ZodMiniObject;

/** One call of spec §7: everything the server, the client, the mocks and the tests share. */
export interface Endpoint<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Reply extends z.ZodMiniType = z.ZodMiniType,
  Read extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  /** Stable name, `<area>.<call>`; also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path below the API base, Fastify style (`/users/:userId`). */
  readonly path: string;
  readonly auth: AuthMode;
  readonly summary: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** Everything our server sends: its serialiser, the OpenAPI document and the mocks keep to it. */
  readonly reply: Reply;
  /**
   * What the storefront's client requires of a successful reply, when that is less than `reply`:
   * only what spec §7 promises, the fields it does not promise optional and filled in with the
   * fallback the screens need (a listing without `total` counts its products). Another server
   * that keeps to the spec is read as a success, not as a broken reply. Without it, `reply`.
   */
  readonly read?: Read;
  /** Status of a successful reply (204 carries no body). */
  readonly status: 200 | 201 | 204;
  /** Documented error statuses, each answered with {@link ErrorReplySchema}. */
  readonly errors: readonly number[];
}

// Only checks its argument's type; the annotation lets bundlers drop endpoint tables a page never
// reads, with the schemas only those tables use.
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const Params extends AnyObject | undefined = undefined,
  const Query extends AnyObject | undefined = undefined,
  const Body extends z.ZodMiniType | undefined = undefined,
  const Reply extends z.ZodMiniType = z.ZodMiniType,
  const Read extends z.ZodMiniType | undefined = undefined,
>(endpoint: Endpoint<Params, Query, Body, Reply, Read>): Endpoint<Params, Query, Body, Reply, Read> {
  return endpoint;
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodMiniType ? z.input<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
/** What a caller sends (before defaults are applied). */
export type BodyOf<E extends Endpoint> = InferInput<E['body']>;
export type ReplyOf<E extends Endpoint> = z.infer<E['reply']>;
/** What the storefront's client gives back: the reply as its `read` schema reads it, else as sent. */
export type ReadOf<E extends Endpoint> = [NonNullable<E['read']>] extends [never]
  ? ReplyOf<E>
  : z.output<NonNullable<E['read']>>;
type Parsed<T> = T extends z.ZodMiniType ? z.output<T> : undefined;
/*
 * What a handler receives after validation (defaults applied). Read from the endpoint's type
 * arguments, not its optional members: `E['body']` would add `| undefined` to every body.
 */
export type ParsedParamsOf<E> = E extends Endpoint<infer P, infer _Q, infer _B, infer _R> ? Parsed<P> : never;
export type ParsedQueryOf<E> = E extends Endpoint<infer _P, infer Q, infer _B, infer _R> ? Parsed<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<infer _P, infer _Q, infer B, infer _R> ? Parsed<B> : never;

/** `/users/:userId` + `{ userId: 7 }` → `/users/7`. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A call whose successful reply is not JSON (a file to download, an event stream): it has a media
 * type instead of a reply schema. Its errors are JSON like every other call's.
 */
export interface FileEndpoint<
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
> {
  /** Stable name, `<area>.<call>`; also the OpenAPI operationId. */
  readonly id: string;
  readonly method: 'GET';
  /** Path below the API base, Fastify style (`/orders/:orderNumber/invoice`). */
  readonly path: string;
  readonly auth: AuthMode;
  readonly summary: string;
  readonly params?: Params;
  readonly query?: Query;
  /** The media type of a successful (200) reply. */
  readonly produces: 'application/pdf' | 'text/csv' | 'text/event-stream';
  /** Documented error statuses, each answered with {@link ErrorReplySchema}. */
  readonly errors: readonly number[];
}

/* @__NO_SIDE_EFFECTS__ */
export function defineFileEndpoint<
  const Params extends AnyObject | undefined = undefined,
  const Query extends AnyObject | undefined = undefined,
>(endpoint: FileEndpoint<Params, Query>): FileEndpoint<Params, Query> {
  return endpoint;
}
