import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_FAILURE_LIMIT, AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { AddressListReplySchema } from '@shop/core/addresses';
import { CartReplySchema } from '@shop/core/cart';
import { googleSignInMessages, SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { demoAccount, normalizeEmail, SessionReplySchema } from '@shop/core/users';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStandInAccessToken } from '../src/auth-stub/access-tokens';
import { asc, eq } from 'drizzle-orm';
import { mailMessages, products, users } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, postJson, signIn, type TestApp } from './helper';
import { googleSession as sessionOn, type StandInChoice, type StandInSession } from './stand-in-session';
import { api } from '@shop/core';
import { qaSettings } from '@shop/core/qa';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const [ashaIdentity, priyaIdentity, rohanIdentity] = SEEDED_GOOGLE_IDENTITIES as [
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
  (typeof SEEDED_GOOGLE_IDENTITIES)[number],
];
const OAUTH_SIGN_IN = apiUrl(api.users.oauthSignIn);

const googleSession = (app: TestApp, choice: StandInChoice) => sessionOn(app.app, choice);

function oauthSignIn(
  app: TestApp,
  session: StandInSession,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.app.inject({
    method: 'POST',
    url: OAUTH_SIGN_IN,
    headers,
    payload: {
      supabaseUserId: session.user.id,
      email: session.user.email,
      firstName: 'Posted',
      lastName: 'Name',
      accessToken: session.access_token,
      avatarUrl: null,
      provider: 'google',
      ...overrides,
    },
  });
}

interface SessionReply {
  message: string;
  token: string;
  user: { userId: number; emailId: string; firstName: string; lastName: string };
}

