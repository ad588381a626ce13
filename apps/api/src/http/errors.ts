import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  API_BASE_PATH,
  describeValidationError,
  type ErrorReply,
  type ValidationContext,
  requestMessages,
  serverOwnedPrefixOf,
} from '@shop/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { clientValueErrorText, loggableError, postgresErrorOf } from './database-errors';
import { HttpError } from './http-error';
import { API_SECURITY_HEADERS } from './security-headers';

export { HttpError, notFound } from './http-error';

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
      return [400, { error: requestMessages.emptyBody }];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const type = request.headers['content-type'] ?? 'none';
      return [415, { error: requestMessages.unsupportedContentType(type) }];
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, { error: requestMessages.bodyTooLarge }];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, { error: 'Request body does not match its Content-Length' }];
    default:
      return undefined;
  }
}

/** `/api`, however spelled (`/API`, `/api;…`, `/api%2f…`): see core's `serverOwnedPrefixOf`. */
const API_PREFIX = `/${API_BASE_PATH.split('/')[1] ?? 'api'}`;
const isApiPath = (url: string) => serverOwnedPrefixOf(url) === API_PREFIX;

function send(reply: FastifyReply, status: number, body: ErrorReply): FastifyReply {
  // Errors raised before the API's own hooks ran (router, 404) still carry its headers.
  if (isApiPath(reply.request.url)) reply.headers(API_SECURITY_HEADERS);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The only place that turns failures into replies. Every 4xx carries `{ error, details? }`; no
 * input reaches a 500, which is kept for our own faults and always logged.
 */
function handleError(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
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
    // Fastify's and its plugins' own client errors: their text is fine.
    return send(reply, status, { error: fastifyError.message });
  }
  // A failed statement's parameters are user data (addresses, names): never in the log.
  request.log.error({ err: loggableError(error) }, 'Unexpected error');
  return send(reply, 500, { error: 'Internal server error' });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    return send(reply, 404, { error: `Not found: ${request.method} ${path}` });
  });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, which otherwise answer in Fastify's
 * format before any handler of ours runs.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const path = request.url.split('?', 1)[0] ?? '';
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, { error: `Malformed URL: ${path}` });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(reply, 414, { error: 'URL is too long' });
    default:
      return handleError(error, request, reply);
  }
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a
 * request line or headers over the size limit, a timeout, garbage). The reply goes straight to the
 * socket, so it gets the envelope and the API's headers here (the URL may not even be known).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request timed out']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request line or headers are too large']
        : [400, 'Malformed HTTP request'];
  const body = JSON.stringify({ error: text } satisfies ErrorReply);
  if (socket.writable) {
    const headers = Object.entries({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...API_SECURITY_HEADERS,
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy();
}
