import { randomUUID } from 'node:crypto';
import { api, AUTH_FAILURE_LIMIT } from '@shop/core';
import { accountMessages, tooManyAttemptsMessage } from '@shop/core/users';
import { CartReplySchema } from '@shop/core/cart';
import { demoAccount, normalizeEmail, SessionReplySchema } from '@shop/core/users';
import { qaEndpoints, qaPersona, qaSettings } from '@shop/core/qa';
import { asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, products, users } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, type TestApp } from './helper';

/**
 * Demo accounts on a shared instance (issue 11, item 6): their passwords never change, nobody
 * locks them for anyone else, each sandbox gets its own twin (cart, profile), and the mailbox
 * shows a sandbox only its own accounts' mail (plus the public test domain).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SANDBOX_HEADER = qaSettings.sandbox.header;
const standard = demoAccount('standard');
const sandbox = (label: string) => `${label}-${randomUUID()}`;
const asSandbox = (key: string | undefined) => (key ? { [SANDBOX_HEADER]: key } : {});

function post(url: string, payload: object, key?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload, headers: asSandbox(key) });
}

const signInAs = (email: string, password: string, key?: string) =>
  post(apiUrl(api.users.signIn), { emailId: email, password }, key);

const forgot = (email: string, key?: string) => post(apiUrl(api.users.forgotPassword), { email }, key);

async function mailbox(email: string, key?: string): Promise<{ subject: string; to: string }[]> {
  await t.app.services.mailOutbox.settled();
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiUrl(api.mailbox.list)}?email=${encodeURIComponent(email)}`,
    headers: asSandbox(key),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: { subject: string; to: string }[] }).messages;
}

const storedMailTo = async (email: string) => {
  await t.app.services.mailOutbox.settled();
  return t.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toNormalized, normalizeEmail(email)));
};

describe('demo accounts keep their password', () => {
  it.each([
    ['standard', standard.email],
    ['problem', demoAccount('problem').email],
    ['locked', demoAccount('locked').email],
    ['slow', qaPersona('slow').email],
    ['error', qaPersona('error').email],
    ['visual', qaPersona('visual').email],
    ['a11y', qaPersona('a11y').email],
  ])('forgot password for the %s account answers as for anyone, but mails no code', async (_kind, email) => {
    const reply = await forgot(email, sandbox('forgot'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: accountMessages.otpSent });
    expect(await storedMailTo(email)).toEqual([]);
  });

  it('a twin’s own address opens nothing: it has no password', async () => {
    const key = sandbox('twin-address');
    expect((await signInAs(standard.email, standard.password, key)).statusCode).toBe(200);
    const [twin] = await t.db
      .select()
      .from(users)
      .where(like(users.emailNormalized, `%#${key}`));
    expect(twin).toMatchObject({ email: standard.email, passwordHash: null, sandboxKey: key });
    const reply = await signInAs(`${standard.email}#${key}`, standard.password);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: accountMessages.invalidCredentials });
  });
});

describe('wrong passwords on a demo account hold back only the sandbox that sent them', () => {
  it(`${AUTH_FAILURE_LIMIT} wrong passwords in one sandbox: 429 there, sign-in as usual in another`, async () => {
    const guesser = sandbox('guesser');
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt++) {
      expect((await signInAs(standard.email, 'Wrong#Pass1', guesser)).statusCode).toBe(401);
    }
    const held = await signInAs(standard.email, standard.password, guesser);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: tooManyAttemptsMessage(15 * 60) });

    expect((await signInAs(standard.email, standard.password, sandbox('bystander'))).statusCode).toBe(200);
    expect((await signInAs(standard.email, standard.password)).statusCode).toBe(200);
  });

  it('a client without a sandbox is never held back on a demo account (its password is public)', async () => {
    for (let attempt = 0; attempt <= AUTH_FAILURE_LIMIT; attempt++) {
      expect((await signInAs(standard.email, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    expect((await signInAs(standard.email, standard.password)).statusCode).toBe(200);
  });

  it('an ordinary account is still limited per address, whatever the sandbox', async () => {
    const owner = await post(
      apiUrl(api.users.createUser),
      {
        firstName: 'Kavya',
        lastName: 'Menon',
        emailId: `kavya.${randomUUID()}@example.in`,
        password: 'Lotus#Pond7',
      },
      sandbox('owner'),
    );
    const email = parseReply(SessionReplySchema, owner).user.emailId;
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt++) {
      expect((await signInAs(email, 'Wrong#Pass1', sandbox(`guess-${attempt}`))).statusCode).toBe(401);
    }
    expect((await signInAs(email, 'Lotus#Pond7', sandbox('other'))).statusCode).toBe(429);
  });
});

describe('a sandbox’s twin of a demo account', () => {
  const addFirstProduct = async (token: string) => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    return injectAs(t.app, token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      payload: { productId: product?.id, quantity: 2, requestId: randomUUID() },
    });
  };
  const cartOf = async (token: string) =>
    parseReply(CartReplySchema, await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.cart.get) }));

  it('keeps one learner’s cart out of another’s, and comes back on the next sign-in', async () => {
    const [first, second] = [sandbox('learner-a'), sandbox('learner-b')];
    const a = parseReply(SessionReplySchema, await signInAs(standard.email, standard.password, first));
    const b = parseReply(SessionReplySchema, await signInAs(standard.email, standard.password, second));
    expect(a.user).toMatchObject({ emailId: standard.email, firstName: standard.firstName });
    expect(b.user.userId).not.toBe(a.user.userId);

    expect((await addFirstProduct(a.token)).statusCode).toBe(200);
    expect((await cartOf(a.token)).items).toHaveLength(1);
    expect((await cartOf(b.token)).items).toEqual([]);

    const again = parseReply(SessionReplySchema, await signInAs(standard.email, standard.password, first));
    expect(again.user.userId).toBe(a.user.userId);
    expect((await cartOf(again.token)).items).toHaveLength(1);
  });

  it('is made once when one sandbox signs in many times at once', async () => {
    const key = sandbox('parallel');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => signInAs(standard.email, standard.password, key)),
    );
    const ids = new Set(replies.map((reply) => parseReply(SessionReplySchema, reply).user.userId));
    expect(ids.size).toBe(1);
    const twins = await t.db.select().from(users).where(eq(users.sandboxKey, key));
    expect(twins).toHaveLength(1);
  });

  it('carries the persona of its account', async () => {
    const key = sandbox('persona');
    const problem = demoAccount('problem');
    const reply = parseReply(SessionReplySchema, await signInAs(problem.email, problem.password, key));
    const [twin] = await t.db.select().from(users).where(eq(users.id, reply.user.userId));
    expect(twin).toMatchObject({ persona: 'problem', demoKind: null, sandboxKey: key });
    expect(twin?.twinOf).not.toBeNull();
  });

  it('without a sandbox key: a fresh twin, and the reply hands over its new key (header and cookie)', async () => {
    const first = await signInAs(standard.email, standard.password);
    const key = first.headers[SANDBOX_HEADER];
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(String(first.headers['set-cookie'])).toContain(
      `${qaSettings.sandbox.cookie}=${String(key)}; Path=/`,
    );
    const again = await signInAs(standard.email, standard.password, String(key));
    expect(again.headers[SANDBOX_HEADER]).toBeUndefined();
    expect(parseReply(SessionReplySchema, again).user.userId).toBe(
      parseReply(SessionReplySchema, first).user.userId,
    );
  });

  it('the locked account stays locked in every sandbox (no twin is made)', async () => {
    const locked = demoAccount('locked');
    const key = sandbox('locked');
    expect((await signInAs(locked.email, locked.password, key)).statusCode).toBe(423);
    expect(await t.db.select().from(users).where(eq(users.sandboxKey, key))).toEqual([]);
  });
});

describe('the mailbox shows a sandbox only its own accounts’ mail', () => {
  async function signUpIn(key: string | undefined, domain = 'example.in') {
    const email = `owner.${randomUUID()}@${domain}`;
    const reply = await post(
      apiUrl(api.users.createUser),
      { firstName: 'Ravi', lastName: 'Iyer', emailId: email, password: 'Lotus#Pond7' },
      key,
    );
    expect(reply.statusCode).toBe(201);
    return { email, reply };
  }

  it('the four-call takeover fails: a stranger’s forgot-password mail is not the stranger’s to read', async () => {
    const owner = sandbox('owner');
    const { email } = await signUpIn(owner);
    const stranger = sandbox('stranger');
    expect((await forgot(email, stranger)).statusCode).toBe(200);
    expect(await mailbox(email, stranger)).toEqual([]);
    expect(await mailbox(email)).toEqual([]);
    expect(await mailbox(email, owner)).toEqual([
      expect.objectContaining({ to: email, subject: 'Your ShopLane password reset code' }),
    ]);
  });

  it('a sign-up without a sandbox gets one, handed over with the reply, that reads its mail', async () => {
    const { email, reply } = await signUpIn(undefined);
    const key = reply.headers[SANDBOX_HEADER];
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await forgot(email);
    expect(await mailbox(email)).toEqual([]);
    expect(await mailbox(email, String(key))).toHaveLength(1);
  });

  it('a sign-up with a sandbox keeps it and gets no new one', async () => {
    const key = sandbox('keeper');
    const { email, reply } = await signUpIn(key);
    expect(reply.headers[SANDBOX_HEADER]).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.emailNormalized, normalizeEmail(email)));
    expect(row?.sandboxKey).toBe(key);
  });

  it('mail to the public test domain is readable by anyone, on purpose', async () => {
    const { email } = await signUpIn(sandbox('public-owner'), 'public.shoplane.test');
    await forgot(email, sandbox('anyone'));
    expect(await mailbox(email)).toHaveLength(1);
    expect(await mailbox(email, sandbox('someone-else'))).toHaveLength(1);
  });

  it('the page lists only the recipients of the reader’s own mail', async () => {
    const mine = sandbox('mine');
    const theirs = sandbox('theirs');
    const { email: myAddress } = await signUpIn(mine);
    const { email: theirAddress } = await signUpIn(theirs);
    await forgot(myAddress);
    await forgot(theirAddress);
    await t.app.services.mailOutbox.settled();
    const page = await t.app.inject({
      method: 'GET',
      url: '/mailbox',
      headers: { cookie: `${qaSettings.sandbox.cookie}=${mine}` },
    });
    expect(page.body).toContain(encodeURIComponent(myAddress));
    expect(page.body).not.toContain(encodeURIComponent(theirAddress));
    expect(page.body).toContain('data-testid="mailbox-rule"');
  });

  it('a mail is one of its sandbox’s events, with the trace id of the request that caused it', async () => {
    const owner = sandbox('events');
    const { email } = await signUpIn(owner);
    const reply = await forgot(email, owner);
    await t.app.services.mailOutbox.settled();
    const events = await t.app.inject({
      method: 'GET',
      url: apiUrl(qaEndpoints.events),
      headers: asSandbox(owner),
    });
    expect((events.json() as { events: unknown[] }).events[0]).toMatchObject({
      kind: 'mail',
      name: 'Your ShopLane password reset code',
      traceId: reply.headers['x-trace-id'],
      detail: { to: email },
    });
  });
});
