import {
  AUTH_STAND_IN_ACCESS_TOKEN_TTL_S,
  AUTH_STAND_IN_ANON_KEY,
  AUTH_STAND_IN_CODE_TTL_MS,
  SUPABASE_AUTH_STORAGE_KEY,
} from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountsState } from '../state/accounts';
import {
  chooseMockGoogleAccount,
  MOCK_GOOGLE_VERIFIER_STORAGE_KEY,
  mockGoogleAccessToken,
  mockGoogleCode,
} from '../state/auth-stand-in';
import { handlers } from './index';

const server = setupServer(...handlers);
const ORIGIN = 'http://stand-in.test';
const [standard, priya] = SEEDED_GOOGLE_IDENTITIES as [
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetAccountsState());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** supabase-js keeps the PKCE verifier and the session in a storage; the browser's is localStorage. */
function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Node 20 has no WebSocket; nothing here opens a realtime channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** The storefront's client settings (apps/storefront/src/features/google-sign-in/supabase-auth.ts). */
function client(storage = memoryStorage()) {
  const supabase = createClient(ORIGIN, AUTH_STAND_IN_ANON_KEY, {
    auth: {
      flowType: 'pkce',
      storageKey: SUPABASE_AUTH_STORAGE_KEY,
      storage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: NoRealtime as never },
  });
  return { supabase, storage };
}

/** What the popup does: signInWithOAuth's URL, then where the stand-in sends the browser back. */
async function authorize(supabase: ReturnType<typeof client>['supabase']): Promise<URL> {
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${ORIGIN}/oauth-callback`, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const answer = await fetch(data.url ?? '', { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

async function call(
  method: string,
  path: string,
  {
    body,
    bearer,
    apikey = AUTH_STAND_IN_ANON_KEY,
  }: { body?: unknown; bearer?: string; apikey?: string | null } = {},
): Promise<[number, unknown, Headers]> {
  const response = await fetch(`${ORIGIN}/auth/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(apikey === null ? {} : { apikey }),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return [response.status, text === '' ? undefined : (JSON.parse(text) as unknown), response.headers];
}

const refusal = (status: number, errorCode: string) => ({
  code: status,
  error_code: errorCode,
  msg: expect.any(String),
});

