import {
  API_BASE_PATH,
  type Endpoint,
  ErrorReplySchema,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ReplyOf,
} from '@shop/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { JSON_CONTENT_TYPE, ReadyJson } from './ready-json';

export interface EndpointInput<E extends Endpoint> {
  readonly params: ParsedParamsOf<E>;
  readonly query: ParsedQueryOf<E>;
  readonly body: ParsedBodyOf<E>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A reply object (validated and serialised by zod) or a body serialised ahead of time. */
export type EndpointResult<E extends Endpoint> = ReplyOf<E> | ReadyJson<ReplyOf<E>>;

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>) => Promise<EndpointResult<E>>;

/** `products.listByCategory` → tag `products`. */
export const areaOf = (endpoint: Pick<Endpoint, 'id'>) => endpoint.id.split('.', 1)[0] ?? endpoint.id;

export const BEARER_SECURITY_SCHEME = 'bearerAuth';

/** The app's bearer check (http/authenticate.ts); a bearer endpoint without it would be open. */
function bearerCheck(app: FastifyInstance, endpoint: Endpoint) {
  if (!app.hasDecorator('bearerAuth')) {
    throw new Error(`${endpoint.id} needs the bearer check: call registerBearerAuth() before its route`);
  }
  return app.bearerAuth;
}

/**
 * Registers one contract endpoint: method and path, request schemas (validated by zod), the reply
 * schema per status (serialised by zod, and the OpenAPI document), operationId, tag and security.
 * Every `auth: 'bearer'` endpoint gets the bearer check here, so no route can forget it; the
 * handler reads the user with `authOf(request)` or `requireOwnUser(request, userId)`.
 * Routes stay one call long, and a field renamed in the contract fails to compile here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const response: Record<number, z.core.$ZodType> = {};
  // A 204 is documented as a reply without content (z.null(): @fastify/swagger writes no body).
  response[endpoint.status] = endpoint.status === 204 ? z.null() : endpoint.reply;
  for (const status of endpoint.errors) response[status] = ErrorReplySchema;

  app.route({
    method: endpoint.method,
    url: API_BASE_PATH + endpoint.path,
    // A call without a body reads an empty one of any type as none (http/body-parsers.ts).
    config: { endpointId: endpoint.id, bodyless: endpoint.body === undefined },
    ...(endpoint.auth === 'bearer' ? { onRequest: bearerCheck(app, endpoint) } : {}),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [areaOf(endpoint)],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
      ...(endpoint.auth === 'bearer' ? { security: [{ [BEARER_SECURITY_SCHEME]: [] }] } : {}),
    },
    handler: async (request, reply) => {
      // The casts restate what the zod validator compiler has just guaranteed for this route.
      const result = await handler({
        params: request.params as ParsedParamsOf<E>,
        query: request.query as ParsedQueryOf<E>,
        body: request.body as ParsedBodyOf<E>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.code(endpoint.status);
      if (endpoint.status === 204) return reply.send();
      if (result instanceof ReadyJson) return reply.type(JSON_CONTENT_TYPE).send(result.bytes);
      return reply.send(result);
    },
  });
}