describe('POST /users/oauth-signin with the stand-in', () => {
  it('a new Google identity makes an account and gets our revocable token', async () => {
    const sandbox = { [qaSettings.sandbox.header]: `oauth-new-account-${randomUUID()}` };
    const reply = await oauthSignIn(t, await googleSession(t, { identityId: priyaIdentity.id }), {}, sandbox);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as SessionReply;
    expect(body.message).toBe(accountMessages.signedIn);
    expect(body.user).toMatchObject({ emailId: priyaIdentity.email, firstName: 'Priya', lastName: 'Nair' });
    const me = await injectAs(t.app, body.token, {
      method: 'GET',
      url: apiUrl(api.users.getUser, { userId: body.user.userId }),
    });
    expect(me.statusCode).toBe(200);

    // The same identity again in the same sandbox: the same account.
    const again = (
      await oauthSignIn(t, await googleSession(t, { identityId: priyaIdentity.id }), {}, sandbox)
    ).json() as SessionReply;
    expect(again.user.userId).toBe(body.user.userId);

    // Signing out revokes our token for real.
    const out = await injectAs(t.app, body.token, { method: 'POST', url: apiUrl(api.users.signOut) });
    expect(out.statusCode).toBe(200);
    const after = await injectAs(t.app, body.token, {
      method: 'GET',
      url: apiUrl(api.users.getUser, { userId: body.user.userId }),
    });
    expect(after.statusCode).toBe(401);
  });

  it("nobody signs up with a listed identity's address: it stays Google-only, private per sandbox", async () => {
    const password = 'Claimed@Shop1';
    for (const emailId of [priyaIdentity.email, priyaIdentity.email.toUpperCase()]) {
      const claim = await postJson(t.app, apiUrl(api.users.createUser), {
        firstName: 'Not',
        lastName: 'Priya',
        emailId,
        password,
      });
      expect(claim.statusCode).toBe(409);
      expect(claim.json()).toMatchObject({ error: accountMessages.emailTaken });
    }
    const sandbox = { [qaSettings.sandbox.header]: `oauth-claim-${randomUUID()}` };
    const reply = await oauthSignIn(t, await googleSession(t, { identityId: priyaIdentity.id }), {}, sandbox);
    expect(reply.statusCode).toBe(200);
    const signInWithPassword = await signIn(t.app, priyaIdentity.email, password);
    expect(signInWithPassword.statusCode).toBe(401);
    expect(signInWithPassword.json()).toMatchObject({ error: accountMessages.invalidCredentials });
  });

  it('the verified e-mail of the standard demo account links to it (no second account)', async () => {
    // In one sandbox both sign-ins open the same twin of the demo account (qa/demo-sandbox.ts).
    const sandbox = { [qaSettings.sandbox.header]: 'oauth-demo-sandbox-0001' };
    const password = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.users.signIn),
      headers: sandbox,
      payload: { emailId: demoAccount('standard').email, password: demoAccount('standard').password },
    });
    const passwordUser = (password.json() as SessionReply).user;
    const google = (
      await oauthSignIn(t, await googleSession(t, { identityId: ashaIdentity.id }), {}, sandbox)
    ).json() as SessionReply;
    expect(google.user).toEqual(passwordUser);
    // The password still works after linking.
    expect(
      (await signIn(t.app, demoAccount('standard').email, demoAccount('standard').password)).statusCode,
    ).toBe(200);
  });

  it('a locked account stays locked (423)', async () => {
    const reply = await oauthSignIn(t, await googleSession(t, { identityId: rohanIdentity.id }));
    expect(reply.statusCode).toBe(423);
    expect(reply.json()).toMatchObject({ error: accountMessages.locked });
  });

  it('an unverified e-mail never takes over an existing account (409)', async () => {
    const session = await googleSession(t, {
      fullName: 'Someone Else',
      email: demoAccount('problem').email.toUpperCase(),
    });
    const reply = await oauthSignIn(t, session);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ error: googleSignInMessages.accountExists });
  });

  it('takes the e-mail and names from the token, never from the body', async () => {
    const email = `meera.${Date.now()}@example.com`;
    const session = await googleSession(t, { fullName: 'Meera Krishnan Rao', email });
    const reply = await oauthSignIn(t, session, { email: 'victim@example.com', firstName: 'Evil' });
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as SessionReply).user).toMatchObject({
      emailId: email,
      firstName: 'Meera',
      lastName: 'Krishnan Rao',
    });
  });

  it('refuses a forged signature, another subject, an expired token (401 Authentication failed)', async () => {
    const session = await googleSession(t, { identityId: priyaIdentity.id });
    const forged = await signStandInAccessToken(
      new TextEncoder().encode('a key that is not the server’s stand-in key'),
      {
        sub: priyaIdentity.id,
        email: priyaIdentity.email,
        session_id: '00000000-0000-4000-8000-000000000000',
        user_metadata: {
          avatar_url: null,
          email: priyaIdentity.email,
          email_verified: true,
          full_name: priyaIdentity.fullName,
          name: priyaIdentity.fullName,
          sub: priyaIdentity.id,
          iss: 'https://accounts.google.com',
        },
      },
      t.clock.now(),
    );
    const other = await oauthSignIn(t, session, { supabaseUserId: ashaIdentity.id });
    const tampered = await oauthSignIn(t, session, { accessToken: forged.token });
    const garbage = await oauthSignIn(t, session, { accessToken: 'not-a-jwt' });
    const ours = (
      await signIn(t.app, demoAccount('standard').email, demoAccount('standard').password)
    ).json() as SessionReply;
    const shopToken = await oauthSignIn(t, session, { accessToken: ours.token });
    for (const reply of [other, tampered, garbage, shopToken]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: googleSignInMessages.authFailed });
    }
    t.clock.advance(3_600_000);
    const expired = await oauthSignIn(t, session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: googleSignInMessages.authFailed });
  });

  it('answers 400 for a body without the required fields or another provider', async () => {
    const session = await googleSession(t, { identityId: priyaIdentity.id });
    expect((await oauthSignIn(t, session, { provider: 'github' })).statusCode).toBe(400);
    expect((await postJson(t.app, OAUTH_SIGN_IN, { provider: 'google' })).statusCode).toBe(400);
  });

  it('a password sign-in of a Google-made account fails like a wrong password', async () => {
    const email = `nopass.${Date.now()}@example.com`;
    expect((await oauthSignIn(t, await googleSession(t, { fullName: 'No Pass', email }))).statusCode).toBe(
      200,
    );
    const reply = await signIn(t.app, email, 'Whatever@123');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ error: accountMessages.invalidCredentials });
  });

  it('two first sign-ins of one identity at once end with one account', async () => {
    const email = `twice.${Date.now()}@example.com`;
    const first = await googleSession(t, { fullName: 'Twice Over', email });
    const replies = await Promise.all([oauthSignIn(t, first), oauthSignIn(t, first), oauthSignIn(t, first)]);
    const ids = replies.map((reply) => (reply.json() as SessionReply).user.userId);
    expect(new Set(ids).size).toBe(1);
  });
});

