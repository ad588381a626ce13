import { API_BASE_PATH, AUTH_STAND_IN_ACCESS_TOKEN_TTL_S, AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages, SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { demoAccount } from '@shop/core/users';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountsState } from '../state/accounts';
import { mockGoogleAccessToken, mockGoogleCode, type MockGoogleIdentity } from '../state/auth-stand-in';
import { handlers } from './index';

const server = setupServer(...handlers);
const ORIGIN = 'http://google-sign-in.test';
const [standard, priya, locked] = SEEDED_GOOGLE_IDENTITIES as [
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
];
const seeded = (identity: typeof standard): MockGoogleIdentity => ({
  sub: identity.id,
  email: identity.email,
  fullName: identity.fullName,
  emailVerified: true,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAccountsState());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

/** The fields these tests read from a reply (whichever it is). */
interface Reply {
  token: string;
  user: unknown;
  details: Record<string, string>;
}

async function api(method: string, path: string, body?: unknown, bearer?: string): Promise<[number, Reply]> {
  const response = await fetch(`${ORIGIN}${API_BASE_PATH}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return [response.status, (text === '' ? undefined : JSON.parse(text)) as Reply];
}

/** What /oauth-callback posts for a session of `identity` with `accessToken`. */
const signInWith = (identity: MockGoogleIdentity, accessToken = mockGoogleAccessToken(identity)) =>
  api('POST', '/users/oauth-signin', {
    supabaseUserId: identity.sub,
    email: identity.email,
    firstName: 'From',
    lastName: 'Page',
    accessToken,
    avatarUrl: null,
    provider: 'google',
  });

describe('Google sign-in in the mock API', () => {
  it("the config names the embedded stand-in, as a demo server's does", async () => {
    expect(await api('GET', '/google-sign-in/config')).toEqual([
      200,
      { provider: 'stand-in', supabaseUrl: null, anonKey: AUTH_STAND_IN_ANON_KEY },
    ]);
  });

  it("the standard demo user's identity links to the standard account; its token is a session", async () => {
    const [status, body] = await signInWith(seeded(standard));
    const account = demoAccount('standard');
    expect([status, body]).toEqual([
      200,
      {
        message: accountMessages.signedIn,
        user: { userId: 1, emailId: account.email, firstName: account.firstName, lastName: account.lastName },
        token: expect.any(String),
      },
    ]);
    expect(await api('GET', '/users/1', undefined, body.token)).toEqual([200, { user: body.user }]);
  });

  it("the locked demo user's identity is refused with the locked text", async () => {
    expect(await signInWith(seeded(locked))).toEqual([423, { error: accountMessages.locked }]);
  });

  it("Priya's identity makes a new account named from the token (not the page), the same one next time", async () => {
    const [status, first] = await signInWith(seeded(priya));
    expect(status).toBe(200);
    expect(first.user).toEqual({ userId: 4, emailId: priya.email, firstName: 'Priya', lastName: 'Nair' });
    const [, again] = await signInWith(seeded(priya));
    expect(again.user).toEqual(first.user);
    // No password: signing in with one fails like a wrong password.
    expect(await api('POST', '/users/signin', { emailId: priya.email, password: 'Secret#2026' })).toEqual([
      401,
      { error: accountMessages.invalidCredentials },
    ]);
  });

  it('a code exchanged at the stand-in gives a token oauth-signin believes', async () => {
    const made = mockGoogleCode(priya.id);
    const response = await fetch(`${ORIGIN}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: AUTH_STAND_IN_ANON_KEY },
      body: JSON.stringify({ auth_code: made.code, code_verifier: made.codeVerifier }),
    });
    const session = (await response.json()) as { access_token: string };
    expect((await signInWith(seeded(priya), session.access_token))[0]).toBe(200);
  });

  it.each([
    ['a token the stand-in never issued', () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged'],
    ["another identity's token", () => mockGoogleAccessToken(seeded(standard))],
  ])('%s is 401 Authentication failed', async (_name, token) => {
    expect(await signInWith(seeded(priya), token())).toEqual([
      401,
      { error: googleSignInMessages.authFailed },
    ]);
  });

  it('an expired token is 401 Authentication failed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = mockGoogleAccessToken(seeded(priya));
    vi.setSystemTime(Date.now() + AUTH_STAND_IN_ACCESS_TOKEN_TTL_S * 1000);
    expect(await signInWith(seeded(priya), token)).toEqual([401, { error: googleSignInMessages.authFailed }]);
  });

  it("an unverified e-mail of a password account takes nothing over (409), nor does a second identity's", async () => {
    const email = demoAccount('problem').email;
    const typed = { sub: 'typed-into-another-account', email, fullName: 'Someone', emailVerified: false };
    expect(await signInWith(typed)).toEqual([409, { error: googleSignInMessages.accountExists }]);
    expect((await signInWith(seeded(standard)))[0]).toBe(200);
    const second = { sub: 'second-google-id', email: standard.email, fullName: 'Asha', emailVerified: true };
    expect(await signInWith(second)).toEqual([409, { error: googleSignInMessages.accountExists }]);
  });

  it('validates the body like the contract', async () => {
    const [status, body] = await api('POST', '/users/oauth-signin', {});
    expect(status).toBe(400);
    expect(Object.keys(body.details)).toEqual(
      expect.arrayContaining(['supabaseUserId', 'email', 'accessToken', 'provider']),
    );
  });
});
