import {
  API_BASE_PATH,
  describeValidationError,
  requestMessages,
  validationIssuesOf,
  type Endpoint,
  type ErrorReply,
  type ParsedBodyOf,
  type ReplyOf,
  type ValidationContext,
} from '@shop/core';
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type { z } from 'zod';

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
  params: PathParams;
  /** The request body after the contract's schema (defaults applied); 400 was answered otherwise. */
  body: ParsedBodyOf<E>;
}

/**
 * A handler for one contract endpoint. Like the real server, it answers 400 with the error
 * envelope when the body does not match the contract, so mocks cannot drift from the API.
 */
export function on<E extends Endpoint>(
  endpoint: E,
  resolve: (request: MockRequest<E>) => Response | Promise<Response>,
): HttpHandler {
  return methods[endpoint.method](apiUrl(endpoint), async ({ request, params }) => {
    if (endpoint.query) {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = endpoint.query.safeParse(query);
      if (!parsed.success) return invalidRequest(parsed.error, 'querystring', query);
    }
    let body: unknown = undefined;
    if (endpoint.body) {
      let raw: unknown;
      try {
        raw = await request.clone().json();
      } catch {
        return errorReply(400, requestMessages.malformedJson);
      }
      const parsed = endpoint.body.safeParse(raw);
      if (!parsed.success) return invalidRequest(parsed.error, 'body', raw);
      body = parsed.data;
    }
    return resolve({ request, params, body: body as MockRequest<E>['body'] });
  });
}

/** The endpoint's success reply, typed by the contract. */
export function reply<E extends Endpoint>(endpoint: E, body: ReplyOf<E>): Response {
  if (endpoint.status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(body as object, { status: endpoint.status });
}

export function errorReply(status: number, error: string, details?: ErrorReply['details']): Response {
  return HttpResponse.json<ErrorReply>(details ? { error, details } : { error }, { status });
}

/** The server's 400, worded by the same formatter. */
function invalidRequest(error: z.ZodError, context: ValidationContext, input: unknown): Response {
  const { error: text, details } = describeValidationError(validationIssuesOf(error), context, input);
  return errorReply(400, text, details);
}

/** The request could not reach the server at all (fetch rejects). */
export function networkDown(): Response {
  return HttpResponse.error();
}
