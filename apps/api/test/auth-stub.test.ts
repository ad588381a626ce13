import {
  AUTH_STAND_IN_ANON_KEY,
  AUTH_STAND_IN_CODE_TTL_MS,
  AUTH_STAND_IN_FLOW_TTL_MS,
  SEEDED_GOOGLE_IDENTITIES,
} from '@shop/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import {
  authorizeUrl,
  challengeOf,
  choose as chooseOn,
  codeFor as codeOn,
  exchange as exchangeOn,
  newVerifier,
  openChooser as openChooserOn,
  postForm as postFormOn,
  STAND_IN_CALLBACK as CALLBACK,
  standInApiHeaders as apiHeaders,
} from './stand-in-session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const openChooser = (verifier: string) => openChooserOn(t.app, verifier);
const postForm = (url: string, fields: Record<string, string>) => postFormOn(t.app, url, fields);
const choose = (flowId: string, identityId: string) => chooseOn(t.app, flowId, { identityId });
const codeFor = (identityId: string) => codeOn(t.app, { identityId });
const exchange = (code: string, verifier: string) => exchangeOn(t.app, code, verifier);

const [asha, priya] = SEEDED_GOOGLE_IDENTITIES as [
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
];

const errorOf = (reply: { json: () => unknown }) =>
  reply.json() as { code: number; error_code: string; msg: string };

