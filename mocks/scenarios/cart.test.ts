import { API_BASE_PATH, api, type Endpoint } from '@shop/core';
import { cartBeyondStockMessage } from '@shop/core/cart';
import {
  cartItemCount,
  displaySummary,
  linesFromCartItems,
  CartItemSchema,
  CartReplySchema,
} from '@shop/core/cart';
import { setupServer } from 'msw/node';
import { z } from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { accountsState, findAccountById, openSession, resetAccountsState } from '../state/accounts';
import { seedCartLines } from '../state/cart';
import { anyScenarioHandlers, scenarioHandlers, type ScenarioName } from './index';
import { BEYOND_STOCK_LEFT, filledCartLines, IMAGELESS_PRODUCT_ID } from './cart';

const server = setupServer(...handlers);
const ORIGIN = 'http://scenarios.test';
let token: string;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAccountsState();
  const account = findAccountById(1);
  if (!account) throw new Error('No demo account 1');
  token = openSession(account);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cart = api.cart;

function send(endpoint: Endpoint, body?: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${ORIGIN}${API_BASE_PATH}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
}

const use = (name: ScenarioName) => server.use(...scenarioHandlers(name));

/** A body for each cart call that the default handlers accept on the filled cart. */
const validBody: Record<string, unknown> = {
  'cart.get': undefined,
  'cart.add': { productId: 106, quantity: 1 },
  'cart.update': { productId: 101, quantity: 2 },
  'cart.remove': { productId: 101 },
  'cart.clear': undefined,
};
const calls = [cart.get, cart.add, cart.update, cart.remove, cart.clear];

