import { accountMessages, authMessages } from '@shop/core';
import { errorReply } from './http';
import { accountsState, findAccountById, type MockAccount } from './state/accounts';

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** The signed-in account, or the 401 reply (one check for every bearer handler). */
export function requireAccount(request: Request): MockAccount | Response {
  const token = bearerToken(request);
  const userId = token ? accountsState.sessions.get(token) : undefined;
  const account = userId === undefined ? undefined : findAccountById(userId);
  return account ?? errorReply(401, authMessages.authRequired);
}

/** 403 unless the path or body names the token's own user (ARCHITECTURE.md). */
export function requireOwnUser(account: MockAccount, userId: number): Response | null {
  return account.userId === userId ? null : errorReply(403, accountMessages.forbidden);
}
