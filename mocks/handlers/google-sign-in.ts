import {
  accountMessages,
  api,
  AUTH_STAND_IN_ANON_KEY,
  googleSignInMessages,
  normalizeEmail,
} from '@shop/core';
import { errorReply, on, reply } from '../http';
import {
  accountsState,
  addAccount,
  findAccount,
  findAccountById,
  openSession,
  toUser,
} from '../state/accounts';

/**
 * Google sign-in in the mocks: the config call (the embedded stand-in, as a demo server answers)
 * and POST /users/oauth-signin with the server's rules (account by linked auth id, a verified
 * e-mail links, an unverified one never takes over, locked stays locked). The mocks cannot check
 * a real signature, so their "access tokens" are made by `mockGoogleAccessToken`; anything else
 * is a forged token (401), as on the server.
 */
export interface MockGoogleIdentity {
  readonly sub: string;
  readonly email: string;
  readonly fullName: string;
  readonly emailVerified: boolean;
}

const TOKEN_PREFIX = 'mock-google.';

/** A token the mock oauth-signin believes (stories and unit tests of the callback page). */
export function mockGoogleAccessToken(identity: MockGoogleIdentity): string {
  return TOKEN_PREFIX + btoa(JSON.stringify(identity));
}

function identityOf(token: string): MockGoogleIdentity | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const parsed = JSON.parse(atob(token.slice(TOKEN_PREFIX.length))) as Partial<MockGoogleIdentity>;
    if (typeof parsed.sub !== 'string' || typeof parsed.email !== 'string') return undefined;
    return {
      sub: parsed.sub,
      email: parsed.email,
      fullName: typeof parsed.fullName === 'string' ? parsed.fullName : '',
      emailVerified: parsed.emailVerified === true,
    };
  } catch {
    return undefined;
  }
}

export const googleSignInHandlers = [
  on(api.googleSignIn.config, () =>
    reply(api.googleSignIn.config, {
      provider: 'stand-in',
      supabaseUrl: null,
      anonKey: AUTH_STAND_IN_ANON_KEY,
    }),
  ),
  on(api.users.oauthSignIn, ({ body }) => {
    const identity = identityOf(body.accessToken);
    if (!identity || identity.sub !== body.supabaseUserId)
      return errorReply(401, googleSignInMessages.authFailed);
    const linkedId = accountsState.googleLinks.get(identity.sub);
    let account = linkedId === undefined ? undefined : findAccountById(linkedId);
    if (!account) {
      const existing = findAccount(normalizeEmail(identity.email));
      if (existing && !identity.emailVerified) return errorReply(409, googleSignInMessages.accountExists);
      const [first = '', ...rest] = identity.fullName.split(/\s+/);
      account =
        existing ??
        addAccount({
          emailId: identity.email,
          firstName: first || identity.email.split('@')[0] || 'Shopper',
          lastName: rest.join(' '),
          // No password: a password sign-in of this account fails like a wrong one.
          password: `\u0000google-only-${identity.sub}`,
        });
      accountsState.googleLinks.set(identity.sub, account.userId);
    }
    if (account.kind === 'locked') return errorReply(423, accountMessages.locked);
    return reply(api.users.oauthSignIn, {
      message: accountMessages.signedIn,
      user: toUser(account),
      token: openSession(account),
    });
  }),
];