describe('the mock Supabase-Auth stand-in, driven by the real supabase-js', () => {
  it('signInWithOAuth → authorize → code → exchangeCodeForSession → getUser → refresh → signOut', async () => {
    const { supabase, storage } = client();
    chooseMockGoogleAccount(priya.id);
    const back = await authorize(supabase);
    expect(back.pathname).toBe('/oauth-callback');
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: AUTH_STAND_IN_ACCESS_TOKEN_TTL_S,
      user: {
        id: priya.id,
        email: priya.email,
        app_metadata: { provider: 'google' },
        user_metadata: { full_name: priya.fullName, email_verified: true },
      },
    });
    expect(storage.items.has(MOCK_GOOGLE_VERIFIER_STORAGE_KEY)).toBe(false);

    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ id: priya.id, email: priya.email });

    const before = exchanged.data.session?.access_token;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.access_token).not.toBe(before);

    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    // The session is revoked on the stand-in too.
    const [status, body] = await call('GET', '/user', { bearer: refreshed.data.session?.access_token ?? '' });
    expect([status, body]).toEqual([403, refusal(403, 'session_not_found')]);
    // Its refresh token is spent: not found (the session ended), then already used.
    const refreshAgain = () =>
      call('POST', '/token?grant_type=refresh_token', {
        body: { refresh_token: refreshed.data.session?.refresh_token },
      });
    expect((await refreshAgain()).slice(0, 2)).toEqual([400, refusal(400, 'refresh_token_not_found')]);
    expect((await refreshAgain()).slice(0, 2)).toEqual([400, refusal(400, 'refresh_token_already_used')]);
  });

  it('a code made with mockGoogleCode exchanges with the verifier put where supabase-js keeps it', async () => {
    const { supabase, storage } = client();
    const made = mockGoogleCode(standard.id);
    expect(made.verifierStorageKey).toBe(`${SUPABASE_AUTH_STORAGE_KEY}-code-verifier`);
    storage.setItem(made.verifierStorageKey, made.verifierStorageValue);
    const exchanged = await supabase.auth.exchangeCodeForSession(made.code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(standard.email);
  });

  it('a wrong verifier is bad_code_verifier and leaves the code usable; a used code is flow_state_not_found', async () => {
    const { supabase, storage } = client();
    const made = mockGoogleCode(priya.id);
    storage.setItem(made.verifierStorageKey, JSON.stringify('some-other-verifier'));
    const wrong = await supabase.auth.exchangeCodeForSession(made.code);
    expect(wrong.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });

    const pkce = { auth_code: made.code, code_verifier: made.codeVerifier };
    expect((await call('POST', '/token?grant_type=pkce', { body: pkce }))[0]).toBe(200);
    expect((await call('POST', '/token?grant_type=pkce', { body: pkce })).slice(0, 2)).toEqual([
      404,
      refusal(404, 'flow_state_not_found'),
    ]);
  });

  it(`a code is good for ${AUTH_STAND_IN_CODE_TTL_MS / 60_000} minutes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = mockGoogleCode(priya.id);
    const inTime = mockGoogleCode(priya.id);
    vi.setSystemTime(Date.now() + AUTH_STAND_IN_CODE_TTL_MS - 1);
    const exchange = ({ code, codeVerifier }: typeof late) =>
      call('POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: codeVerifier } });
    expect((await exchange(inTime))[0]).toBe(200);
    vi.setSystemTime(Date.now() + 1);
    expect((await exchange(late)).slice(0, 2)).toEqual([400, refusal(400, 'flow_state_expired')]);
  });

  it("answers errors in Supabase's shape with its API version; empty code or verifier is validation_failed", async () => {
    const [status, body, headers] = await call('POST', '/token?grant_type=pkce', {
      body: { auth_code: '', code_verifier: 'x' },
    });
    expect([status, body]).toEqual([400, refusal(400, 'validation_failed')]);
    expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(headers.get('cache-control')).toBe('no-store');
    expect((await call('POST', '/token?grant_type=password', { body: {} })).slice(0, 2)).toEqual([
      400,
      refusal(400, 'unsupported_grant_type'),
    ]);
  });

  it('the JSON calls need the anon key', async () => {
    expect((await call('POST', '/token?grant_type=pkce', { body: {}, apikey: null })).slice(0, 2)).toEqual([
      401,
      refusal(401, 'no_api_key'),
    ]);
    expect((await call('GET', '/user', { apikey: 'other' })).slice(0, 2)).toEqual([
      401,
      refusal(401, 'invalid_api_key'),
    ]);
  });

  it('refresh tokens rotate: a used one is refresh_token_already_used, an unknown one not found', async () => {
    const made = mockGoogleCode(priya.id);
    const [, session] = (await call('POST', '/token?grant_type=pkce', {
      body: { auth_code: made.code, code_verifier: made.codeVerifier },
    })) as [number, { refresh_token: string }, Headers];
    const refresh = (token: string) =>
      call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    const [status, next] = await refresh(session.refresh_token);
    expect(status).toBe(200);
    expect(next).toMatchObject({ refresh_token: expect.not.stringMatching(session.refresh_token) });
    expect((await refresh(session.refresh_token)).slice(0, 2)).toEqual([
      400,
      refusal(400, 'refresh_token_already_used'),
    ]);
    expect((await refresh('nobody-issued-this')).slice(0, 2)).toEqual([
      400,
      refusal(400, 'refresh_token_not_found'),
    ]);
  });

  it('GET /user: no token, a forged one and an expired one are refused', async () => {
    expect((await call('GET', '/user')).slice(0, 2)).toEqual([401, refusal(401, 'no_authorization')]);
    expect((await call('GET', '/user', { bearer: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' })).slice(0, 2)).toEqual([
      403,
      refusal(403, 'bad_jwt'),
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = mockGoogleAccessToken({
      sub: priya.id,
      email: priya.email,
      fullName: priya.fullName,
      emailVerified: true,
    });
    expect((await call('GET', '/user', { bearer: token }))[0]).toBe(200);
    vi.setSystemTime(Date.now() + AUTH_STAND_IN_ACCESS_TOKEN_TTL_S * 1000);
    expect((await call('GET', '/user', { bearer: token })).slice(0, 2)).toEqual([
      403,
      refusal(403, 'bad_jwt'),
    ]);
  });

  it('logout scopes: local ends this session, global every session of the user; an empty body is fine', async () => {
    const identity = { sub: priya.id, email: priya.email, fullName: priya.fullName, emailVerified: true };
    const [first, second, third] = [1, 2, 3].map(() => mockGoogleAccessToken(identity)) as [
      string,
      string,
      string,
    ];
    const logout = (scope: string, bearer: string) =>
      fetch(`${ORIGIN}/auth/v1/logout?scope=${scope}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: AUTH_STAND_IN_ANON_KEY,
          Authorization: `Bearer ${bearer}`,
        },
      });
    expect((await logout('local', first)).status).toBe(204);
    expect((await call('GET', '/user', { bearer: first }))[0]).toBe(403);
    expect((await call('GET', '/user', { bearer: second }))[0]).toBe(200);
    expect((await logout('global', second)).status).toBe(204);
    expect((await call('GET', '/user', { bearer: third }))[0]).toBe(403);
  });

  it('authorize: a cancel comes back as an OAuth error; refusals for another site or no PKCE', async () => {
    const { supabase } = client();
    chooseMockGoogleAccount('cancel');
    const back = await authorize(supabase);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: 'The user cancelled Google sign-in.',
    });
    const challenge = 'a'.repeat(43);
    const elsewhere = await fetch(
      `${ORIGIN}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.test/x')}&code_challenge=${challenge}&code_challenge_method=s256`,
      { redirect: 'manual' },
    );
    expect(elsewhere.status).toBe(400);
    const noPkce = await fetch(
      `${ORIGIN}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${ORIGIN}/oauth-callback`)}`,
      { redirect: 'manual' },
    );
    expect([noPkce.status, await noPkce.text()]).toEqual([400, expect.stringContaining('PKCE')]);
  });
});
