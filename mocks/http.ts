import {
  API_BASE_PATH,
  describeValidationError,
  REQUEST_BODY_LIMIT_BYTES,
  requestMessages,
  validationIssuesOf,
  type Endpoint,
  type ErrorReply,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ReplyOf,
  type ValidationContext,
} from '@shop/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';

/** Matches the endpoint's path on any origin (the app, Storybook, jsdom's localhost). */
export function apiUrl(endpoint: Pick<Endpoint, 'path'>): string {
  return `*${API_BASE_PATH}${endpoint.path}`;
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

export interface MockRequest<E extends Endpoint> {
  request: Request;
  /** The path parameters after the contract's schema (`userId` is a number). */
  params: ParsedParamsOf<E>;
  /** The query string after the contract's schema (numbers coerced, defaults applied). */
  query: ParsedQueryOf<E>;
  /** The request body after the contract's schema (defaults applied); 400 was answered otherwise. */
  body: ParsedBodyOf<E>;
}

/** The server's body parser, with its replies: JSON only, at most 100 KB, not empty. */
async function readJsonBody(request: Request): Promise<{ value: unknown } | Response> {
  const type = request.headers.get('Content-Type') ?? 'none';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return errorReply(415, requestMessages.unsupportedContentType(type));
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.byteLength > REQUEST_BODY_LIMIT_BYTES) return errorReply(413, requestMessages.bodyTooLarge);
  if (bytes.byteLength === 0) return errorReply(400, requestMessages.emptyBody);
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return errorReply(400, requestMessages.malformedJson);
  }
}

/**
 * The body of a call that takes none: an empty one of any type is none (many clients send
 * `Content-Type: application/json` on every call); anything else is read as the server reads it
 * (415, 413, malformed JSON) and then ignored.
 */
async function readUnwantedBody(request: Request): Promise<Response | undefined> {
  if ((await request.clone().arrayBuffer()).byteLength === 0) return undefined;
  const read = await readJsonBody(request);
  return read instanceof Response ? read : undefined;
}

export interface OnOptions {
  /**
   * Runs before the request is validated and answers instead when it returns a reply: the
   * server's bearer check comes before validation, so a caller without a session learns nothing
   * about the request's shape.
   */
  readonly before?: (request: Request) => Response | null;
}

/**
 * A handler for one contract endpoint. Like the real server, it answers 400 with the error
 * envelope when the path parameters, query or body do not match the contract, so mocks cannot
 * drift from the API (the parity table in mocks/parity checks both).
 */
export function on<E extends Endpoint>(
  endpoint: E,
  resolve: (request: MockRequest<E>) => Response | Promise<Response>,
  options: OnOptions = {},
): HttpHandler {
  return methods[endpoint.method](apiUrl(endpoint), async ({ request, params }) => {
    const early = options.before?.(request);
    if (early) return early;
    // The server's order: the body is read (type, size, JSON) before anything is validated.
    const read = endpoint.body ? await readJsonBody(request) : await readUnwantedBody(request);
    if (read instanceof Response) return read;
    let parsedParams: unknown = undefined;
    if (endpoint.params) {
      const parsed = endpoint.params.safeParse(params);
      if (!parsed.success) return invalidRequest(parsed.error, 'params', params);
      parsedParams = parsed.data;
    }
    let parsedQuery: unknown = undefined;
    if (endpoint.query) {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = endpoint.query.safeParse(query);
      if (!parsed.success) return invalidRequest(parsed.error, 'querystring', query);
      parsedQuery = parsed.data;
    }
    let body: unknown = undefined;
    if (endpoint.body && read) {
      const parsed = endpoint.body.safeParse(read.value);
      if (!parsed.success) return invalidRequest(parsed.error, 'body', read.value);
      body = parsed.data;
    }
    return resolve({
      request,
      params: parsedParams as MockRequest<E>['params'],
      query: parsedQuery as MockRequest<E>['query'],
      body: body as MockRequest<E>['body'],
    });
  });
}

/** The endpoint's success reply, typed by the contract. */
export function reply<E extends Endpoint>(endpoint: E, body: ReplyOf<E>): Response {
  if (endpoint.status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(body as object, { status: endpoint.status });
}

export function errorReply(
  status: number,
  error: string,
  details?: ErrorReply['details'],
  headers?: Record<string, string>,
): Response {
  return HttpResponse.json<ErrorReply>(details ? { error, details } : { error }, {
    status,
    ...(headers ? { headers } : {}),
  });
}

/** The server's 400, worded by the same formatter. */
function invalidRequest(error: z.core.$ZodError, context: ValidationContext, input: unknown): Response {
  const { error: text, details } = describeValidationError(validationIssuesOf(error), context, input);
  return errorReply(400, text, details);
}

/** The request could not reach the server at all (fetch rejects). */
export function networkDown(): Response {
  return HttpResponse.error();
}