/**
 * Issue 24, item 2: the stand-in's seeded people are shared by every learner on a demo instance,
 * so each of them opens a twin per sandbox, the way the demo accounts do (qa/demo-sandbox.ts).
 */
describe('a seeded Google identity in demo mode: a private account per sandbox', () => {
  const sandboxHeader = (key: string) => ({ [qaSettings.sandbox.header]: key });
  const newSandbox = (label: string) => `${label}-${randomUUID()}`;

  async function signInAs(identity: { id: string }, headers: Record<string, string>) {
    const reply = await oauthSignIn(t, await googleSession(t, { identityId: identity.id }), {}, headers);
    expect(reply.statusCode).toBe(200);
    return { reply, session: parseReply(SessionReplySchema, reply) };
  }

  const firstProductId = async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('The seed has no products');
    return product.id;
  };
  const cartOf = async (token: string) =>
    parseReply(CartReplySchema, await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.cart.get) }));
  const addressesOf = async (token: string) =>
    parseReply(
      AddressListReplySchema,
      await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.addresses.list) }),
    );

  it('Priya Nair: two sandboxes get two accounts, and neither sees the other’s cart or address', async () => {
    const [first, second] = [newSandbox('priya-a'), newSandbox('priya-b')];
    const a = (await signInAs(priyaIdentity, sandboxHeader(first))).session;
    const b = (await signInAs(priyaIdentity, sandboxHeader(second))).session;
    for (const { user } of [a, b]) {
      expect(user).toMatchObject({ emailId: priyaIdentity.email, firstName: 'Priya', lastName: 'Nair' });
    }
    expect(b.user.userId).not.toBe(a.user.userId);

    const added = await injectAs(t.app, a.token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      payload: { productId: await firstProductId(), quantity: 1, requestId: randomUUID() },
    });
    expect(added.statusCode).toBe(200);
    const saved = await injectAs(t.app, a.token, {
      method: 'POST',
      url: apiUrl(api.addresses.create),
      payload: {
        fullName: 'Priya Nair',
        mobile: '9876543210',
        line1: '4 Park Street',
        pin: '560034',
        type: 'Home',
      },
    });
    expect(saved.statusCode).toBe(201);

    expect((await cartOf(a.token)).items).toHaveLength(1);
    expect((await addressesOf(a.token)).addresses).toHaveLength(1);
    expect((await cartOf(b.token)).items).toEqual([]);
    expect((await addressesOf(b.token)).addresses).toEqual([]);
    const peek = await injectAs(t.app, b.token, {
      method: 'GET',
      url: apiUrl(api.users.getUser, { userId: a.user.userId }),
    });
    expect(peek.statusCode).toBe(403);
  });

  it('Priya Nair twice in one sandbox: the same account, with its cart', async () => {
    const key = newSandbox('priya-again');
    const first = (await signInAs(priyaIdentity, sandboxHeader(key))).session;
    await injectAs(t.app, first.token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      payload: { productId: await firstProductId(), quantity: 2, requestId: randomUUID() },
    });
    const again = (await signInAs(priyaIdentity, sandboxHeader(key))).session;
    expect(again.user.userId).toBe(first.user.userId);
    expect((await cartOf(again.token)).items).toHaveLength(1);
  });

  it('the browser’s qa_sandbox cookie (the popup’s and the callback’s) names the sandbox as the header does', async () => {
    const key = newSandbox('priya-cookie');
    const byHeader = (await signInAs(priyaIdentity, sandboxHeader(key))).session;
    const byCookie = (await signInAs(priyaIdentity, { cookie: `${qaSettings.sandbox.cookie}=${key}` }))
      .session;
    expect(byCookie.user.userId).toBe(byHeader.user.userId);
  });

  it('Asha Verma opens each sandbox’s own twin of the standard demo account', async () => {
    const standard = demoAccount('standard');
    const twins: number[] = [];
    for (const key of [newSandbox('asha-a'), newSandbox('asha-b')]) {
      const password = await t.app.inject({
        method: 'POST',
        url: apiUrl(api.users.signIn),
        headers: sandboxHeader(key),
        payload: { emailId: standard.email, password: standard.password },
      });
      const passwordUser = parseReply(SessionReplySchema, password).user;
      const google = (await signInAs(ashaIdentity, sandboxHeader(key))).session;
      expect(google.user).toEqual(passwordUser);
      twins.push(google.user.userId);
    }
    expect(twins[1]).not.toBe(twins[0]);
  });

  it('Rohan Mehta is refused in every sandbox (423) and no twin is made', async () => {
    const key = newSandbox('rohan');
    const reply = await oauthSignIn(
      t,
      await googleSession(t, { identityId: rohanIdentity.id }),
      {},
      sandboxHeader(key),
    );
    expect(reply.statusCode).toBe(423);
    expect(reply.json()).toEqual({ error: accountMessages.locked });
    expect(await t.db.select().from(users).where(eq(users.sandboxKey, key))).toEqual([]);
  });

  it('without a sandbox key: a new key is handed over (header and cookie) and opens the same account again', async () => {
    const { reply, session } = await signInAs(priyaIdentity, {});
    const key = String(reply.headers[qaSettings.sandbox.header]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(reply.headers['set-cookie'])).toContain(`${qaSettings.sandbox.cookie}=${key}; Path=/`);
    const again = await signInAs(priyaIdentity, sandboxHeader(key));
    expect(again.reply.headers[qaSettings.sandbox.header]).toBeUndefined();
    expect(again.session.user.userId).toBe(session.user.userId);
    const elsewhere = (await signInAs(priyaIdentity, {})).session;
    expect(elsewhere.user.userId).not.toBe(session.user.userId);
  });

  it('wrong passwords for her address hold back only the sandbox that sent them', async () => {
    const [guesser, bystander] = [newSandbox('priya-guesser'), newSandbox('priya-bystander')];
    const guess = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: apiUrl(api.users.signIn),
        headers: sandboxHeader(key),
        payload: { emailId: priyaIdentity.email, password: 'Wrong#Pass1' },
      });
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt++)
      expect((await guess(guesser)).statusCode).toBe(401);
    expect((await guess(guesser)).statusCode).toBe(429);
    const other = await guess(bystander);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ error: accountMessages.invalidCredentials });
  });

  it('the seeded account behind the twins belongs to no sandbox and gets no reset code', async () => {
    await signInAs(priyaIdentity, sandboxHeader(newSandbox('priya-seed')));
    const [seed] = await t.db.select().from(users).where(eq(users.authUserId, priyaIdentity.id));
    expect(seed).toMatchObject({ sandboxKey: null, twinOf: null, passwordHash: null });
    const forgot = await postJson(t.app, apiUrl(api.users.forgotPassword), { email: priyaIdentity.email });
    expect(forgot.statusCode).toBe(200);
    await t.app.services.mailOutbox.settled();
    const mail = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toNormalized, normalizeEmail(priyaIdentity.email)));
    expect(mail).toEqual([]);
  });
});

