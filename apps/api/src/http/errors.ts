import type { ErrorReply } from '@shop/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export { HttpError, notFound } from './http-error';

/** What the body limit allows; quoted in the 413 text. */
export const BODY_LIMIT_BYTES = 100 * 1024;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];
type ValidationContext = NonNullable<FastifyError['validationContext']>;

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** zod's own texts start like this; the contract's custom texts ('must be a number') do not. */
const ZOD_DEFAULT_TEXT = /^(Invalid|Too (big|small)|Unrecognized key)/;

const EXPECTED_TEXT: Record<string, string> = {
  int: 'must be a whole number',
  number: 'must be a number',
  string: 'must be a string',
  boolean: 'must be true or false',
  object: 'must be a JSON object',
  array: 'must be an array',
};

function isPresent(root: unknown, path: readonly string[]): boolean {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== undefined;
}

/**
 * The contract's own text when it fits the problem, else one built from the issue. A type-level
 * message such as `z.number({ error: 'must be a number' })` is also what zod reports for that
 * schema's unlabelled checks (`.int()`, `.min(0)`), where it would mislead: "must be a number"
 * for -1. Such texts are replaced when they do not mention what the check wants.
 */
function describeIssue(issue: ValidationIssue, present: boolean): string {
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'invalid_type' && !present) return 'is required';
  const message = issue.message ?? '';
  const isZodDefault = message === '' || ZOD_DEFAULT_TEXT.test(message);
  switch (issue.keyword) {
    case 'invalid_type':
      if (params.expected === 'int') {
        return !isZodDefault && /whole|integer/i.test(message) ? message : 'must be a whole number';
      }
      // 'emailId is required' is the contract's text for a missing value, not for a wrong type.
      return isZodDefault || /required/i.test(message)
        ? (EXPECTED_TEXT[String(params.expected)] ?? `must be ${String(params.expected)}`)
        : message;
    case 'invalid_value':
      if (!isZodDefault) return message;
      return Array.isArray(params.values)
        ? `must be one of ${params.values.map((value) => JSON.stringify(value)).join(', ')}`
        : 'is not an allowed value';
    case 'too_small':
    case 'too_big': {
      const bound = String(issue.keyword === 'too_small' ? params.minimum : params.maximum);
      if (
        !isZodDefault &&
        (message.includes(bound) || /positive|negative|least|most|between/i.test(message))
      ) {
        return message;
      }
      const unit =
        params.origin === 'string' ? ' characters long' : params.origin === 'array' ? ' items' : '';
      if (issue.keyword === 'too_small' && params.minimum === 0 && params.inclusive === false)
        return 'must be positive';
      return `must be ${issue.keyword === 'too_small' ? 'at least' : 'at most'} ${bound}${unit}`;
    }
    default:
      return message || 'is invalid';
  }
}

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

/**
 * One 400 for every schema failure: `error` names each field in a sentence QA engineers can
 * assert on ('Invalid request: categoryid must be a number'), `details` maps field → problem.
 */
export function describeValidationError(
  issues: readonly ValidationIssue[],
  context: ValidationContext | undefined,
  input: unknown,
): ErrorReply {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: unknown }).keys;
      for (const key of Array.isArray(keys) ? keys : [])
        details[[...path, String(key)].join('.')] = 'is not allowed';
      continue;
    }
    const field = path.length > 0 ? path.join('.') : (CONTEXT_NAMES[context ?? 'body'] ?? 'body');
    const present = path.length > 0 ? isPresent(input, path) : input !== undefined;
    // The first problem of a field is the one to fix first.
    details[field] ??= describeIssue(issue, present);
  }
  const sentences = Object.entries(details).map(([field, problem]) =>
    problem.startsWith(`${field} `) ? problem : `${field} ${problem}`,
  );
  return { error: `Invalid request: ${sentences.join('; ')}`, details };
}

function clientErrorFor(error: FastifyError, request: FastifyRequest): [number, ErrorReply] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, { error: 'Malformed JSON body' }];
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
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors (bad URL encoding, …): their text is fine.
      return send(reply, status, { error: fastifyError.message });
    }
    request.log.error({ err: error }, 'Unexpected error');
    return send(reply, 500, { error: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0];
    return send(reply, 404, { error: `Not found: ${request.method} ${path}` });
  });
}
