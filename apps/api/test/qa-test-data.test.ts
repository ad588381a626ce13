import { api } from '@shop/core';
import { CartReplySchema } from '@shop/core/cart';
import { SessionReplySchema } from '@shop/core/users';
import { qaEndpoints } from '@shop/core/qa';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, postJson, signIn, signUp, type TestApp } from './helper';

const SANDBOX = 'test-data-sandbox-0001';
const CREATE = apiUrl(qaEndpoints.createTestUser);
const RESET = apiUrl(qaEndpoints.resetMyData);

describe('test-data API (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('makes a fresh account with a working token and password in one call, owned by the sandbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: { firstName: 'Ira' },
      headers: { 'x-qa-sandbox': SANDBOX },
    });
    expect(response.statusCode).toBe(201);
    const { user, token, password } = response.json() as {
      user: { userId: number; emailId: string; firstName: string; lastName: string };
      token: string;
      password: string;
    };
    expect(user).toMatchObject({ firstName: 'Ira', lastName: 'Learner' });
    expect(user.emailId).toMatch(/^learner\.[0-9a-f]{12}@shoplane\.test$/);
    expect((await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.cart.get) })).statusCode).toBe(200);
    const again = await signIn(t.app, user.emailId, password);
    expect(again.statusCode).toBe(200);
    expect(parseReply(SessionReplySchema, again).user.userId).toBe(user.userId);
    const [row] = await t.db
      .select({ sandboxKey: users.sandboxKey })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row?.sandboxKey).toBe(SANDBOX);
    const events = await t.app.inject({
      method: 'GET',
      url: apiUrl(qaEndpoints.events),
      headers: { 'x-qa-sandbox': SANDBOX },
    });
    expect((events.json() as { events: { kind: string; name: string }[] }).events[0]).toMatchObject({
      kind: 'data',
      name: 'qa.createTestUser',
    });
  });

  it('makes a different account each call, also without names or a sandbox', async () => {
    const [first, second] = await Promise.all([postJson(t.app, CREATE, {}), postJson(t.app, CREATE, {})]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const emails = [first, second].map(
      (response) => (response.json() as { user: { emailId: string } }).user.emailId,
    );
    expect(emails[0]).not.toBe(emails[1]);
  });

  it('refuses names beyond the limits with a 400', async () => {
    const response = await postJson(t.app, CREATE, { firstName: 'x'.repeat(51) });
    expect(response.statusCode).toBe(400);
  });

  it('empties my own cart, profile and addresses, and nobody else’s', async () => {
    const mine = await signUp(t.app);
    const theirs = await signUp(t.app);
    for (const who of [mine, theirs]) {
      const added = await injectAs(t.app, who.token, {
        method: 'POST',
        url: apiUrl(api.cart.add),
        payload: { productId: 101, quantity: 2 },
      });
      expect(added.statusCode).toBe(200);
      const saved = await injectAs(t.app, who.token, {
        method: 'POST',
        url: apiUrl(api.profile.saveAgeGroup),
        payload: { userId: who.user.userId, ageGroupId: 1 },
      });
      expect(saved.statusCode).toBe(200);
      const address = await injectAs(t.app, who.token, {
        method: 'POST',
        url: apiUrl(api.addresses.create),
        payload: {
          fullName: 'Ira Learner',
          mobile: '9845012345',
          line1: '1 MG Road',
          pin: '560001',
          type: 'Home',
        },
      });
      expect(address.statusCode).toBe(201);
    }
    const reset = await injectAs(t.app, mine.token, { method: 'POST', url: RESET });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your cart, profile, addresses and orders are empty again' });

    const myCart = await injectAs(t.app, mine.token, { method: 'GET', url: apiUrl(api.cart.get) });
    expect(parseReply(CartReplySchema, myCart).items).toEqual([]);
    const myAge = await injectAs(t.app, mine.token, {
      method: 'GET',
      url: apiUrl(api.profile.getUserAgeGroup, { userId: mine.user.userId }),
    });
    expect(myAge.statusCode).toBe(404);
    const addressesOf = async (token: string) =>
      (await injectAs(t.app, token, { method: 'GET', url: apiUrl(api.addresses.list) })).json() as {
        addresses: unknown[];
      };
    expect((await addressesOf(mine.token)).addresses).toEqual([]);
    expect((await addressesOf(theirs.token)).addresses).toHaveLength(1);

    const theirCart = await injectAs(t.app, theirs.token, { method: 'GET', url: apiUrl(api.cart.get) });
    expect(parseReply(CartReplySchema, theirCart).items).toHaveLength(1);
    const theirAge = await injectAs(t.app, theirs.token, {
      method: 'GET',
      url: apiUrl(api.profile.getUserAgeGroup, { userId: theirs.user.userId }),
    });
    expect(theirAge.statusCode).toBe(200);
  });

  it('asks for a session before resetting anything', async () => {
    const response = await t.app.inject({ method: 'POST', url: RESET });
    expect(response.statusCode).toBe(401);
  });
});
