import { randomUUID } from 'node:crypto';
import { api, MAX_LINE_QUANTITY } from '@shop/core';
import { CartReplySchema } from '@shop/core/cart';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAddRequests, cartItems } from '../src/db/schema';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  signUp,
  type TestApp,
  twoSeededProducts,
} from './helper';

/**
 * Races that PGlite (one statement at a time) hides and PostgreSQL shows: real parallel requests,
 * on both drivers (`DATABASE_URL=… npx vitest run --project api apps/api/test/cart*.test.ts`).
 */
let t: TestApp;
let productId: number;
let otherId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [productId, otherId] = await twoSeededProducts(t.db, [{ stock: 1_000 }, { stock: 1_000 }]);
});
afterAll(() => t.close());

const cartUrl = apiUrl(api.cart.get);
const PARALLEL_ADDS = 200;
const SAME_ID_ADDS = 50;

describe('parallel cart changes', () => {
  it(`${PARALLEL_ADDS} parallel adds of one product sum exactly, within the per-line ceiling`, async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_ADDS }, () =>
        injectAs(t.app, user.token, { method: 'POST', url: cartUrl, payload: { productId, quantity: 1 } }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    const refused = responses.filter((response) => response.statusCode === 409);
    // Every request was answered as one of the two, never a 500.
    expect(accepted + refused.length).toBe(PARALLEL_ADDS);
    // 200 adds of 1 exceed the ceiling of 99: exactly 99 apply, the rest are refused with the rule's text.
    expect(accepted).toBe(MAX_LINE_QUANTITY);
    for (const response of refused) {
      expect(response.json()).toEqual({ error: 'At most 99 of one product fit in a cart' });
    }
    const cart = parseReply(
      CartReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: cartUrl }),
    );
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[productId, accepted]]);
  });

  it('parallel adds below the ceiling all apply: the final quantity is the sum of the quantities', async () => {
    const user = await signUp(t.app);
    // 1, 2, 3, 4 ten times is 100; without the last 4: 96 in 39 requests, below the ceiling of 99.
    const quantities = Array.from({ length: 39 }, (_, i) => 1 + (i % 4));
    const sum = quantities.reduce((a, b) => a + b, 0);
    const responses = await Promise.all(
      quantities.map((quantity) =>
        injectAs(t.app, user.token, { method: 'POST', url: cartUrl, payload: { productId, quantity } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(quantities.map(() => 200));
    const cart = parseReply(
      CartReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: cartUrl }),
    );
    expect(cart.items.map((item) => item.quantity)).toEqual([sum]);
  });

  it(`${SAME_ID_ADDS} parallel adds with one requestId add once, and every one answers 200 with that cart`, async () => {
    const user = await signUp(t.app);
    const requestId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: SAME_ID_ADDS }, () =>
        injectAs(t.app, user.token, {
          method: 'POST',
          url: cartUrl,
          payload: { productId, quantity: 1, requestId },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    for (const response of responses) {
      expect(parseReply(CartReplySchema, response).items.map((item) => item.quantity)).toEqual([1]);
    }
    const cart = parseReply(
      CartReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: cartUrl }),
    );
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[productId, 1]]);
    const ids = await t.db.select().from(cartAddRequests).where(eq(cartAddRequests.userId, user.user.userId));
    expect(ids.map((row) => row.requestId)).toEqual([requestId]);
  });

  it(`${SAME_ID_ADDS} parallel adds with distinct requestIds all apply: the quantities sum`, async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: SAME_ID_ADDS }, () =>
        injectAs(t.app, user.token, {
          method: 'POST',
          url: cartUrl,
          payload: { productId, quantity: 1, requestId: randomUUID() },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const cart = parseReply(
      CartReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: cartUrl }),
    );
    expect(cart.items.map((item) => item.quantity)).toEqual([SAME_ID_ADDS]);
  });

  it('parallel sends of one refused add record nothing: the same id, sent again later, adds once', async () => {
    const user = await signUp(t.app);
    const requestId = randomUUID();
    const send = () =>
      injectAs(t.app, user.token, {
        method: 'POST',
        url: cartUrl,
        payload: { productId, quantity: 1, requestId },
      });
    // A full line: every send is refused by the per-line ceiling.
    await injectAs(t.app, user.token, {
      method: 'POST',
      url: cartUrl,
      payload: { productId, quantity: MAX_LINE_QUANTITY },
    });
    const refused = await Promise.all(Array.from({ length: 10 }, send));
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 409));
    expect(
      await t.db.select().from(cartAddRequests).where(eq(cartAddRequests.userId, user.user.userId)),
    ).toEqual([]);
    await injectAs(t.app, user.token, { method: 'DELETE', url: cartUrl, payload: { productId } });
    const retried = await Promise.all(Array.from({ length: 10 }, send));
    expect(retried.map((response) => response.statusCode)).toEqual(retried.map(() => 200));
    const cart = parseReply(
      CartReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: cartUrl }),
    );
    expect(cart.items.map((item) => item.quantity)).toEqual([1]);
  });

  it('parallel add, update, remove and clear never answer 500 and never leave a zero or negative line', async () => {
    const user = await signUp(t.app);
    const calls = Array.from({ length: 200 }, (_, i) => {
      const target = i % 3 === 0 ? otherId : productId;
      switch (i % 5) {
        case 0:
        case 1:
          return {
            method: 'POST' as const,
            url: cartUrl,
            payload: { productId: target, quantity: 1 + (i % 3) },
          };
        case 2:
          return {
            method: 'PATCH' as const,
            url: cartUrl,
            payload: { productId: target, quantity: 1 + (i % 7) },
          };
        case 3:
          return { method: 'DELETE' as const, url: cartUrl, payload: { productId: target } };
        default:
          return i % 20 === 4
            ? { method: 'DELETE' as const, url: apiUrl(api.cart.clear) }
            : { method: 'GET' as const, url: cartUrl };
      }
    });
    const responses = await Promise.all(calls.map((call) => injectAs(t.app, user.token, call)));
    for (const response of responses) {
      expect([200, 404, 409]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        const cart = parseReply(CartReplySchema, response);
        for (const item of cart.items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
      }
    }
    const badLines = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, user.user.userId), lte(cartItems.quantity, 0)));
    expect(badLines).toEqual([]);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.user.userId));
    expect(new Set(lines.map((line) => line.productId)).size).toBe(lines.length);
  });
});
