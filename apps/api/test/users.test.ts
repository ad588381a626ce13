import { randomUUID } from 'node:crypto';
import { api, ErrorReplySchema, MessageReplySchema, SESSION_TTL_MS } from '@shop/core';
import { demoAccount, SessionReplySchema, UserReplySchema } from '@shop/core/users';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockUser } from '../src/db/repositories/users-repository';
import { sessions, users } from '../src/db/schema';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  newAccount,
  parseReply,
  postJson,
  signIn,
  signUp,
  type TestApp,
} from './helper';

const CREATE_USER = apiUrl(api.users.createUser);
const SIGN_OUT = apiUrl(api.users.signOut);
const userUrl = (userId: number | string) => apiUrl(api.users.getUser, { userId });

/** Known here so the tests can sign look-alike tokens with the right key. */
const JWT_SECRET = 'users-test-signing-key-0123456789abcdef';
const signingKey = new TextEncoder().encode(JWT_SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ jwtSecret: JWT_SECRET });
});
afterAll(() => t.close());

const getUser = (token: string, userId: number | string) =>
  injectAs(t.app, token, { method: 'GET', url: userUrl(userId) });

describe('POST /users/createUser', () => {
  it('creates the account, signs it in and answers 201 with the user and a working token', async () => {
    const body = newAccount({ firstName: '  Meera ', lastName: ' Nair  ' });
    const response = await postJson(t.app, CREATE_USER, { ...body, emailId: `  ${body.emailId} ` });
    expect(response.statusCode).toBe(201);
    const reply = parseReply(SessionReplySchema, response);
    expect(reply).toMatchObject({
      message: 'Account created successfully',
      user: { emailId: body.emailId, firstName: 'Meera', lastName: 'Nair' },
    });
    expect(reply.user.userId).toBeGreaterThan(0);
    const own = await getUser(reply.token, reply.user.userId);
    expect(own.statusCode).toBe(200);
    expect(parseReply(UserReplySchema, own).user).toEqual(reply.user);
  });

  it('keeps an argon2id hash (never the password) and the address in normalised form', async () => {
    const { user, password } = await signUp(t.app, { emailId: `Mixed.Case.${randomUUID()}@Example.IN` });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
    expect(row?.email).toBe(user.emailId);
    expect(row?.emailNormalized).toBe(user.emailId.toLowerCase());
    expect(row?.lockedAt).toBeNull();
    expect(row?.demoKind).toBeNull();
  });

  it.each([
    [
      'a first name with a digit',
      { firstName: 'Meera1' },
      'firstName',
      'Enter a valid first name (letters only)',
    ],
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Enter a valid first name (letters only)'],
    [
      'a last name with a symbol',
      { lastName: 'Na<ir' },
      'lastName',
      'Enter a valid last name (letters only)',
    ],
    ['an empty e-mail', { emailId: '' }, 'emailId', 'Enter email id'],
    ['a malformed e-mail', { emailId: 'meera@example' }, 'emailId', 'Please enter a valid email address'],
    [
      'an e-mail over 254 characters',
      { emailId: `${'m'.repeat(250)}@example.in` },
      'emailId',
      'Please enter a valid email address',
    ],
    ['an empty password', { password: '' }, 'password', 'Enter password'],
    ['a short password', { password: 'Ab#1xyz' }, 'password', 'Password too weak'],
    ['a password without a symbol', { password: 'LotusPond77' }, 'password', 'Password too weak'],
    ['a password with a space', { password: 'Lotus #Pond7' }, 'password', 'Password too weak'],
    ['a common password', { password: 'Password@123' }, 'password', 'Password too weak'],
    ['a common password in other letter case', { password: 'pASSWORD@123' }, 'password', 'Password too weak'],
  ])('refuses %s with 400 and the §5 text', async (_case, overrides, field, text) => {
    const response = await postJson(t.app, CREATE_USER, newAccount(overrides));
    expect(response.statusCode).toBe(400);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: text, details: { [field]: text } });
  });

  it('names every problem in `details` and the first one in `error`', async () => {
    const response = await postJson(t.app, CREATE_USER, {
      firstName: 'M3era',
      lastName: '',
      emailId: 'nobody',
      password: 'weak',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Enter a valid first name (letters only)',
      details: {
        firstName: 'Enter a valid first name (letters only)',
        lastName: 'Enter a valid last name (letters only)',
        emailId: 'Please enter a valid email address',
        password: 'Password too weak',
      },
    });
  });

  it('keeps the form order when the only e-mail problem is its length', async () => {
    const response = await postJson(t.app, CREATE_USER, {
      ...newAccount(),
      lastName: '1',
      emailId: `${'m'.repeat(250)}@example.in`,
      password: 'weak',
    });
    expect(Object.keys(response.json<{ details: object }>().details)).toEqual([
      'lastName',
      'emailId',
      'password',
    ]);
  });

  it('answers 409 for an address that exists, whatever its letter case and spaces', async () => {
    const first = await signUp(t.app);
    for (const emailId of [
      first.email,
      first.email.toUpperCase(),
      `  ${first.email.replace('meera', 'MEERA')} `,
    ]) {
      const response = await postJson(t.app, CREATE_USER, newAccount({ emailId }));
      expect(response.statusCode, emailId).toBe(409);
      expect(parseReply(ErrorReplySchema, response)).toEqual({
        error: 'An account with this email already exists.',
        details: { emailId: 'An account with this email already exists.' },
      });
    }
  });

  it('answers 409 for a demo account address', async () => {
    const response = await postJson(
      t.app,
      CREATE_USER,
      newAccount({ emailId: demoAccount('standard').email }),
    );
    expect(response.statusCode).toBe(409);
  });

  it('answers missing or mistyped fields with the contract 400', async () => {
    const response = await postJson(t.app, CREATE_USER, { firstName: 'Meera', emailId: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: lastName is required; emailId must be a string; password is required',
      details: { lastName: 'is required', emailId: 'must be a string', password: 'is required' },
    });
  });
});

