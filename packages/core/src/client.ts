import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ReadOf,
} from './contract/endpoint';

export type ApiErrorKind = 'http' | 'network' | 'invalid-reply';

/**
 * Every failure of {@link createApiClient}'s `call`. Its message is for logs (the server's text when
 * there is one); the text a shopper reads comes from the failure table (`failureText(operation,
 * error)` in failures/call-failures), which knows each operation's §8 fallbacks.
 * - `http`: the server answered with a non-2xx status (`status` set, `body` as sent).
 * - `network`: no reply at all (`status` null).
 * - `invalid-reply`: a 2xx reply that does not match the contract (`body` as received).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body?: unknown;
  /** The endpoint's `id`, for logs. */
  readonly endpointId?: string;

  constructor(
    message: string,
    details: {
      kind: ApiErrorKind;
      status?: number | null;
      body?: unknown;
      endpointId?: string;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status ?? null;
    if (details.body !== undefined) this.body = details.body;
    if (details.endpointId !== undefined) this.endpointId = details.endpointId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** E.g. `isHttpStatus(e, 404)`: a 404 on the user's fit, age group or shoe size means "none saved" (§8). */
export function isHttpStatus(error: unknown, status: number): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status === status;
}

/** Base + path with exactly one slash between them, adding a missing leading slash (§7). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The server's own text in a reply (§8): `error`, else `details` (a string, or the first text
 * value of an object), else `message`; null when there is none (an empty body, an HTML page). An
 * `error` object with a `message` (the sign-in result of §3) counts as `error`.
 */
export function serverTextFrom(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { error, details, message } = body;
  if (isText(error)) return error;
  if (isRecord(error) && isText(error.message)) return error.message;
  if (isText(details)) return details;
  if (isRecord(details)) {
    const first = Object.values(details).find(isText);
    if (first) return first;
  }
  if (isText(message)) return message;
  return null;
}

/** One cookie's value from a `Cookie` header or `document.cookie`; null when absent. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      // A stray '%' is not an encoding; the value is still the value.
      return raw;
    }
  }
  return null;
}

type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the defined values, or '' when there are none. */
export function toQueryString(
  query: Readonly<Record<string, QueryValue | readonly QueryValue[]>> | undefined,
): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item): item is string | number | boolean => item !== undefined && item !== null)
      .map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

// ── Typed input ────────────────────────────────────────────────────────────────────────────────

type Defined<T> = [NonNullable<T>] extends [never] ? false : true;

/** Path parameters are text in a URL; numbers are accepted for convenience. */
type ParamsInput<E extends Endpoint> =
  Defined<E['params']> extends true
    ? { readonly params: { readonly [K in keyof NonNullable<ParamsOf<E>>]: string | number } }
    : { readonly params?: undefined };

type QueryInput<E extends Endpoint> =
  Defined<E['query']> extends true
    ? { readonly query: NonNullable<QueryOf<E>> }
    : { readonly query?: undefined };

type BodyInput<E extends Endpoint> =
  Defined<E['body']> extends true ? { readonly body: NonNullable<BodyOf<E>> } : { readonly body?: undefined };

/** What a call of `E` sends; `signal` cancels it (TanStack Query passes one). */
export type CallInput<E extends Endpoint> = ParamsInput<E> &
  QueryInput<E> &
  BodyInput<E> & { readonly signal?: AbortSignal };

type NeedsInput<E extends Endpoint> = true extends
  Defined<E['params']> | Defined<E['query']> | Defined<E['body']>
  ? true
  : false;

/**
 * `call(endpoint, input)`; for an endpoint without params, query or body the input may be left
 * out: `call(api.cart.get)`. The client takes no texts: screens read them from the failure table.
 */
export type CallArgs<E extends Endpoint> =
  NeedsInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

// ── The client ─────────────────────────────────────────────────────────────────────────────────

export interface ApiClientOptions {
  /** The API base, e.g. '/api/v1' or 'https://shop.example/api/v1'. */
  baseUrl: string;
  /** Defaults to `globalThis.fetch`, looked up at call time (so a test may replace it later). */
  fetch?: typeof fetch;
  /** The bearer token for `auth: 'bearer'` endpoints; the storefront reads the auth_token cookie. */
  getToken?: () => string | null | undefined;
  /**
   * Called (before the call rejects) when an `auth: 'bearer'` endpoint answers 401: the token sent
   * is no longer good. The one place a client ends a stale session.
   */
  onUnauthorized?: (error: ApiError) => void;
}

interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions) {
  async function send(endpoint: Endpoint, input: RawInput): Promise<Response> {
    const url = joinUrl(options.baseUrl, fillPath(endpoint.path, input.params)) + toQueryString(input.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method: endpoint.method, headers };
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(input.body);
    }
    if (endpoint.auth === 'bearer') {
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (input.signal) init.signal = input.signal;

    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      // A cancelled call is not a failure to report: hand the abort back untouched.
      if (input.signal?.aborted) throw error;
      throw networkError(endpoint, error);
    }
  }

  function networkError(endpoint: Endpoint, error: unknown): ApiError {
    const reason = error instanceof Error && isText(error.message) ? `: ${error.message}` : '';
    return new ApiError(`${endpoint.id}: no reply${reason}`, {
      kind: 'network',
      endpointId: endpoint.id,
      cause: error,
    });
  }

  /**
   * Calls `endpoint` and returns its reply parsed with the contract: with the endpoint's `read`
   * schema when it has one (what spec §7 promises, the rest filled in), else its `reply`. Throws
   * {@link ApiError} with the kind, status and body of the failure (see failures/call-failures for
   * the text to show).
   */
  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ReadOf<E>> {
    const request: RawInput = (args[0] as RawInput | undefined) ?? {};
    const response = await send(endpoint, request);

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw networkError(endpoint, error);
    }
    const json = parseJson(text);

    if (!response.ok) {
      const body = json.ok ? json.value : text || undefined;
      // The message is for logs: the server's own words when it gave some.
      const error = new ApiError(serverTextFrom(body) ?? `${endpoint.id} answered ${response.status}`, {
        kind: 'http',
        status: response.status,
        body,
        endpointId: endpoint.id,
      });
      if (response.status === 401 && endpoint.auth === 'bearer') options.onUnauthorized?.(error);
      throw error;
    }

    if (response.status === 204 || endpoint.status === 204) return undefined as ReadOf<E>;

    const reply = json.ok ? (endpoint.read ?? endpoint.reply).safeParse(json.value) : undefined;
    if (!reply?.success) {
      throw new ApiError(`${endpoint.id}: reply does not match the contract`, {
        kind: 'invalid-reply',
        status: response.status,
        body: json.ok ? json.value : text,
        endpointId: endpoint.id,
        cause: reply?.error,
      });
    }
    return reply.data as ReadOf<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
