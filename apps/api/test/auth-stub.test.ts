import { randomUUID } from 'node:crypto';
import { AUTH_STAND_IN_ANON_KEY, AUTH_STAND_IN_CODE_TTL_MS, AUTH_STAND_IN_FLOW_TTL_MS } from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { anotherAccountTexts } from '../src/auth-stub/stand-in-requests';
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

  it('"Use another account" never takes a listed identity\'s address, in any case', async () => {
    const { flowId } = await openChooser(newVerifier());
    for (const email of ['priya.nair@shoplane.test', ' Priya.Nair@ShopLane.test ']) {
      const reply = await postForm('/auth/v1/authorize/another', {
        flow_id: flowId,
        full_name: 'Not Priya',
        email,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain(anotherAccountTexts.emailListed);
    }
  });

  it('an expired chooser page sends the browser back with flow_state_expired', async () => {
    const { flowId } = await openChooser(newVerifier());
    t.clock.advance(AUTH_STAND_IN_FLOW_TTL_MS);
    const location = await choose(flowId, priya.id);
    expect(location.searchParams.get('error_code')).toBe('flow_state_expired');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

/** The text of the refusal page's alert (GoogleSignInRefusedScreen in @shop/ui), unescaped. */
const refusalTextOf = (html: string) =>
  /data-testid="auth-stand-in-error">([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? null;

const PAGE_NO_LONGER_VALID = 'This sign-in page is no longer valid. Close it and start again.';

/** Issue 24, item 3: a malformed chooser post was a 500 (the flow id reached a uuid cast). */
describe('the stand-in: malformed chooser posts are a clear 400, never a 500', () => {
  const badFlowIds: [string, string | undefined][] = [
    ['abc', 'abc'],
    ['empty', ''],
    ['NUL', '\u0000'],
    ['10 KB', 'f'.repeat(10_240)],
    ['emoji', '😀'],
    ['missing', undefined],
  ];
  const forms: [string, Record<string, string>][] = [
    ['/auth/v1/authorize/choose', { identity_id: priya.id }],
    ['/auth/v1/authorize/another', { full_name: 'Kabir Singh', email: 'kabir.form@example.com' }],
    ['/auth/v1/authorize/cancel', {}],
  ];
  const cases = forms.flatMap(([url, fields]) =>
    badFlowIds.map(
      ([label, flowId]) =>
        [url, label, { ...fields, ...(flowId === undefined ? {} : { flow_id: flowId }) }] as const,
    ),
  );

  it.each(cases)('%s with flow_id %s: 400 "no longer valid"', async (url, _label, fields) => {
    const reply = await postForm(url, fields);
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refusalTextOf(reply.body)).toBe(PAGE_NO_LONGER_VALID);
  });

  it('a well-formed flow id that was never issued, and an unknown or missing identity, are refused the same way', async () => {
    const { flowId } = await openChooser(newVerifier());
    for (const [url, fields] of [
      ['/auth/v1/authorize/choose', { flow_id: randomUUID(), identity_id: priya.id }],
      ['/auth/v1/authorize/choose', { flow_id: flowId, identity_id: 'abc' }],
      ['/auth/v1/authorize/choose', { flow_id: flowId }],
      ['/auth/v1/authorize/cancel', { flow_id: randomUUID() }],
    ] as const) {
      const reply = await postForm(url, fields);
      expect(reply.statusCode).toBe(400);
      expect(refusalTextOf(reply.body)).toBe(PAGE_NO_LONGER_VALID);
    }
    // The flow was not used up by the refusals.
    expect((await choose(flowId, priya.id)).searchParams.get('code')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a field sent twice is refused, not taken', async () => {
    const { flowId } = await openChooser(newVerifier());
    const reply = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/authorize/choose',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `flow_id=${flowId}&flow_id=${flowId}&identity_id=${priya.id}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(refusalTextOf(reply.body)).toBe(PAGE_NO_LONGER_VALID);
  });

  it('"Use another account" with a NUL or 10 KB name or e-mail shows the field errors', async () => {
    const { flowId } = await openChooser(newVerifier());
    const reply = await postForm('/auth/v1/authorize/another', {
      flow_id: flowId,
      full_name: 'Kabir\u0000Singh',
      email: `${'k'.repeat(10_240)}@example.com`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Enter a name of at most 100 letters');
    expect(reply.body).toContain('Enter a valid e-mail address');
  });

  it('authorize refuses a redirect_to with a NUL, and one of 10 KB, as no page of this shop', async () => {
    for (const redirectTo of [`${CALLBACK}\u0000`, `${CALLBACK}?${'x'.repeat(10_240)}`]) {
      const reply = await t.app.inject({
        method: 'GET',
        url: authorizeUrl({
          provider: 'google',
          redirect_to: redirectTo,
          code_challenge: challengeOf(newVerifier()),
          code_challenge_method: 's256',
        }),
      });
      expect(reply.statusCode).toBe(400);
      expect(refusalTextOf(reply.body)).toBe('redirect_to must be a page of this shop');
    }
  });

  it('authorize: a parameter sent twice, or a wrong method, is refused with its reason', async () => {
    const challenge = challengeOf(newVerifier());
    const twice = await t.app.inject({
      method: 'GET',
      url: `/auth/v1/authorize?provider=google&provider=google&redirect_to=${encodeURIComponent(CALLBACK)}&code_challenge=${challenge}&code_challenge_method=s256`,
    });
    expect(twice.statusCode).toBe(400);
    expect(refusalTextOf(twice.body)).toBe('Unsupported provider: provider is not enabled');
    const method = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({
        provider: 'google',
        redirect_to: CALLBACK,
        code_challenge: challenge,
        code_challenge_method: 'S256x',
      }),
    });
    expect(method.statusCode).toBe(400);
    expect(refusalTextOf(method.body)).toBe('code_challenge_method must be s256 or plain');
    const upper = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({
        provider: 'google',
        redirect_to: CALLBACK,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(upper.statusCode).toBe(200);
  });

  it('the token endpoint takes a field of another type, or a body that is no object, as missing', async () => {
    for (const payload of ['{"auth_code":5,"code_verifier":["x"]}', '[]', 'null', '"text"']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=pkce',
        headers: apiHeaders,
        payload,
      });
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: 'invalid request: both auth code and code verifier should be non-empty',
      });
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: apiHeaders,
      payload: '{"refresh_token":{"$ne":null}}',
    });
    expect(refresh.statusCode).toBe(400);
    expect(errorOf(refresh).error_code).toBe('refresh_token_not_found');
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

  it('serves its own OpenAPI document, listing its routes (none of the shop’s)', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/auth/v1/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json() as { paths: Record<string, Record<string, { operationId: string }>> };
    expect(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => `${method} ${path} ${operation.operationId}`),
      ),
    ).toEqual([
      'get /auth/v1/authorize authStandIn.authorize',
      'post /auth/v1/authorize/choose authStandIn.choose',
      'post /auth/v1/authorize/another authStandIn.another',
      'post /auth/v1/authorize/cancel authStandIn.cancel',
      'post /auth/v1/token authStandIn.token',
      'get /auth/v1/user authStandIn.user',
      'post /auth/v1/logout authStandIn.logout',
    ]);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(shop.paths).filter((path) => path.startsWith('/auth/'))).toEqual([]);
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