describe('the stand-in: authorize and the chooser page', () => {
  it('lists the seeded Google identities with their test ids, another-account form and Cancel', async () => {
    const { html } = await openChooser(newVerifier());
    expect(html).toContain('Choose an account');
    SEEDED_GOOGLE_IDENTITIES.forEach((identity, index) => {
      expect(html).toContain(`data-testid="auth-stand-in-account-${index + 1}"`);
      expect(html).toContain(identity.email);
      expect(html).toContain(identity.fullName);
    });
    for (const id of ['another-name', 'another-email', 'another-submit', 'cancel']) {
      expect(html).toContain(`data-testid="auth-stand-in-${id}"`);
    }
  });

  it('sends the browser back with a one-time code for the chosen identity', async () => {
    const { flowId } = await openChooser(newVerifier());
    const location = await choose(flowId, priya.id);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a redirect to another origin, a missing PKCE challenge and other providers', async () => {
    const challenge = challengeOf(newVerifier());
    const cases: Record<string, string>[] = [
      {
        provider: 'google',
        redirect_to: 'https://evil.example/oauth-callback',
        code_challenge: challenge,
        code_challenge_method: 's256',
      },
      { provider: 'google', redirect_to: CALLBACK },
      { provider: 'github', redirect_to: CALLBACK, code_challenge: challenge, code_challenge_method: 's256' },
    ];
    for (const params of cases) {
      const reply = await t.app.inject({ method: 'GET', url: authorizeUrl(params) });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain('data-testid="auth-stand-in-error"');
      expect(reply.body).not.toContain('evil.example/oauth-callback?');
    }
  });

  it('accepts https on its own host (a proxy that ends TLS talks http to the server)', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({
        provider: 'google',
        redirect_to: 'https://localhost/oauth-callback',
        code_challenge: challengeOf(newVerifier()),
        code_challenge_method: 's256',
      }),
    });
    expect(reply.statusCode).toBe(200);
  });

  it('Cancel returns an OAuth error to the redirect address', async () => {
    const { flowId } = await openChooser(newVerifier());
    const reply = await postForm('/auth/v1/authorize/cancel', { flow_id: flowId });
    expect(reply.statusCode).toBe(303);
    const location = new URL(String(reply.headers.location));
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe('The user cancelled Google sign-in.');
  });

  it('"Use another account" checks name and e-mail, then makes an unverified identity', async () => {
    const verifier = newVerifier();
    const { flowId } = await openChooser(verifier);
    const bad = await postForm('/auth/v1/authorize/another', {
      flow_id: flowId,
      full_name: ' ',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter your name');
    expect(bad.body).toContain('Enter a valid e-mail address');
    const email = `kabir.${Date.now()}@example.com`;
    const good = await postForm('/auth/v1/authorize/another', {
      flow_id: flowId,
      full_name: 'Kabir Singh',
      email,
    });
    expect(good.statusCode).toBe(303);
    const code = new URL(String(good.headers.location)).searchParams.get('code') ?? '';
    const session = (await exchange(code, verifier)).json() as {
      user: { email: string; user_metadata: Record<string, unknown> };
    };
    expect(session.user.email).toBe(email);
    expect(session.user.user_metadata).toMatchObject({ full_name: 'Kabir Singh', email_verified: false });
  });

  it('an expired chooser page sends the browser back with flow_state_expired', async () => {
    const { flowId } = await openChooser(newVerifier());
    t.clock.advance(AUTH_STAND_IN_FLOW_TTL_MS);
    const location = await choose(flowId, priya.id);
    expect(location.searchParams.get('error_code')).toBe('flow_state_expired');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('the stand-in: token, user, logout (PKCE)', () => {
  it('exchanges a code with its verifier for a session in Supabase’s shape', async () => {
    const { code, verifier } = await codeFor(asha.id);
    const reply = await exchange(code, verifier);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(reply.headers['cache-control']).toBe('no-store');
    const session = reply.json() as Record<string, unknown> & { user: Record<string, unknown> };
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    for (const key of ['access_token', 'refresh_token', 'expires_at']) expect(session[key]).toBeTruthy();
    expect(session.user).toMatchObject({
      id: asha.id,
      aud: 'authenticated',
      email: asha.email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: asha.fullName, email_verified: true },
    });
  });

  it('refuses a wrong verifier (400 bad_code_verifier) without using the code up', async () => {
    const { code, verifier } = await codeFor(priya.id);
    const wrong = await exchange(code, newVerifier());
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({
      code: 400,
      error_code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });
    expect((await exchange(code, verifier)).statusCode).toBe(200);
  });

  it('a code works once: the second exchange is 404 flow_state_not_found', async () => {
    const { code, verifier } = await codeFor(priya.id);
    expect((await exchange(code, verifier)).statusCode).toBe(200);
    const again = await exchange(code, verifier);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).error_code).toBe('flow_state_not_found');
  });

  it('two exchanges of one code at once: exactly one session', async () => {
    const { code, verifier } = await codeFor(priya.id);
    const replies = await Promise.all([
      exchange(code, verifier),
      exchange(code, verifier),
      exchange(code, verifier),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('a code expires after 5 minutes (400 flow_state_expired)', async () => {
    const { code, verifier } = await codeFor(priya.id);
    t.clock.advance(AUTH_STAND_IN_CODE_TTL_MS);
    const late = await exchange(code, verifier);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).error_code).toBe('flow_state_expired');
  });

  it('needs the anon key', async () => {
    const { code, verifier } = await codeFor(priya.id);
    const none = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=pkce',
      payload: { auth_code: code, code_verifier: verifier },
    });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=pkce',
      headers: { apikey: 'someone-elses-key' },
      payload: { auth_code: code, code_verifier: verifier },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).error_code).toBe('invalid_api_key');
  });

  it('GET /user answers the token’s user; a forged or expired token is 403 bad_jwt', async () => {
    const { code, verifier } = await codeFor(asha.id);
    const { access_token: token } = (await exchange(code, verifier)).json() as { access_token: string };
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { apikey: AUTH_STAND_IN_ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ id: asha.id, email: asha.email });

    const forged = await new SignJWT({ email: asha.email, session_id: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('shoplane-auth-stand-in')
      .setAudience('authenticated')
      .setSubject(asha.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the stand-in key, but long enough'));
    const [tampered, expired] = await Promise.all([
      t.app.inject({
        method: 'GET',
        url: '/auth/v1/user',
        headers: { apikey: AUTH_STAND_IN_ANON_KEY, authorization: `Bearer ${forged}` },
      }),
      (async () => {
        t.clock.advance(3_600_000);
        return t.app.inject({
          method: 'GET',
          url: '/auth/v1/user',
          headers: { apikey: AUTH_STAND_IN_ANON_KEY, authorization: `Bearer ${token}` },
        });
      })(),
    ]);
    for (const reply of [tampered, expired]) {
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply).error_code).toBe('bad_jwt');
    }
  });

  it('refresh tokens rotate: the new pair works, the used token is refused', async () => {
    const { code, verifier } = await codeFor(priya.id);
    const first = (await exchange(code, verifier)).json() as { refresh_token: string };
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        headers: apiHeaders,
        payload: { refresh_token: token },
      });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { refresh_token: string }).refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).error_code).toBe('refresh_token_already_used');
    expect(errorOf(await refresh('never-issued')).error_code).toBe('refresh_token_not_found');
  });

  it('logout (empty JSON body, as supabase-js sends it) is 204 and ends the session', async () => {
    const { code, verifier } = await codeFor(priya.id);
    const session = (await exchange(code, verifier)).json() as {
      access_token: string;
      refresh_token: string;
    };
    const headers = { ...apiHeaders, authorization: `Bearer ${session.access_token}` };
    const logout = await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers });
    expect(logout.statusCode).toBe(204);
    const user = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers });
    expect(user.statusCode).toBe(403);
    expect(errorOf(user).error_code).toBe('session_not_found');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: apiHeaders,
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('answers unknown paths and grant types in Supabase’s error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/auth/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error_code).toBe('not_found');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: apiHeaders,
      payload: {},
    });
    expect(grant.statusCode).toBe(400);
    expect(errorOf(grant).error_code).toBe('unsupported_grant_type');
  });
});
