import { api } from '@shop/core';
import { demoAccounts, normalizeEmail } from '@shop/core/users';
import { QA_DATABASE_RESET_CONFIRMATION, qaEndpoints } from '@shop/core/qa';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, products, qaEvents, users } from '../src/db/schema';
import { databaseResetMessages } from '../src/routes/qa-database-reset';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  mailTo,
  postJson,
  signIn,
  signUp,
  type TestApp,
  twoSeededProducts,
} from './helper';

const RESET = apiUrl(qaEndpoints.resetDatabase);
const CONFIRMED = { confirm: QA_DATABASE_RESET_CONFIRMATION };

const countOf = async (t: TestApp, table: typeof users | typeof mailMessages | typeof qaEvents) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('the guarded whole-database reset (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['from another machine', { remoteAddress: '203.0.113.9' }],
    ['through a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['through a standard Forwarded header', { headers: { forwarded: 'for=203.0.113.9' } }],
    ['under a name of the wide world (DNS rebinding)', { headers: { host: 'shop.example.com' } }],
  ])('refuses a call %s with 403, and changes nothing', async (_case, options) => {
    const before = await countOf(t, users);
    const response = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: CONFIRMED,
      ...options,
      headers: { 'content-type': 'application/json', ...('headers' in options ? options.headers : {}) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: databaseResetMessages.notThisMachine });
    expect(await countOf(t, users)).toBe(before);
  });

  it('refuses the wrong words with 400 and the words to send', async () => {
    const response = await postJson(t.app, RESET, { confirm: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'To reset the whole database, send {"confirm": "reset the whole database"}',
    });
  });

  it('refuses a body without the confirmation with the contract 400', async () => {
    const response = await postJson(t.app, RESET, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: confirm is required',
      details: { confirm: 'is required' },
    });
  });

  it('accepts IPv6 loopback and a localhost name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { confirm: 'no' },
      remoteAddress: '::1',
      headers: { host: '[::1]:3000', 'content-type': 'application/json' },
    });
    // Past the machine check: only the confirmation is missing.
    expect(response.statusCode).toBe(400);
  });

  it('puts every account, cart, mail, event and changed product back to the seed', async () => {
    const learner = await signUp(t.app);
    const [productId] = await twoSeededProducts(t.db, [{ price: 1 }, { price: 2 }]);
    const byIds = { categoryId: Math.floor(productId / 100), productId };
    const priceShown = async () => {
      const reply = await postJson(t.app, apiUrl(api.products.getByIds), byIds);
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { product: { price: number } }).product.price;
    };
    t.app.services.catalogue.invalidate();
    expect(await priceShown()).toBe(1);
    await injectAs(t.app, learner.token, {
      method: 'POST',
      url: apiUrl(api.cart.add),
      payload: { productId },
    });
    await postJson(t.app, apiUrl(api.users.forgotPassword), { email: learner.email });
    await t.app.services.mailOutbox.settled();
    expect(await mailTo(t.app, learner.email)).toHaveLength(1);

    const response = await postJson(t.app, RESET, CONFIRMED);

    expect(response.statusCode).toBe(200);
    const reply = response.json() as { message: string; products: number; demoAccounts: number };
    expect(reply.message).toBe('The database is back to its seed');
    expect(reply.products).toBeGreaterThan(0);
    expect(await countOf(t, mailMessages)).toBe(0);
    expect(await countOf(t, qaEvents)).toBe(0);
    expect((await signIn(t.app, learner.email, learner.password)).statusCode).toBe(401);
    const cart = await injectAs(t.app, learner.token, { method: 'GET', url: apiUrl(api.cart.get) });
    expect(cart.statusCode).toBe(401);
    // Numbering restarts: the demo accounts are 1, 2, 3 again, as on a first start.
    const seeded = await t.db
      .select({ id: users.id, email: users.emailNormalized })
      .from(users)
      .orderBy(asc(users.id));
    expect(seeded).toHaveLength(reply.demoAccounts);
    expect(seeded.slice(0, demoAccounts.length)).toEqual(
      demoAccounts.map((account, index) => ({ id: index + 1, email: normalizeEmail(account.email) })),
    );
    // The catalogue's reply cache forgot the changed price.
    const [row] = await t.db
      .select({ price: products.price })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    expect(row!.price).not.toBe(1);
    expect(await priceShown()).toBe(row!.price);
    // A demo account signs in as before.
    const standard = demoAccounts.find((account) => account.kind === 'standard')!;
    expect((await signIn(t.app, standard.email, standard.password)).statusCode).toBe(200);
  });
});

describe('the whole-database reset outside demo mode', () => {
  it('does not exist (404)', async () => {
    const production = await buildTestApp({ demoMode: false });
    try {
      expect((await postJson(production.app, RESET, CONFIRMED)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
