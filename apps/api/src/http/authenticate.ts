import { accountMessages } from '@shop/core/users';
import { authMessages } from '@shop/core/users';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from './http-error';

/** Who a valid bearer token speaks for. */
export interface AuthenticatedUser {
  readonly userId: number;
  readonly sessionId: string;
}

/** Resolves a bearer token; `undefined` for every token that must not authenticate. */
export type BearerVerifier = (token: string) => Promise<AuthenticatedUser | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bearer check that `registerEndpoint` puts in front of every `auth: 'bearer'` endpoint. */
    readonly bearerAuth: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by {@link FastifyInstance.bearerAuth}; null on endpoints without it. */
    auth: AuthenticatedUser | null;
  }
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** The token of an `Authorization: Bearer …` header, if the request sent one. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

const authRequired = () =>
  new HttpError(401, authMessages.authRequired, undefined, { 'www-authenticate': 'Bearer' });

/**
 * Decorates the app with the one bearer check (ARCHITECTURE.md: 401 "Authentication required" for
 * a missing, malformed, forged, expired or revoked token, or one of a locked account). It runs as an onRequest hook, before the
 * body is parsed or validated: a caller without a session learns nothing about the request's shape.
 * Register it before any route.
 */
export function registerBearerAuth(app: FastifyInstance, verify: BearerVerifier): void {
  app.decorateRequest('auth', null);
  const bearerAuth: onRequestHookHandler = async (request) => {
    const token = bearerTokenOf(request);
    const auth = token === undefined ? undefined : await verify(token);
    if (!auth) throw authRequired();
    request.auth = auth;
  };
  app.decorate('bearerAuth', bearerAuth);
}

/** The request's user (bearer endpoints only; 401 if the check did not run). */
export function authOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw authRequired();
  return request.auth;
}

/** ARCHITECTURE.md: every `{userId}` in a path or body must be the token's user, else 403. */
export function requireOwnUser(request: FastifyRequest, userId: number): AuthenticatedUser {
  const auth = authOf(request);
  if (auth.userId !== userId) throw new HttpError(403, accountMessages.forbidden);
  return auth;
}