describe('POST /users/signIn', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t.app);
  });

  it('signs in with the address in any letter case and answers the user and a token', async () => {
    for (const emailId of [account.email, ` ${account.email.toUpperCase()} `]) {
      const response = await signIn(t.app, emailId, account.password);
      expect(response.statusCode, emailId).toBe(200);
      const reply = parseReply(SessionReplySchema, response);
      expect(reply.message).toBe('Signed in successfully');
      expect(reply.user).toEqual(account.user);
      expect((await getUser(reply.token, account.user.userId)).statusCode).toBe(200);
    }
  });

  it.each([
    ['a wrong password', () => [account.email, 'Wrong#Pass12']],
    ['the password in other letter case', () => [account.email, account.password.toUpperCase()]],
    ['the password with a space added', () => [account.email, `${account.password} `]],
    ['an unknown address', () => [`nobody.${randomUUID()}@example.in`, account.password]],
    ['an empty address and password', () => ['', '']],
    ['an address over 254 characters', () => [`${'m'.repeat(300)}@example.in`, account.password]],
  ])('answers %s with 401 "Invalid email or password"', async (_case, credentials) => {
    const [emailId, password] = credentials() as [string, string];
    const response = await signIn(t.app, emailId, password);
    expect(response.statusCode).toBe(401);
    expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses a form post with the right credentials (login CSRF): 415 and no session', async () => {
    const sessionsOf = () => t.db.select().from(sessions).where(eq(sessions.userId, account.user.userId));
    const before = await sessionsOf();
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.users.signIn),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ emailId: account.email, password: account.password }).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(parseReply(ErrorReplySchema, response)).toEqual({
      error: 'Unsupported content type: application/x-www-form-urlencoded (send application/json)',
    });
    expect(await sessionsOf()).toEqual(before);
  });

  it('gives every sign-in its own session', async () => {
    const first = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    const second = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    expect(first.token).not.toBe(second.token);
    await injectAs(t.app, first.token, { method: 'POST', url: SIGN_OUT });
    expect((await getUser(first.token, account.user.userId)).statusCode).toBe(401);
    expect((await getUser(second.token, account.user.userId)).statusCode).toBe(200);
  });

  it('marks account replies as not cacheable', async () => {
    const response = await signIn(t.app, account.email, account.password);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the demo accounts', () => {
  it.each(['standard', 'problem'] as const)('signs the %s user in', async (kind) => {
    const demo = demoAccount(kind);
    const response = await signIn(t.app, demo.email, demo.password);
    expect(response.statusCode).toBe(200);
    expect(parseReply(SessionReplySchema, response).user).toMatchObject({
      emailId: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
    });
  });

  it('refuses the locked user with 423 once the password is right', async () => {
    const locked = demoAccount('locked');
    const response = await signIn(t.app, locked.email, locked.password);
    expect(response.statusCode).toBe(423);
    expect(parseReply(ErrorReplySchema, response)).toEqual({
      error: 'Your account has been locked. Please contact support.',
    });
  });

  it('answers a wrong password for a locked user like any other (401): the lock stays private', async () => {
    // A fresh locked account: wrong passwords on a shared demo account would count towards its limit.
    const locked = await signUp(t.app);
    await lockUser(t.db, locked.user.userId, t.clock.now());
    const response = await signIn(t.app, locked.email, 'Wrong#Pass12');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password' });
  });
});

