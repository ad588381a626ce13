import { api, AUTH_STAND_IN_ANON_KEY, NAME_MAX_LENGTH, type ParsedBodyOf } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { normalizeEmail } from '@shop/core/users';
import { errorReply, on, reply } from '../http';
import {
  accountsState,
  addAccount,
  findAccount,
  findAccountById,
  openSession,
  toUser,
  type MockAccount,
} from '../state/accounts';
import { identityOfAccessToken, type MockGoogleIdentity } from '../state/auth-stand-in';
import { authStandInHandlers } from './auth-stand-in';

export {
  chooseMockGoogleAccount,
  mockGoogleAccessToken,
  mockGoogleCode,
  MOCK_GOOGLE_VERIFIER_STORAGE_KEY,
  type MockGoogleIdentity,
} from '../state/auth-stand-in';

type OAuthSignInBody = ParsedBodyOf<typeof api.users.oauthSignIn>;

const clip = (name: string) => name.trim().slice(0, NAME_MAX_LENGTH);

/** First and last name as the server picks them: the token's, then the page's, then the address. */
function namesOf(identity: MockGoogleIdentity, body: OAuthSignInBody) {
  if (identity.fullName.trim()) {
    const [first = '', ...rest] = identity.fullName.trim().split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  if (body.firstName.trim()) return { firstName: clip(body.firstName), lastName: clip(body.lastName) };
  return { firstName: clip(identity.email.split('@')[0] ?? 'Shopper'), lastName: '' };
}

const isLinkedToAnother = (account: MockAccount, sub: string) =>
  [...accountsState.googleLinks].some(([other, userId]) => userId === account.userId && other !== sub);

/**
 * The shop account for a verified identity, as the server finds it: by the linked auth id; else an
 * account with the same address, linked only when the e-mail is verified and it has no other
 * Google link (else 409); else a new account without a password.
 */
function accountFor(identity: MockGoogleIdentity, body: OAuthSignInBody): MockAccount | Response {
  const linkedId = accountsState.googleLinks.get(identity.sub);
  const linked = linkedId === undefined ? undefined : findAccountById(linkedId);
  if (linked) return linked;
  const existing = findAccount(normalizeEmail(identity.email));
  if (existing && (!identity.emailVerified || isLinkedToAnother(existing, identity.sub))) {
    return errorReply(409, googleSignInMessages.accountExists);
  }
  const account =
    existing ??
    addAccount({
      emailId: identity.email,
      ...namesOf(identity, body),
      // No password: a password sign-in of this account fails like a wrong one.
      password: `\u0000google-only-${identity.sub}`,
    });
  accountsState.googleLinks.set(identity.sub, account.userId);
  return account;
}

/**
 * Google sign-in in the mocks: the config call (the embedded stand-in, as a demo server answers),
 * the stand-in's JSON calls (./auth-stand-in.ts) and POST /users/oauth-signin with the server's
 * rules. Only access tokens the mock stand-in issued are believed (the mocks cannot check a
 * signature, so they check their own list); anything else is a forged token (401), as on the server.
 */
export const googleSignInHandlers = [
  on(api.googleSignIn.config, () =>
    reply(api.googleSignIn.config, {
      provider: 'stand-in',
      supabaseUrl: null,
      anonKey: AUTH_STAND_IN_ANON_KEY,
    }),
  ),
  on(api.users.oauthSignIn, ({ body }) => {
    const identity = identityOfAccessToken(body.accessToken)?.identity;
    if (!identity || identity.sub !== body.supabaseUserId) {
      return errorReply(401, googleSignInMessages.authFailed);
    }
    const account = accountFor(identity, body);
    if (account instanceof Response) return account;
    if (account.kind === 'locked') return errorReply(423, accountMessages.locked);
    return reply(api.users.oauthSignIn, {
      message: accountMessages.signedIn,
      user: toUser(account),
      token: openSession(account),
    });
  }),
  ...authStandInHandlers,
];
