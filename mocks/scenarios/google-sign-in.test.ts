import { API_BASE_PATH, AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages, SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../handlers';
import { resetAccountsState } from '../state/accounts';
import { mockGoogleAccessToken, mockGoogleCode } from '../state/auth-stand-in';
import { OAUTH_SIGN_IN_SLOW_MS } from './google-sign-in';
import { scenarioHandlers, scenarios, withScenarios, type ScenarioName } from './index';

const server = setupServer(...handlers);
const ORIGIN = 'http://google-scenarios.test';
const priya = SEEDED_GOOGLE_IDENTITIES[1]!;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAccountsState());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const use = (name: ScenarioName) => server.use(...scenarioHandlers(name));

async function answer(response: Promise<Response>): Promise<[number, unknown]> {
  const settled = await response;
  const text = await settled.text();
  return [settled.status, text === '' ? undefined : (JSON.parse(text) as unknown)];
}

const config = () => answer(fetch(`${ORIGIN}${API_BASE_PATH}/google-sign-in/config`));

/** The callback's POST for Priya, with a token the mock stand-in issued. */
function oauthSignIn(): Promise<Response> {
  const identity = { sub: priya.id, email: priya.email, fullName: priya.fullName, emailVerified: true };
  return fetch(`${ORIGIN}${API_BASE_PATH}/users/oauth-signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      supabaseUserId: priya.id,
      email: priya.email,
      accessToken: mockGoogleAccessToken(identity),
      provider: 'google',
    }),
  });
}

function token(grantType: string, body: object): Promise<[number, unknown]> {
  return answer(
    fetch(`${ORIGIN}/auth/v1/token?grant_type=${grantType}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: AUTH_STAND_IN_ANON_KEY },
      body: JSON.stringify(body),
    }),
  );
}

const exchange = () => {
  const made = mockGoogleCode(priya.id);
  return token('pkce', { auth_code: made.code, code_verifier: made.codeVerifier });
};

/** The hand-written states; `googleSignIn.config.network-down` is the live registry's. */
const NAMES = [
  'googleSignIn.ok',
  'googleSignIn.config.off',
  'googleSignIn.exchange.error',
  'googleSignIn.oauthSignIn.error',
  'googleSignIn.oauthSignIn.serverText',
  'googleSignIn.oauthSignIn.accountExists',
  'googleSignIn.oauthSignIn.network-down',
  'googleSignIn.oauthSignIn.slow',
] as const;

describe('Google sign-in scenarios (ARCHITECTURE.md "Mocks and states")', () => {
  it('name every state, each replacing the googleSignIn area', () => {
    const names = Object.keys(scenarios).filter((name) => name.startsWith('googleSignIn.'));
    expect(names.sort()).toEqual([...NAMES].sort());
    for (const name of [...NAMES, 'googleSignIn.config.network-down'] as const)
      expect(Object.keys(withScenarios(name))).toEqual(['googleSignIn']);
  });

  it('googleSignIn.ok: the stand-in, the exchange and the sign-in work', async () => {
    use('googleSignIn.ok');
    expect((await config())[1]).toMatchObject({ provider: 'stand-in' });
    expect((await exchange())[0]).toBe(200);
    expect((await answer(oauthSignIn()))[0]).toBe(200);
  });

  it('googleSignIn.config.off: no provider, no key; the rest as usual', async () => {
    use('googleSignIn.config.off');
    expect(await config()).toEqual([200, { provider: 'off', supabaseUrl: null, anonKey: null }]);
    expect((await answer(oauthSignIn()))[0]).toBe(200);
  });

  it('googleSignIn.config.network-down: the config call cannot reach the server', async () => {
    use('googleSignIn.config.network-down');
    await expect(config()).rejects.toThrow();
  });

  it('googleSignIn.exchange.error: the PKCE exchange is bad_code_verifier; refresh still works', async () => {
    const made = mockGoogleCode(priya.id);
    const [, session] = (await token('pkce', { auth_code: made.code, code_verifier: made.codeVerifier })) as [
      number,
      { refresh_token: string },
    ];
    use('googleSignIn.exchange.error');
    expect(await exchange()).toEqual([
      400,
      {
        code: 400,
        error_code: 'bad_code_verifier',
        msg: 'code challenge does not match previously saved code verifier',
      },
    ]);
    expect((await token('refresh_token', { refresh_token: session.refresh_token }))[0]).toBe(200);
  });

  it.each([
    ['googleSignIn.oauthSignIn.error', [500, undefined]],
    ['googleSignIn.oauthSignIn.serverText', [423, { error: accountMessages.locked }]],
    ['googleSignIn.oauthSignIn.accountExists', [409, { error: googleSignInMessages.accountExists }]],
  ] as const)('%s: oauth-signin answers %j; the stand-in as usual', async (name, expected) => {
    use(name);
    expect(await answer(oauthSignIn())).toEqual(expected);
    expect((await exchange())[0]).toBe(200);
  });

  it('googleSignIn.oauthSignIn.network-down: oauth-signin cannot reach the server', async () => {
    use('googleSignIn.oauthSignIn.network-down');
    await expect(oauthSignIn()).rejects.toThrow();
  });

  it(`googleSignIn.oauthSignIn.slow: oauth-signin answers ${OAUTH_SIGN_IN_SLOW_MS} ms late, then signs in`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    use('googleSignIn.oauthSignIn.slow');
    let settled = false;
    const pending = answer(oauthSignIn()).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(OAUTH_SIGN_IN_SLOW_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual([
      200,
      expect.objectContaining({
        message: accountMessages.signedIn,
        user: expect.objectContaining({ emailId: priya.email }),
      }),
    ]);
  });
});
