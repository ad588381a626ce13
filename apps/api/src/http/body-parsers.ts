import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A contract call that takes no request body (registerEndpoint sets it). */
    bodyless?: boolean;
  }
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Many clients send `Content-Type: application/json` on every call (issue 24): a call that takes
 * no body (sign-out, DELETE /cart/all…) reads an empty body as none, whatever its type says. A
 * route outside the contract is not marked, and keeps the strict rules.
 */
const takesNoBody = (request: FastifyRequest): boolean => request.routeOptions.config.bodyless === true;

/** Fastify's own 415, which the error handler words with the type the request sent. */
const unsupportedMediaType = (): Error => new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();

/**
 * A body-less call sent a type we do not read: fine while nothing comes (a chunked body may still
 * be empty, so the stream is read, not the Content-Length); its first byte is a 415.
 */
function expectNothing(payload: Readable, done: Done): void {
  const settle = (error: Error | null) => {
    payload.off('data', onData);
    payload.off('end', onEnd);
    payload.off('error', settle);
    done(error, undefined);
  };
  const onData = (chunk: Buffer) => {
    if (chunk.length > 0) settle(unsupportedMediaType());
  };
  const onEnd = () => settle(null);
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', settle);
}

/**
 * The request bodies the app reads: JSON, and nothing else; every other type gets a 415. Fastify's
 * built-in text/plain parser would let a plain-text body through to validation as a string. Form
 * posts stay out too — a plain HTML form on another site can post them (login CSRF) where it
 * cannot send JSON — so a route that truly takes forms (the /auth/v1 stand-in's chooser) registers
 * @fastify/formbody in its own context, never here or under /api. The one exception: a call that
 * takes no body accepts an empty one of any type (all of them need a bearer token, which no form
 * can send).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');

  // Fastify's JSON parser (prototype poisoning refused as the app is configured), except for an
  // empty body on a body-less call.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0 && takesNoBody(request)) return done(null, undefined);
    parseJson(request, text, done);
  });

  // Every other type: what Fastify answers without a parser (415; an unknown route stays a 404),
  // but an empty body on a body-less call is no body.
  app.addContentTypeParser('*', (request, payload, done) => {
    if (request.is404) return done(null, undefined);
    if (!takesNoBody(request)) return done(unsupportedMediaType(), undefined);
    expectNothing(payload, done);
  });
}