describe('bearer tokens', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t.app);
    other = await signUp(t.app);
  });

  const expectAuthRequired = (response: { statusCode: number; json: () => unknown; headers: object }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
    expect(response.headers).toHaveProperty('www-authenticate', 'Bearer');
  };

  it('GET /users/{own id} answers the user', async () => {
    const response = await getUser(account.token, account.user.userId);
    expect(response.statusCode).toBe(200);
    expect(parseReply(UserReplySchema, response)).toEqual({ user: account.user });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("GET /users/{another user's id} answers 403", async () => {
    for (const userId of [other.user.userId, 999_999, 1]) {
      const response = await getUser(account.token, userId);
      expect(response.statusCode, String(userId)).toBe(403);
      expect(parseReply(ErrorReplySchema, response)).toEqual({
        error: 'You can only access your own account.',
      });
    }
  });

  it('answers 401 without an Authorization header', async () => {
    expectAuthRequired(await t.app.inject({ method: 'GET', url: userUrl(account.user.userId) }));
    expectAuthRequired(await t.app.inject({ method: 'POST', url: SIGN_OUT }));
  });

  it('checks the token before the request: a bad id without a token is still a 401', async () => {
    expectAuthRequired(await t.app.inject({ method: 'GET', url: userUrl('abc') }));
    const withToken = await getUser(account.token, 'abc');
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toEqual({
      error: 'Invalid request: userId must be a whole number',
      details: { userId: 'must be a whole number' },
    });
  });

  it.each([
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['two tokens', 'Bearer a.b.c d.e.f'],
    ['a huge token', `Bearer ${'a'.repeat(5_000)}`],
  ])('answers 401 for %s', async (_case, authorization) => {
    expectAuthRequired(
      await t.app.inject({ method: 'GET', url: userUrl(account.user.userId), headers: { authorization } }),
    );
  });

  /** The token's claims, to forge look-alikes. */
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      jti: string;
      iss: string;
      aud: string;
      exp: number;
      iat: number;
    };

  const forge = (claims: object, key = new TextEncoder().encode('x'.repeat(32))) =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);

  it('answers 401 for a forged signature, an altered payload and an unsigned token', async () => {
    const claims = claimsOf(account.token);
    const [header, , signature] = account.token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(other.user.userId) })).toString(
      'base64url',
    );
    const unsigned = new UnsecuredJWT({ ...claims }).encode();
    for (const token of [await forge(claims), `${header}.${otherPayload}.${signature}`, unsigned]) {
      expectAuthRequired(await getUser(token, account.user.userId));
    }
  });

  it('answers 401 for a token signed with the right key for a session that does not exist', async () => {
    const claims = claimsOf(account.token);
    expect(await forge(claims, signingKey)).toBe(account.token); // the right key indeed
    const token = await forge({ ...claims, jti: randomUUID() }, signingKey);
    expectAuthRequired(await getUser(token, account.user.userId));
    // …and the right key with the real session but another user's id in `sub`.
    const swapped = await forge({ ...claims, sub: String(other.user.userId) }, signingKey);
    expectAuthRequired(await getUser(swapped, other.user.userId));
  });

  it('POST /users/signOut revokes that token only; using it again answers 401', async () => {
    const session = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    const response = await injectAs(t.app, session.token, { method: 'POST', url: SIGN_OUT });
    expect(response.statusCode).toBe(200);
    expect(parseReply(MessageReplySchema, response)).toEqual({ message: 'Signed out successfully' });
    expectAuthRequired(await getUser(session.token, account.user.userId));
    expectAuthRequired(await injectAs(t.app, session.token, { method: 'POST', url: SIGN_OUT }));
    expect((await getUser(account.token, account.user.userId)).statusCode).toBe(200);
  });

  it('expires a token after 7 days', async () => {
    const session = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    t.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await getUser(session.token, account.user.userId)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expectAuthRequired(await getUser(session.token, account.user.userId));
    // Everything issued a week ago has gone, and a new sign-in works as ever.
    expectAuthRequired(await getUser(account.token, account.user.userId));
    const fresh = parseReply(SessionReplySchema, await signIn(t.app, account.email, account.password));
    expect((await getUser(fresh.token, account.user.userId)).statusCode).toBe(200);
  });

  it('issues HS256 tokens with the user as subject, the session as id and a 7-day expiry', async () => {
    const session = parseReply(SessionReplySchema, await signIn(t.app, other.email, other.password));
    const header = JSON.parse(
      Buffer.from(session.token.split('.')[0] ?? '', 'base64url').toString(),
    ) as object;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(session.token);
    expect(claims.sub).toBe(String(other.user.userId));
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp - claims.iat) * 1000).toBe(SESSION_TTL_MS);
  });
});

describe('request bodies never produce a 5xx', () => {
  const bodies: unknown[] = [
    {},
    [],
    null,
    'text',
    { emailId: {}, password: [] },
    { emailId: 'a@b.co', password: { $ne: '' } },
    { firstName: 'A'.repeat(10_000), lastName: 'B', emailId: 'x@y.zz', password: 'Lotus#Pond7' },
    { emailId: `${'x'.repeat(60_000)}@example.in`, password: 'x'.repeat(30_000) },
    { emailId: 'a@b.co', password: 'Lotus#Pond7', extra: { deep: [1, { x: null }] } },
    { email: 'x', otp: 123456 },
    { resetToken: 'x'.repeat(50_000), newPassword: 'Lotus#Pond7', confirmPassword: 'Lotus#Pond7' },
  ];
  it.each([
    apiUrl(api.users.createUser),
    apiUrl(api.users.signIn),
    apiUrl(api.users.forgotPassword),
    apiUrl(api.users.verifyOtp),
    apiUrl(api.users.resetPassword),
  ])('%s', async (url) => {
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      if (response.statusCode >= 400) parseReply(ErrorReplySchema, response);
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(api.users.signIn),
      headers: { 'content-type': 'application/json' },
      payload: '{"emailId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body' });
  });
});