describe('cart scenarios (ARCHITECTURE.md "Mocks and states")', () => {
  it('name an error and a network-down state for every cart call (hand-written or live)', () => {
    for (const endpoint of calls) {
      expect(anyScenarioHandlers(`${endpoint.id}.network-down`)).toBeDefined();
      expect(anyScenarioHandlers(`${endpoint.id}.error`)).toBeDefined();
    }
  });

  it('cart.get.filled: four lines of 103 units, options with the 512GB price, one without an image, one at 99', async () => {
    use('cart.get.filled');
    const body = await (await send(cart.get)).json();
    const reply = CartReplySchema.parse(body);
    expect(reply.items.map((item) => [item.productId, item.quantity])).toEqual(
      filledCartLines.map((line) => [line.productId, line.quantity]),
    );
    expect(cartItemCount(linesFromCartItems(reply.items))).toBe(103);
    const [withOptions, imageless, samePrice, atCeiling] = reply.items;
    expect(withOptions?.options).toEqual({ storage: '512GB', color: 'Blue Titanium' });
    expect(withOptions?.product.price).toBe('149999.00');
    expect(imageless?.productId).toBe(IMAGELESS_PRODUCT_ID);
    expect(imageless?.product.imageurl).toBe('');
    expect(samePrice?.product.oldprice).toBe(samePrice?.product.price);
    expect(atCeiling?.quantity).toBe(99);
  });

  it('cart.get.filled seeds once: a cleared cart stays empty, and changes answer from the same lines', async () => {
    use('cart.get.filled');
    const removed = CartReplySchema.parse(await (await send(cart.remove, { productId: 125 })).json());
    expect(removed.items.map((item) => item.productId)).toEqual([101, 105, 102]);
    expect(removed.items[1]?.product.imageurl).toBe('');
    await send(cart.clear);
    expect(CartReplySchema.parse(await (await send(cart.get)).json()).items).toEqual([]);
  });

  it('seedCartLines leaves a cart the user already has', () => {
    expect(seedCartLines(1, [{ productId: 101, quantity: 1 }])).toBe(true);
    expect(seedCartLines(1, [{ productId: 102, quantity: 5 }])).toBe(false);
    expect([...(accountsState.carts.get(1)?.keys() ?? [])]).toEqual([101]);
  });

  it('cart.get.empty: the account cart has no lines', async () => {
    use('cart.get.empty');
    const reply = CartReplySchema.parse(await (await send(cart.get)).json());
    expect(reply).toEqual({
      items: [],
      summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
    });
  });

  it("cart.get.error answers 500 'Failed to fetch cart'", async () => {
    use('cart.get.error');
    const response = await send(cart.get);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Failed to fetch cart' });
  });

  it('cart.get.loading never answers, while the other calls do', async () => {
    use('cart.get.loading');
    const abort = new AbortController();
    let settled = false;
    const pending = send(cart.get, undefined, abort.signal).then(
      () => (settled = true),
      () => undefined,
    );
    // A call sent after it comes back first: the get is still waiting.
    expect((await send(cart.clear)).status).toBe(200);
    expect(settled).toBe(false);
    // The handler waits forever; the request is dropped, not awaited.
    abort.abort();
    void pending;
  });

  it('cart.get.summary-without-tax-total: no tax and no total, so the page computes §9 GST', async () => {
    use('cart.get.summary-without-tax-total');
    const body = (await (await send(cart.get)).json()) as { items: unknown[]; summary: object };
    expect(body.summary).toEqual({ subtotal: 39_997, youSave: 0, deliveryFee: 0 });
    const items = z.array(CartItemSchema).parse(body.items);
    expect(cartItemCount(linesFromCartItems(items))).toBe(3);
    expect(displaySummary(body.summary, linesFromCartItems(items))).toEqual({
      subtotal: 39_997,
      youSave: 0,
      deliveryFee: 0,
      tax: 7_199,
      total: 47_196,
    });
  });

  it('cart.get.summary-zero-total: a total of 0 (the page shows subtotal + tax)', async () => {
    use('cart.get.summary-zero-total');
    const reply = CartReplySchema.parse(await (await send(cart.get)).json());
    expect(reply.summary).toEqual({ subtotal: 39_997, youSave: 0, deliveryFee: 0, tax: 7_199, total: 0 });
    expect(displaySummary(reply.summary, linesFromCartItems(reply.items)).total).toBe(47_196);
  });

  it("cart.add refusals carry the server's texts; cart.add.blank-500 is a 500 without text", async () => {
    use('cart.add.beyond-stock');
    let response = await send(cart.add, validBody['cart.add']);
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: cartBeyondStockMessage(BEYOND_STOCK_LEFT) },
    ]);
    server.resetHandlers();
    use('cart.add.out-of-stock');
    response = await send(cart.add, validBody['cart.add']);
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: 'This product is out of stock' },
    ]);
    server.resetHandlers();
    use('cart.add.blank-500');
    response = await send(cart.add, validBody['cart.add']);
    expect([response.status, await response.text()]).toEqual([500, '']);
  });

  it.each(['cart.update.blank-500', 'cart.remove.blank-500', 'cart.clear.blank-500'] as const)(
    '%s answers 500 without text, and the other calls still work',
    async (name) => {
      seedCartLines(1, filledCartLines);
      use(name);
      const failing = calls.find((endpoint) => name.startsWith(`${endpoint.id}.`));
      if (!failing) throw new Error(`No call for ${name}`);
      const response = await send(failing, validBody[failing.id]);
      expect([response.status, await response.text()]).toEqual([500, '']);
      expect((await send(cart.get)).status).toBe(200);
    },
  );

  it('cart.network-down: no cart call gets a reply', async () => {
    use('cart.network-down');
    for (const endpoint of calls) {
      await expect(send(endpoint, validBody[endpoint.id])).rejects.toThrow(TypeError);
    }
  });

  it.each(calls.map((endpoint) => [`${endpoint.id}.network-down`, endpoint] as const))(
    '%s: the request gets no reply',
    async (name, endpoint) => {
      use(name as ScenarioName);
      await expect(send(endpoint, validBody[endpoint.id])).rejects.toThrow(TypeError);
    },
  );
});
