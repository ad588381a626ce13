import { randomUUID } from 'node:crypto';
import { api, CART_REQUEST_ID_TTL_MS, MAX_LINE_QUANTITY } from '@shop/core';
import { cartBeyondStockMessage, cartServerMessages } from '@shop/core/cart';
import { CartReplySchema } from '@shop/core/cart';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAddRequests, cartItems, products } from '../src/db/schema';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  signUp,
  type SignedUp,
  type TestApp,
  twoSeededProducts,
} from './helper';

let t: TestApp;
/** Two products with prices of our choosing, so every figure below is worked out by hand. */
let phoneId: number;
let earphonesId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [phoneId, earphonesId] = await twoSeededProducts(t.db, [
    { price: 74_999, oldprice: 89_999, discountpercent: 17, stock: 500 },
    { price: 1_499, oldprice: 1_499, discountpercent: 0, stock: 5 },
  ]);
});
afterAll(() => t.close());

const cartUrl = apiUrl(api.cart.get);
const clearUrl = apiUrl(api.cart.clear);

const getCart = (user: SignedUp) => injectAs(t.app, user.token, { method: 'GET', url: cartUrl });
const add = (user: SignedUp, body: object) =>
  injectAs(t.app, user.token, { method: 'POST', url: cartUrl, payload: body });
const update = (user: SignedUp, body: object) =>
  injectAs(t.app, user.token, { method: 'PATCH', url: cartUrl, payload: body });
const remove = (user: SignedUp, body: object) =>
  injectAs(t.app, user.token, { method: 'DELETE', url: cartUrl, payload: body });
const clear = (user: SignedUp) => injectAs(t.app, user.token, { method: 'DELETE', url: clearUrl });

async function cartOf(user: SignedUp) {
  const response = await getCart(user);
  expect(response.statusCode).toBe(200);
  return parseReply(CartReplySchema, response);
}

/** The add ids the server has recorded for the user (POST /cart `requestId`). */
const appliedIds = async (user: SignedUp) =>
  (
    await t.db
      .select({ requestId: cartAddRequests.requestId })
      .from(cartAddRequests)
      .where(eq(cartAddRequests.userId, user.user.userId))
  ).map((row) => row.requestId);

describe('GET /cart', () => {
  it('answers an empty cart with a zero summary for a new user', async () => {
    const user = await signUp(t.app);
    const response = await getCart(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      items: [],
      summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
    });
  });

  it.each([
    ['GET', cartUrl, undefined],
    ['POST', cartUrl, { productId: 1, quantity: 1 }],
    ['PATCH', cartUrl, { productId: 1, quantity: 1 }],
    ['DELETE', cartUrl, { productId: 1 }],
    ['DELETE', clearUrl, undefined],
  ] as const)("%s %s without a token: 401 'Authentication required'", async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });

  it("answers 401 'Authentication required' for a token that is not ours", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: cartUrl,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });
});