describe('GET /google-sign-in/config', () => {
  it('names the stand-in in demo mode', async () => {
    const reply = await t.app.inject({ method: 'GET', url: apiUrl(api.googleSignIn.config) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      provider: 'stand-in',
      supabaseUrl: null,
      anonKey: AUTH_STAND_IN_ANON_KEY,
    });
  });

  it('is off without demo mode and a Supabase project: no stand-in, oauth-signin 503', async () => {
    const off = await buildTestApp({ demoMode: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: apiUrl(api.googleSignIn.config) })).json()).toEqual({
        provider: 'off',
        supabaseUrl: null,
        anonKey: null,
      });
      expect(
        (await off.app.inject({ method: 'GET', url: '/auth/v1/authorize?provider=google' })).statusCode,
      ).toBe(404);
      const reply = await postJson(off.app, OAUTH_SIGN_IN, {
        supabaseUserId: 'x',
        email: 'a@b.in',
        accessToken: 'x',
        provider: 'google',
      });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ error: googleSignInMessages.unavailable });
    } finally {
      await off.close();
    }
  });
});

describe('with a real Supabase project', () => {
  const claims = (sub: string, email: string) => ({
    email,
    role: 'authenticated',
    user_metadata: { full_name: 'Ananya Iyer', email_verified: true },
  });

  it('verifies HS256 tokens with SUPABASE_JWT_SECRET, and the CSP lets pages call the project', async () => {
    const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
    const project = await buildTestApp({
      supabase: { url: 'https://abcd.supabase.co', anonKey: 'anon', jwtSecret: secret },
    });
    try {
      const config = (
        await project.app.inject({ method: 'GET', url: apiUrl(api.googleSignIn.config) })
      ).json();
      expect(config).toEqual({
        provider: 'supabase',
        supabaseUrl: 'https://abcd.supabase.co',
        anonKey: 'anon',
      });
      expect((await project.app.inject({ method: 'GET', url: '/auth/v1/authorize' })).statusCode).not.toBe(
        200,
      );
      const sub = '2b0a3f4e-1111-4222-8333-444455556666';
      const email = `ananya.${Date.now()}@example.com`;
      const sign = (key: string, issuer = 'https://abcd.supabase.co/auth/v1') =>
        new SignJWT(claims(sub, email))
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(issuer)
          .setAudience('authenticated')
          .setSubject(sub)
          .setIssuedAt(Math.floor(project.clock.now().getTime() / 1000))
          .setExpirationTime(Math.floor(project.clock.now().getTime() / 1000) + 3600)
          .sign(new TextEncoder().encode(key));
      const body = (accessToken: string) => ({ supabaseUserId: sub, email, accessToken, provider: 'google' });
      const ok = await postJson(project.app, OAUTH_SIGN_IN, body(await sign(secret)));
      expect(ok.statusCode).toBe(200);
      expect((ok.json() as SessionReply).user).toMatchObject({
        emailId: email,
        firstName: 'Ananya',
        lastName: 'Iyer',
      });
      const forged = await postJson(
        project.app,
        OAUTH_SIGN_IN,
        body(await sign('another-secret-that-is-also-32-chars-long')),
      );
      const otherIssuer = await postJson(
        project.app,
        OAUTH_SIGN_IN,
        body(await sign(secret, 'https://evil.supabase.co/auth/v1')),
      );
      expect([forged.statusCode, otherIssuer.statusCode]).toEqual([401, 401]);
      const page = await project.app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://abcd.supabase.co",
      );
    } finally {
      await project.close();
    }
  });

  it('without demo mode there are no sandboxes: an identity with a seeded id is one account, as before', async () => {
    const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
    const project = await buildTestApp({
      demoMode: false,
      supabase: { url: 'https://abcd.supabase.co', anonKey: 'anon', jwtSecret: secret },
    });
    try {
      const now = Math.floor(project.clock.now().getTime() / 1000);
      const token = await new SignJWT(claims(priyaIdentity.id, priyaIdentity.email))
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('https://abcd.supabase.co/auth/v1')
        .setAudience('authenticated')
        .setSubject(priyaIdentity.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(secret));
      const signInWith = (key: string) =>
        project.app.inject({
          method: 'POST',
          url: OAUTH_SIGN_IN,
          headers: { [qaSettings.sandbox.header]: key },
          payload: {
            supabaseUserId: priyaIdentity.id,
            email: priyaIdentity.email,
            accessToken: token,
            provider: 'google',
          },
        });
      const [first, second] = [await signInWith('no-sandbox-one'), await signInWith('no-sandbox-two')];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.headers[qaSettings.sandbox.header]).toBeUndefined();
      expect(parseReply(SessionReplySchema, second).user.userId).toBe(
        parseReply(SessionReplySchema, first).user.userId,
      );
      const rows = await project.db.select().from(users).where(eq(users.authUserId, priyaIdentity.id));
      expect(rows).toHaveLength(1);
      expect(await project.db.select().from(users).where(eq(users.email, priyaIdentity.email))).toHaveLength(
        1,
      );
    } finally {
      await project.close();
    }
  });

  it('verifies ES256 tokens with the project’s JWKS', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
    const server: Server = createServer((request, response) => {
      if (request.url === '/auth/v1/.well-known/jwks.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const project = await buildTestApp({ supabase: { url, anonKey: 'anon', jwtSecret: undefined } });
    try {
      const sub = '7c1d2e3f-aaaa-4bbb-8ccc-ddddeeeeffff';
      const email = `jwks.${Date.now()}@example.com`;
      const now = Math.floor(project.clock.now().getTime() / 1000);
      const token = await new SignJWT(claims(sub, email))
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setIssuer(`${url}/auth/v1`)
        .setAudience('authenticated')
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      const ok = await postJson(project.app, OAUTH_SIGN_IN, {
        supabaseUserId: sub,
        email,
        accessToken: token,
        provider: 'google',
      });
      expect(ok.statusCode).toBe(200);
      project.clock.advance(2 * 3_600_000);
      const expired = await postJson(project.app, OAUTH_SIGN_IN, {
        supabaseUserId: sub,
        email,
        accessToken: token,
        provider: 'google',
      });
      expect(expired.statusCode).toBe(401);
    } finally {
      await project.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
