import { type Endpoint } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { authMessages } from '@shop/core/users';
import type { HttpHandler } from 'msw';
import { errorReply, on, type MockRequest } from './http';
import { accountsState, findAccountById, type MockAccount } from './state/accounts';

/** The token of `Authorization: Bearer <token>`, if any (the server's pattern). */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** The server's 401, with the header that names the scheme. */
export function authenticationRequired(): Response {
  return errorReply(401, authMessages.authRequired, undefined, { 'WWW-Authenticate': 'Bearer' });
}

/** The signed-in account, or the 401 reply (one check for every bearer handler). */
export function requireAccount(request: Request): MockAccount | Response {
  const token = bearerToken(request);
  const userId = token ? accountsState.sessions.get(token) : undefined;
  const account = userId === undefined ? undefined : findAccountById(userId);
  return account ?? authenticationRequired();
}

/** 403 unless the path or body names the token's own user (ARCHITECTURE.md). */
export function requireOwnUser(account: MockAccount, userId: number): Response | null {
  return account.userId === userId ? null : errorReply(403, accountMessages.forbidden);
}

/**
 * A handler for a bearer endpoint: the 401 comes first, before the request is validated (as the
 * server's bearer check runs before validation), and `resolve` gets the signed-in account.
 * Scenarios that force a reply whoever asks use {@link on} instead.
 */
export function onSignedIn<E extends Endpoint>(
  endpoint: E,
  resolve: (request: MockRequest<E> & { account: MockAccount }) => Response | Promise<Response>,
): HttpHandler {
  return on(
    endpoint,
    (request) => {
      const account = requireAccount(request.request);
      return account instanceof Response ? account : resolve({ ...request, account });
    },
    {
      before: (request) => {
        const account = requireAccount(request);
        return account instanceof Response ? account : null;
      },
    },
  );
}