describe('POST /cart', () => {
  it('adds a line with prices as text, line totals and the GST summary (§3, §9)', async () => {
    const user = await signUp(t.app);
    const response = await add(user, { productId: phoneId, quantity: 2 });
    expect(response.statusCode).toBe(200);
    const cart = parseReply(CartReplySchema, response);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: phoneId,
      quantity: 2,
      options: {},
      product: {
        id: phoneId,
        price: '74999.00',
        oldprice: '89999.00',
        discountpercent: 17,
        freedelivery: expect.any(Boolean),
      },
      totals: { total: 149_998, youSave: 30_000 },
    });
    expect(Number.isInteger(cart.items[0]?.itemId)).toBe(true);
    expect(cart.summary).toEqual({
      subtotal: 149_998,
      youSave: 30_000,
      deliveryFee: 0,
      tax: 27_000, // 18 % of 149998 = 26999.64, rounded
      total: 176_998,
    });
  });

  it('takes quantity 1 when none is given', async () => {
    const user = await signUp(t.app);
    const cart = parseReply(CartReplySchema, await add(user, { productId: earphonesId }));
    expect(cart.items.map((item) => item.quantity)).toEqual([1]);
    expect(cart.summary).toEqual({ subtotal: 1_499, youSave: 0, deliveryFee: 0, tax: 270, total: 1_769 });
  });

  it('raises the quantity of a product already in the cart: one line per product', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: phoneId, quantity: 2 });
    const cart = parseReply(CartReplySchema, await add(user, { productId: phoneId, quantity: 3 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
  });

  it('puts the storage surcharge of §9 in the unit price and keeps the options; the latest options win', async () => {
    const user = await signUp(t.app);
    const first = parseReply(
      CartReplySchema,
      await add(user, {
        productId: phoneId,
        quantity: 1,
        options: { storage: '512GB', color: 'Blue Titanium' },
      }),
    );
    expect(first.items[0]).toMatchObject({
      options: { storage: '512GB', color: 'Blue Titanium' },
      product: { price: '94999.00', oldprice: '109999.00' },
      totals: { total: 94_999, youSave: 15_000 },
    });
    const second = parseReply(
      CartReplySchema,
      await add(user, { productId: phoneId, quantity: 1, options: { storage: '1TB' } }),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({
      quantity: 2,
      options: { storage: '1TB' },
      product: { price: '114999.00', oldprice: '129999.00' },
      totals: { total: 229_998, youSave: 30_000 },
    });
    // Without options the line keeps the ones it has.
    const third = parseReply(CartReplySchema, await add(user, { productId: phoneId }));
    expect(third.items[0]).toMatchObject({ quantity: 3, options: { storage: '1TB' } });
    expect(third.summary).toMatchObject({ subtotal: 344_997, tax: 62_099, total: 407_096 });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const user = await signUp(t.app);
    const response = await add(user, { productId: 987_654, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found' });
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('answers 409 for an out-of-stock product and leaves the cart as it was', async () => {
    const user = await signUp(t.app);
    const [soldOut] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .offset(2)
      .limit(1);
    if (!soldOut) throw new Error('The seed has too few products');
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    const response = await add(user, { productId: soldOut.id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This product is out of stock' });
    expect(cartServerMessages.outOfStock).toBe('This product is out of stock');
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('answers 409 with the stock when the quantity goes beyond it, at once or in steps', async () => {
    const user = await signUp(t.app);
    const tooMany = await add(user, { productId: earphonesId, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'Only 5 left in stock: your cart can hold at most 5 of this product',
    });
    expect(cartBeyondStockMessage(5)).toBe(tooMany.json().error);
    expect((await add(user, { productId: earphonesId, quantity: 4 })).statusCode).toBe(200);
    const oneTooMany = await add(user, { productId: earphonesId, quantity: 2 });
    expect(oneTooMany.statusCode).toBe(409);
    expect(oneTooMany.json()).toEqual({
      error: 'Only 5 left in stock: your cart can hold at most 5 of this product',
    });
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([4]);
  });

  it(`answers 409 past ${MAX_LINE_QUANTITY} of one product on a line`, async () => {
    const user = await signUp(t.app);
    expect((await add(user, { productId: phoneId, quantity: 98 })).statusCode).toBe(200);
    const response = await add(user, { productId: phoneId, quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'At most 99 of one product fit in a cart' });
    expect((await add(user, { productId: phoneId, quantity: 1 })).statusCode).toBe(200);
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([99]);
  });

  it.each([
    [{ productId: 1, quantity: 0 }, { quantity: 'must be at least 1' }],
    [{ productId: 1, quantity: 100 }, { quantity: 'must be at most 99' }],
    [{ productId: 1, quantity: 1.5 }, { quantity: 'must be a whole number' }],
    [{ productId: 'x', quantity: 1 }, { productId: 'must be a number' }],
    [{ quantity: 1 }, { productId: expect.any(String) }],
  ])('answers 400 with field details for %j', async (body, details) => {
    const user = await signUp(t.app);
    const response = await add(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), details });
  });

  it('answers 400 for options the details screen does not offer', async () => {
    const user = await signUp(t.app);
    const response = await add(user, { productId: phoneId, options: { storage: '2TB' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Storage '2TB' is not available for this product",
      details: { 'options.storage': "Storage '2TB' is not available for this product" },
    });
    const colour = await add(user, { productId: phoneId, options: { storage: '1TB', color: 'Red' } });
    expect(colour.json()).toEqual({
      error: "Colour 'Red' is not available for this product",
      details: { 'options.color': "Colour 'Red' is not available for this product" },
    });
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('never reads a user id from the body: the line goes to the token’s cart', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await add(owner, { productId: phoneId, quantity: 1, userId: other.user.userId });
    expect(response.statusCode).toBe(200);
    expect((await cartOf(owner)).items).toHaveLength(1);
    expect((await cartOf(other)).items).toEqual([]);
  });
});

describe('POST /cart with a requestId (idempotency key)', () => {
  it('adds once for the same requestId: a repeat answers 200 with the cart as it is', async () => {
    const user = await signUp(t.app);
    const requestId = randomUUID();
    const first = await add(user, { productId: phoneId, quantity: 2, requestId });
    expect(first.statusCode).toBe(200);
    // Another add in between shows the repeat answers the cart as it is now, not the first reply.
    await add(user, { productId: earphonesId, quantity: 1, requestId: randomUUID() });
    const repeat = await add(user, { productId: phoneId, quantity: 2, requestId });
    expect(repeat.statusCode).toBe(200);
    const cart = parseReply(CartReplySchema, repeat);
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      [phoneId, 2],
      [earphonesId, 1],
    ]);
    expect(cart).toEqual(await cartOf(user));
  });

  it('a repeat changes nothing, not even the options it carries', async () => {
    const user = await signUp(t.app);
    const requestId = randomUUID();
    await add(user, { productId: phoneId, quantity: 1, options: { storage: '512GB' }, requestId });
    const repeat = parseReply(
      CartReplySchema,
      await add(user, { productId: phoneId, quantity: 1, options: { storage: '1TB' }, requestId }),
    );
    expect(repeat.items[0]).toMatchObject({ quantity: 1, options: { storage: '512GB' } });
  });

  it('distinct requestIds each add, and adds without one add every time (older callers)', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: phoneId, quantity: 1, requestId: randomUUID() });
    await add(user, { productId: phoneId, quantity: 2, requestId: randomUUID() });
    await add(user, { productId: phoneId, quantity: 1 });
    await add(user, { productId: phoneId, quantity: 1 });
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([5]);
    expect(await appliedIds(user)).toHaveLength(2);
  });

  it('a requestId is one user’s: another user’s add with the same id still adds', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const requestId = randomUUID();
    await add(owner, { productId: phoneId, quantity: 1, requestId });
    expect((await add(other, { productId: phoneId, quantity: 3, requestId })).statusCode).toBe(200);
    expect((await cartOf(other)).items.map((item) => item.quantity)).toEqual([3]);
    expect((await cartOf(owner)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it.each([
    ['404 for an unknown product', () => ({ productId: 987_654, quantity: 1 }), 404],
    ['409 beyond the stock', () => ({ productId: earphonesId, quantity: 6 }), 409],
  ])('a refused add (%s) records nothing: the same id may be retried', async (_name, body, status) => {
    const user = await signUp(t.app);
    const requestId = randomUUID();
    const refused = await add(user, { ...body(), requestId });
    expect(refused.statusCode).toBe(status);
    expect(await appliedIds(user)).toEqual([]);
    const retried = await add(user, { productId: earphonesId, quantity: 2, requestId });
    expect(retried.statusCode).toBe(200);
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([2]);
    expect(await appliedIds(user)).toEqual([requestId]);
  });

  it(`forgets ids older than ${CART_REQUEST_ID_TTL_MS / 3_600_000} h: such an id adds again, and the hourly maintenance deletes it`, async () => {
    expect(CART_REQUEST_ID_TTL_MS).toBe(24 * 60 * 60_000);
    const user = await signUp(t.app);
    const old = randomUUID();
    const recent = randomUUID();
    await add(user, { productId: phoneId, quantity: 1, requestId: old });
    await add(user, { productId: phoneId, quantity: 1, requestId: recent });
    const backdate = async (requestId: string, hours: number) =>
      t.db
        .update(cartAddRequests)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
        .where(and(eq(cartAddRequests.userId, user.user.userId), eq(cartAddRequests.requestId, requestId)));
    await backdate(old, 25);
    await backdate(recent, 23);
    // Within 24 h the id still adds once; the forgotten one is a new add, and starts a new window.
    await add(user, { productId: phoneId, quantity: 1, requestId: recent });
    await add(user, { productId: phoneId, quantity: 1, requestId: old });
    await add(user, { productId: phoneId, quantity: 1, requestId: old });
    expect((await cartOf(user)).items.map((item) => [item.productId, item.quantity])).toEqual([[phoneId, 3]]);

    await backdate(old, 25);
    await t.app.services.maintenance.prune();
    expect(await appliedIds(user)).toEqual([recent]);
  });

  it.each([['not-a-uuid'], [''], [42]])('answers 400 for the requestId %j', async (requestId) => {
    const user = await signUp(t.app);
    const response = await add(user, { productId: phoneId, requestId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { requestId: expect.any(String) } });
    expect((await cartOf(user)).items).toEqual([]);
  });
});

describe('options only where a product has them (§9: phones and tablets)', () => {
  /** A grocery product with stock (category 10): no storage, no colour. */
  async function groceryItem() {
    const [row] = await t.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.categoryid, 10), sql`${products.stock} >= 5`))
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error('The seed has no grocery product in stock');
    return row;
  }

  it('refuses a storage or colour on a product without them (400), adding and charging nothing', async () => {
    const user = await signUp(t.app);
    const grocery = await groceryItem();
    const storage = await add(user, { productId: grocery.id, quantity: 1, options: { storage: '1TB' } });
    expect(storage.statusCode).toBe(400);
    expect(storage.json()).toEqual({
      error: 'This product has no storage option',
      details: { 'options.storage': 'This product has no storage option' },
    });
    const colour = await add(user, { productId: grocery.id, options: { color: 'Blue Titanium' } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toEqual({
      error: 'This product has no colour option',
      details: { 'options.color': 'This product has no colour option' },
    });
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('adds the same product without options (or with none given) at its own price', async () => {
    const user = await signUp(t.app);
    const grocery = await groceryItem();
    await add(user, { productId: grocery.id, quantity: 1, options: {} });
    const cart = parseReply(CartReplySchema, await add(user, { productId: grocery.id, quantity: 1 }));
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      options: {},
      product: { price: `${grocery.price}.00` },
    });
  });

  it('a refused add with a requestId records nothing: the same id may be retried', async () => {
    const user = await signUp(t.app);
    const grocery = await groceryItem();
    const requestId = randomUUID();
    const refused = await add(user, { productId: grocery.id, options: { storage: '512GB' }, requestId });
    expect(refused.statusCode).toBe(400);
    expect(await appliedIds(user)).toEqual([]);
    expect((await add(user, { productId: grocery.id, requestId })).statusCode).toBe(200);
    expect(await appliedIds(user)).toEqual([requestId]);
  });

  it('an unknown product is still 404, options or not', async () => {
    const user = await signUp(t.app);
    const response = await add(user, { productId: 987_654, options: { storage: '1TB' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found' });
  });

  it('a kept line whose options the product does not offer reads without them, at the product’s price', async () => {
    const user = await signUp(t.app);
    const grocery = await groceryItem();
    // Lines written before the rule: a grocery item charged for 1TB, a phone with no such storage.
    await t.db.insert(cartItems).values([
      { userId: user.user.userId, productId: grocery.id, quantity: 1, storage: '1TB', color: 'Red' },
      { userId: user.user.userId, productId: phoneId, quantity: 1, storage: '3TB', color: 'Blue Titanium' },
    ]);
    const cart = await cartOf(user);
    expect(cart.items.map((item) => [item.productId, item.options, item.product.price])).toEqual([
      [grocery.id, {}, `${grocery.price}.00`],
      [phoneId, { color: 'Blue Titanium' }, '74999.00'],
    ]);
    expect(cart.summary.subtotal).toBe(grocery.price + 74_999);
    // The line can still be changed and removed.
    expect((await update(user, { productId: grocery.id, quantity: 2 })).statusCode).toBe(200);
    expect((await remove(user, { productId: grocery.id })).statusCode).toBe(200);
  });
});

describe('PATCH /cart', () => {
  it('sets a line’s quantity and answers the new cart', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: earphonesId, quantity: 1 });
    const response = await update(user, { productId: earphonesId, quantity: 3 });
    expect(response.statusCode).toBe(200);
    const cart = parseReply(CartReplySchema, response);
    expect(cart.items[0]).toMatchObject({ quantity: 3, totals: { total: 4_497, youSave: 0 } });
    expect(cart.summary).toEqual({ subtotal: 4_497, youSave: 0, deliveryFee: 0, tax: 809, total: 5_306 });
  });

  it("answers 404 'This product is not in your cart' for a product not in the cart", async () => {
    const user = await signUp(t.app);
    const response = await update(user, { productId: phoneId, quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This product is not in your cart' });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const user = await signUp(t.app);
    const response = await update(user, { productId: 987_654, quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found' });
  });

  it('answers 409 beyond the stock and keeps the quantity', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: earphonesId, quantity: 2 });
    const response = await update(user, { productId: earphonesId, quantity: 6 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Only 5 left in stock: your cart can hold at most 5 of this product',
    });
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([2]);
  });

  it.each([0, -1, 100])('answers 400 for quantity %d (1 to 99 per line)', async (quantity) => {
    const user = await signUp(t.app);
    await add(user, { productId: earphonesId, quantity: 2 });
    const response = await update(user, { productId: earphonesId, quantity });
    expect(response.statusCode).toBe(400);
    expect((await cartOf(user)).items.map((item) => item.quantity)).toEqual([2]);
  });
});

describe('DELETE /cart', () => {
  it('removes one product’s line and answers the rest', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: phoneId, quantity: 1 });
    await add(user, { productId: earphonesId, quantity: 2 });
    const response = await remove(user, { productId: phoneId });
    expect(response.statusCode).toBe(200);
    const cart = parseReply(CartReplySchema, response);
    expect(cart.items.map((item) => item.productId)).toEqual([earphonesId]);
    expect(cart.summary).toEqual({ subtotal: 2_998, youSave: 0, deliveryFee: 0, tax: 540, total: 3_538 });
  });

  it("answers 404 'This product is not in your cart' when there is no such line", async () => {
    const user = await signUp(t.app);
    const response = await remove(user, { productId: phoneId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This product is not in your cart' });
  });

  it('answers 400 without a product id', async () => {
    const user = await signUp(t.app);
    const response = await remove(user, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { productId: expect.any(String) } });
  });
});

describe('DELETE /cart/all', () => {
  it('empties the cart', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: phoneId, quantity: 1 });
    await add(user, { productId: earphonesId, quantity: 1 });
    const response = await clear(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [],
      summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
    });
    expect((await cartOf(user)).items).toEqual([]);
  });
});

describe('ownership', () => {
  it('another user’s token never sees or changes this cart', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await add(owner, { productId: phoneId, quantity: 2 });

    expect((await cartOf(other)).items).toEqual([]);
    expect((await update(other, { productId: phoneId, quantity: 5 })).statusCode).toBe(404);
    expect((await remove(other, { productId: phoneId })).statusCode).toBe(404);
    expect((await clear(other)).statusCode).toBe(200);
    await add(other, { productId: phoneId, quantity: 1 });

    const cart = await cartOf(owner);
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[phoneId, 2]]);
    expect((await cartOf(other)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it('a signed-out token no longer reaches the cart', async () => {
    const user = await signUp(t.app);
    await add(user, { productId: phoneId, quantity: 1 });
    expect(
      (await injectAs(t.app, user.token, { method: 'POST', url: apiUrl(api.users.signOut) })).statusCode,
    ).toBe(200);
    const response = await getCart(user);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });
});
