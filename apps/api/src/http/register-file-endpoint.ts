import { API_BASE_PATH, contractRegistry, ErrorReplySchema, type FileEndpoint } from '@shop/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { areaOf, BEARER_SECURITY_SCHEME } from './register-endpoint';

type ParsedParams<E> =
  E extends FileEndpoint<infer P> ? (P extends z.ZodMiniType ? z.output<P> : undefined) : never;
type ParsedQuery<E> =
  E extends FileEndpoint<infer _P, infer Q> ? (Q extends z.ZodMiniType ? z.output<Q> : undefined) : never;

export interface FileEndpointInput<E extends FileEndpoint> {
  readonly params: ParsedParams<E>;
  readonly query: ParsedQuery<E>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** The handler sends the file or the stream itself (`reply.type(…).send(…)`) and returns the reply. */
export type FileEndpointHandler<E extends FileEndpoint> = (
  input: FileEndpointInput<E>,
) => Promise<FastifyReply>;

/** How the OpenAPI document describes each kind of body. */
const BODIES: Record<FileEndpoint['produces'], { description: string; schema: z.ZodMiniType }> = {
  'application/pdf': {
    description: 'A PDF file, sent as a download',
    schema: z.string().register(contractRegistry, { format: 'binary' }),
  },
  'text/csv': {
    description: 'A CSV file (RFC 4180, CRLF line ends), sent as a download',
    schema: z.string(),
  },
  'text/event-stream': {
    description: 'Server-sent events, until the stream ends',
    schema: z.string(),
  },
};

/**
 * Registers a contract call whose reply is not JSON ({@link FileEndpoint}), as registerEndpoint
 * does for the others: method and path, the params validated by zod, operationId, tag and bearer
 * security in the OpenAPI document, the 200 documented with its media type and the errors with
 * the JSON error envelope (which is what they are sent as).
 */
export function registerFileEndpoint<E extends FileEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: FileEndpointHandler<E>,
): void {
  if (endpoint.auth === 'bearer' && !app.hasDecorator('bearerAuth')) {
    throw new Error(`${endpoint.id} needs the bearer check: call registerBearerAuth() before its route`);
  }
  const body = BODIES[endpoint.produces];
  const response: Record<number, unknown> = {
    200: { description: body.description, content: { [endpoint.produces]: { schema: body.schema } } },
  };
  for (const status of endpoint.errors) response[status] = ErrorReplySchema;

  app.route({
    method: endpoint.method,
    url: API_BASE_PATH + endpoint.path,
    config: { endpointId: endpoint.id },
    // A HEAD request would open an event stream that nobody reads and nothing ends.
    exposeHeadRoute: endpoint.produces !== 'text/event-stream',
    ...(endpoint.auth === 'bearer' ? { onRequest: app.bearerAuth } : {}),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [areaOf(endpoint)],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response,
      ...(endpoint.auth === 'bearer' ? { security: [{ [BEARER_SECURITY_SCHEME]: [] }] } : {}),
    },
    // The casts restate what the zod validator compiler has just guaranteed for this route.
    handler: (request, reply) =>
      handler({
        params: request.params as ParsedParams<E>,
        query: request.query as ParsedQuery<E>,
        request,
        reply,
      }),
  });
}
