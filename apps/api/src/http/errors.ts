import {
  describeValidationError,
  type ErrorReply,
  type ValidationContext,
  requestMessages,
} from '@shop/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientValueErrorText, loggableError, postgresErrorOf } from './database-errors';
import { HttpError } from './http-error';

export { HttpError, notFound } from './http-error';

/** What the body limit allows; quoted in the 413 text. */
export const BODY_LIMIT_BYTES = 100 * 1024;

function inputOf(request: FastifyRequest, context: ValidationContext | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

function clientErrorFor(error: FastifyError, request: FastifyRequest): [number, ErrorReply] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, { error: requestMessages.malformedJson }];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, { error: 'Request body is empty: send a JSON object' }];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'] ?? 'none';
      return [415, { error: `Unsupported content type: ${type} (send application/json)` }];
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, { error: `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KB)` }];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, { error: 'Request body does not match its Content-Length' }];
    default:
      return undefined;
  }
}

function send(reply: FastifyReply, status: number, body: ErrorReply): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The only place that turns failures into replies. Every 4xx carries `{ error, details? }`; no
 * input reaches a 500, which is kept for our own faults and always logged.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, {
        error: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const context = fastifyError.validationContext;
      return send(
        reply,
        400,
        describeValidationError(fastifyError.validation, context, inputOf(request, context)),
      );
    }
    const known = clientErrorFor(fastifyError, request);
    if (known) return send(reply, known[0], known[1]);
    const refusedValue = clientValueErrorText(error);
    if (refusedValue !== undefined) {
      request.log.info({ code: postgresErrorOf(error)?.code }, 'Database refused a client value');
      return send(reply, 400, { error: refusedValue });
    }
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors (bad URL encoding, …): their text is fine.
      return send(reply, status, { error: fastifyError.message });
    }
    // A failed statement's parameters are user data (addresses, names): never in the log.
    request.log.error({ err: loggableError(error) }, 'Unexpected error');
    return send(reply, 500, { error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    return send(reply, 404, { error: `Not found: ${request.method} ${path}` });
  });
}
