import { randomUUID } from 'node:crypto';
import { api, UPI_PENDING_CONFIRM_MS } from '@shop/core';
import { AddressSchema } from '@shop/core/addresses';
import { ORDER_NUMBER_PATTERN, OrderListReplySchema, OrderSchema } from '@shop/core/orders';
import { CardTokenSchema } from '@shop/core/payments';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../src/db/schema';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  latestOtp,
  parseReply,
  signUp,
  type SignedUp,
  TestClock,
  type TestApp,
  twoSeededProducts,
} from './helper';

let t: TestApp;
/** Prices of our choosing, so every figure below is worked out by hand. */
let phoneId: number;
let caseId: number;
beforeAll(async () => {
  // 27 Nov 2026, 10:00 in India: evening and priority reach tomorrow, standard the day after.
  t = await buildTestApp({ clock: new TestClock(new Date('2026-11-27T04:30:00Z')) });
  [phoneId, caseId] = await twoSeededProducts(t.db, [
    { price: 74_999, oldprice: 79_999, discountpercent: 6, stock: 1_000 },
    { price: 1_499, oldprice: 1_999, discountpercent: 25, stock: 1_000 },
  ]);
});
afterAll(() => t.close());

const TOMORROW = '2026-11-28';
const LATER = '2026-11-30';

async function shopper(pin = '560034'): Promise<{ user: SignedUp; addressId: number }> {
  const user = await signUp(t.app);
  const response = await injectAs(t.app, user.token, {
    method: 'POST',
    url: apiUrl(api.addresses.create),
    payload: { fullName: 'Asha Rao', mobile: '9845012345', line1: '12, 3rd Cross', pin, type: 'Home' },
  });
  expect(response.statusCode).toBe(201);
  return { user, addressId: parseReply(AddressSchema, response).id };
}

async function addToCart(user: SignedUp, productId: number, quantity: number, options?: object) {
  const response = await injectAs(t.app, user.token, {
    method: 'POST',
    url: apiUrl(api.cart.add),
    payload: { productId, quantity, ...(options ? { options } : {}) },
  });
  expect(response.statusCode).toBe(200);
}

const place = (user: SignedUp, body: object) =>
  injectAs(t.app, user.token, { method: 'POST', url: apiUrl(api.orders.place), payload: body });

function order(addressId: number, overrides: object = {}) {
  return {
    idempotencyKey: randomUUID(),
    addressId,
    delivery: { date: LATER, slot: 'standard' },
    payment: { method: 'cod' },
    ...overrides,
  };
}

async function cardToken(user: SignedUp, number: string, cvv = '123') {
  const response = await injectAs(t.app, user.token, {
    method: 'POST',
    url: apiUrl(api.payments.createCardToken),
    payload: { number, expiry: '12/28', cvv, name: 'Asha Rao' },
  });
  expect(response.statusCode).toBe(201);
  return parseReply(CardTokenSchema, response);
}

const stockOf = async (productId: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

const cartOf = async (user: SignedUp) =>
  (await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.cart.get) })).json() as {
    items: { productId: number; quantity: number }[];
  };

describe('placing an order', () => {
  it('writes the order with the server’s prices and GST split, takes the stock and empties the cart', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, phoneId, 1, { storage: '512GB', color: 'Blue Titanium' });
    await addToCart(user, caseId, 2);
    const phoneStock = await stockOf(phoneId);

    const response = await place(
      user,
      order(addressId, {
        delivery: { date: TOMORROW, slot: 'evening' },
        payment: { method: 'upi', upiId: 'asha.rao@okhdfc' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const placed = parseReply(OrderSchema, response);
    expect(placed.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(placed.orderNumber.startsWith('SL-20261127-')).toBe(true);
    // 512GB adds ₹20,000 to price and old price (§9): 94,999 + 2 × 1,499 = 97,997.
    expect(placed.items).toEqual([
      {
        productId: phoneId,
        name: placed.items[0]?.name,
        brand: placed.items[0]?.brand,
        imageurl: placed.items[0]?.imageurl,
        options: { storage: '512GB', color: 'Blue Titanium' },
        quantity: 1,
        unitPrice: 94_999,
        unitOldPrice: 99_999,
        lineTotal: 94_999,
      },
      expect.objectContaining({
        productId: caseId,
        quantity: 2,
        unitPrice: 1_499,
        unitOldPrice: 1_999,
        lineTotal: 2_998,
      }),
    ]);
    expect(placed.totals).toEqual({
      subtotal: 97_997,
      youSave: 6_000,
      promoCode: null,
      discount: 0,
      deliveryFee: 49,
      taxableValue: 97_997,
      tax: 17_639,
      gst: { kind: 'intraState', cgstPaise: 881_950, sgstPaise: 881_950 },
      total: 97_997 + 49 + 17_639,
    });
    expect(placed).toMatchObject({
      status: 'placed',
      statusLabel: 'Order placed',
      address: { fullName: 'Asha Rao', city: 'Bengaluru', state: 'Karnataka', pin: '560034' },
      delivery: { date: TOMORROW, slot: 'evening', label: 'Evening delivery', window: '6 PM – 10 PM' },
      payment: { method: 'upi', detail: 'asha.rao@okhdfc', status: 'paid' },
      cancellable: false,
    });
    expect(await stockOf(phoneId)).toBe((phoneStock ?? 0) - 1);
    expect((await cartOf(user)).items).toEqual([]);

    const read = await injectAs(t.app, user.token, {
      method: 'GET',
      url: apiUrl(api.orders.get, { orderNumber: placed.orderNumber }),
    });
    expect(read.statusCode).toBe(200);
    expect(parseReply(OrderSchema, read)).toEqual(placed);
  });

  it('a promo code comes off before GST; another state pays IGST', async () => {
    const { user, addressId } = await shopper('400001');
    await addToCart(user, caseId, 4);
    const response = await place(user, order(addressId, { promoCode: 'save10' }));
    expect(response.statusCode).toBe(201);
    // 5,996 − 10 % (600) = 5,396; GST 971.
    expect(parseReply(OrderSchema, response).totals).toEqual({
      subtotal: 5_996,
      youSave: 2_000,
      promoCode: 'SAVE10',
      discount: 600,
      deliveryFee: 0,
      taxableValue: 5_396,
      tax: 971,
      gst: { kind: 'interState', igstPaise: 97_100 },
      total: 5_396 + 971,
    });
  });

  it("an unknown promo code, or two in one, is refused with the cart's text; nothing is placed", async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 4);
    const before = await stockOf(caseId);
    for (const [sent, named] of [
      ['NOPE', 'NOPE'],
      ['SAVE10,FLAT500', 'SAVE10,FLAT500'],
      [' save10 flat500 ', 'save10 flat500'],
    ]) {
      const response = await place(user, order(addressId, { promoCode: sent }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Promo code '${named}' is not valid`,
        details: { promoCode: `Promo code '${named}' is not valid` },
      });
    }
    expect(await stockOf(caseId)).toBe(before);
    expect((await cartOf(user)).items.map((item) => [item.productId, item.quantity])).toEqual([[caseId, 4]]);

    // One known code still applies; a blank code is no code.
    const known = await place(user, order(addressId, { promoCode: ' Flat500 ' }));
    expect(known.statusCode).toBe(201);
    expect(parseReply(OrderSchema, known).totals).toMatchObject({ promoCode: 'FLAT500', discount: 500 });
    await addToCart(user, caseId, 1);
    const blank = await place(user, order(addressId, { promoCode: '  ' }));
    expect(blank.statusCode).toBe(201);
    expect(parseReply(OrderSchema, blank).totals).toMatchObject({ promoCode: null, discount: 0 });
  });

  it('a kept cart line with an option its product does not offer is ordered without it, at the product’s price', async () => {
    const { user, addressId } = await shopper();
    const [grocery] = await t.db
      .select({ id: products.id, price: products.price, oldprice: products.oldprice })
      .from(products)
      .where(and(eq(products.categoryid, 10), gte(products.stock, 5)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!grocery) throw new Error('The seed has no grocery product in stock');
    // Written before the rule: a grocery line charged for 1TB.
    await t.db
      .insert(cartItems)
      .values({ userId: user.user.userId, productId: grocery.id, quantity: 1, storage: '1TB', color: null });
    const response = await place(user, order(addressId));
    expect(response.statusCode).toBe(201);
    const placed = parseReply(OrderSchema, response);
    expect(placed.items[0]).toMatchObject({
      productId: grocery.id,
      options: {},
      unitPrice: grocery.price,
      unitOldPrice: grocery.oldprice,
    });
    expect(placed.totals.subtotal).toBe(grocery.price);
  });

  it('the same key returns the first order and places nothing more, also when sent in parallel', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const before = await stockOf(caseId);
    const body = order(addressId);
    const replies = await Promise.all([place(user, body), place(user, body), place(user, body)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    const numbers = new Set(replies.map((reply) => parseReply(OrderSchema, reply).orderNumber));
    expect(numbers.size).toBe(1);
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await stockOf(caseId)).toBe((before ?? 0) - 1);
    const list = await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.orders.list) });
    expect(parseReply(OrderListReplySchema, list).total).toBe(1);

    const reused = await place(user, { ...body, delivery: { date: TOMORROW, slot: 'priority' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: 'This idempotencyKey was used for a different order' });
  });

  it('refuses what cannot be placed, with its text, and changes nothing', async () => {
    const { user, addressId } = await shopper();
    const empty = await place(user, order(addressId));
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ error: 'Your cart is empty. Add a product before checking out.' });

    await addToCart(user, caseId, 1);
    const today = await place(user, order(addressId, { delivery: { date: '2026-11-27', slot: 'evening' } }));
    expect(today.statusCode).toBe(400);
    expect(today.json()).toEqual({
      error: 'This slot is not available on that date. Please choose another.',
      details: { delivery: 'This slot is not available on that date. Please choose another.' },
    });
    const tomorrowStandard = await place(
      user,
      order(addressId, { delivery: { date: TOMORROW, slot: 'standard' } }),
    );
    expect(tomorrowStandard.statusCode).toBe(400);

    const other = await shopper();
    const foreignAddress = await place(user, order(other.addressId));
    expect(foreignAddress.statusCode).toBe(404);
    expect(foreignAddress.json()).toEqual({ error: 'Address not found' });

    const shown = await place(user, order(addressId, { expectedTotal: 1 }));
    expect(shown.statusCode).toBe(409);
    expect(shown.json()).toEqual({ error: 'Prices in your cart have changed. Please review your order.' });

    const badKey = await place(user, order(addressId, { idempotencyKey: 'twice' }));
    expect(badKey.statusCode).toBe(400);
    const kept = (await cartOf(user)).items.map((item) => [item.productId, item.quantity]);
    expect(kept).toEqual([[caseId, 1]]);
  });

  it('more than the stock: 409 naming the product and what is left; nothing is taken', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 3);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, caseId));
    const response = await place(user, order(addressId));
    expect(response.statusCode).toBe(409);
    expect((await cartOf(user)).items).toHaveLength(1);
    expect((response.json() as { error: string }).error).toMatch(/^Only 2 left of /);
    expect(await stockOf(caseId)).toBe(2);
    await t.db.update(products).set({ stock: 1_000 }).where(eq(products.id, caseId));
  });

  it('cash on delivery: up to ₹50,000, and not where the PIN code does not offer it', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, phoneId, 1);
    const tooMuch = await place(user, order(addressId));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'Cash on delivery is available for orders up to ₹50,000',
      details: { payment: 'Cash on delivery is available for orders up to ₹50,000' },
    });

    const islands = await shopper('744101');
    await addToCart(islands.user, caseId, 1);
    const response = await place(islands.user, order(islands.addressId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Cash on delivery is not available for PIN code 744101' });
  });

  it('another user’s order reads as none', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const placed = parseReply(OrderSchema, await place(user, order(addressId)));
    const stranger = await signUp(t.app);
    const response = await injectAs(t.app, stranger.token, {
      method: 'GET',
      url: apiUrl(api.orders.get, { orderNumber: placed.orderNumber }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Order not found' });
  });
});

describe('paying by card', () => {
  it('a test card that pays: the order shows the card’s brand and last four digits; the token pays once', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, phoneId, 1);
    const card = await cardToken(user, '4111 1111 1111 1111');
    expect(card).toMatchObject({ brand: 'Visa', last4: '1111', codeRequired: false });
    const response = await place(
      user,
      order(addressId, { payment: { method: 'card', cardToken: card.token } }),
    );
    expect(response.statusCode).toBe(201);
    expect(parseReply(OrderSchema, response).payment).toEqual({
      method: 'card',
      detail: 'Visa •••• 1111',
      status: 'paid',
    });

    await addToCart(user, caseId, 1);
    const again = await place(user, order(addressId, { payment: { method: 'card', cardToken: card.token } }));
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual({ error: 'The card details have expired. Please enter them again.' });
  });

  it.each([
    ['4000000000000002', 'Your card was declined. Please try another card or payment method.'],
    ['4000000000009995', 'Your card has insufficient funds. Please try another card or payment method.'],
    ['4000000000000069', 'Only the test cards listed on the QA page work in this demo shop'],
  ])('card %s is refused with 402: “%s”; the cart and stock stay', async (number, text) => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const before = await stockOf(caseId);
    const card = await cardToken(user, number);
    const response = await place(
      user,
      order(addressId, { payment: { method: 'card', cardToken: card.token } }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: text });
    expect(await stockOf(caseId)).toBe(before);
    expect((await cartOf(user)).items).toHaveLength(1);
  });

  it('the card field rules answer per field', async () => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.payments.createCardToken),
      payload: { number: '4111 1111 1111 1112', expiry: '10/26', cvv: '12', name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Enter a valid card number',
      details: {
        number: 'Enter a valid card number',
        expiry: 'This card has expired',
        cvv: 'Enter the 3-digit CVV',
        name: 'Please enter the name on the card',
      },
    });
  });

  it('the card that asks for a one-time code: mailed, three tries, then it pays', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const card = await cardToken(user, '4000000000003220');
    expect(card.codeRequired).toBe(true);
    await t.app.services.mailOutbox.settled();
    const code = await latestOtp(t.app, user.email);
    expect(code).toMatch(/^\d{6}$/);

    const unverified = await place(
      user,
      order(addressId, { payment: { method: 'card', cardToken: card.token } }),
    );
    expect(unverified.statusCode).toBe(402);
    expect(unverified.json()).toEqual({
      error: 'We sent a one-time code to your e-mail. Enter it to confirm the payment.',
    });

    const verify = (typed: string) =>
      injectAs(t.app, user.token, {
        method: 'POST',
        url: apiUrl(api.payments.verifyCardCode, { token: card.token }),
        payload: { code: typed },
      });
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      error: 'Wrong code. 2 tries left.',
      details: { code: 'Wrong code. 2 tries left.' },
    });
    const right = await verify(code as string);
    expect(right.statusCode).toBe(200);
    expect(parseReply(CardTokenSchema, right).codeRequired).toBe(false);

    const placed = await place(
      user,
      order(addressId, { payment: { method: 'card', cardToken: card.token } }),
    );
    expect(placed.statusCode).toBe(201);
  });

  it('three wrong codes cancel the payment; an expired code says so', async () => {
    const user = await signUp(t.app);
    const card = await cardToken(user, '4000000000003220');
    const verify = (typed: string, token = card.token) =>
      injectAs(t.app, user.token, {
        method: 'POST',
        url: apiUrl(api.payments.verifyCardCode, { token }),
        payload: { code: typed },
      });
    await t.app.services.mailOutbox.settled();
    const code = (await latestOtp(t.app, user.email)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(wrong)).json()).toMatchObject({ error: 'Wrong code. 2 tries left.' });
    expect((await verify(wrong)).json()).toMatchObject({ error: 'Wrong code. 1 try left.' });
    const third = await verify(wrong);
    expect(third.statusCode).toBe(410);
    expect(third.json()).toEqual({ error: 'Too many wrong codes. The payment was cancelled.' });
    expect((await verify(code)).statusCode).toBe(410);

    const late = await cardToken(user, '4000000000003220');
    t.clock.advance(5 * 60_000);
    const expired = await verify('123456', late.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'The one-time code has expired. Please pay again.' });
    const stranger = await signUp(t.app);
    const foreign = await injectAs(t.app, stranger.token, {
      method: 'POST',
      url: apiUrl(api.payments.verifyCardCode, { token: late.token }),
      payload: { code: '123456' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Payment not found' });
  });
});

describe('card-testing loops', () => {
  it('20 unused card tokens are the limit: the next waits for the oldest to expire (429, Retry-After)', async () => {
    const user = await signUp(t.app);
    for (let index = 0; index < 20; index += 1) await cardToken(user, '5555 5555 5555 4444');
    const held = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.payments.createCardToken),
      payload: { number: '4111111111111111', expiry: '12/28', cvv: '123', name: 'Asha Rao' },
    });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('900');
    expect(held.json()).toEqual({ error: 'Too many card attempts. Please try again in 15 minutes.' });
    t.clock.advance(15 * 60_000);
    await cardToken(user, '4111111111111111');
  });
});

describe('paying by UPI', () => {
  it('success pays at once; pending is confirmed 15 minutes later; failure places nothing', async () => {
    const { user, addressId } = await shopper();
    await addToCart(user, caseId, 1);
    const paid = await place(
      user,
      order(addressId, { payment: { method: 'upi', upiId: 'Success@shoplane' } }),
    );
    expect(parseReply(OrderSchema, paid).payment).toEqual({
      method: 'upi',
      detail: 'success@shoplane',
      status: 'paid',
    });

    await addToCart(user, caseId, 1);
    const failed = await place(
      user,
      order(addressId, { payment: { method: 'upi', upiId: 'failure@shoplane' } }),
    );
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({
      error: 'The UPI payment failed. Please try again or choose another payment method.',
    });
    expect((await cartOf(user)).items).toHaveLength(1);

    const malformed = await place(user, order(addressId, { payment: { method: 'upi', upiId: 'asha' } }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'Enter a UPI ID like name@bank',
      details: { payment: 'Enter a UPI ID like name@bank' },
    });

    const pending = parseReply(
      OrderSchema,
      await place(user, order(addressId, { payment: { method: 'upi', upiId: 'pending@shoplane' } })),
    );
    expect(pending.payment.status).toBe('pending');
    t.clock.advance(UPI_PENDING_CONFIRM_MS);
    const later = await injectAs(t.app, user.token, {
      method: 'GET',
      url: apiUrl(api.orders.get, { orderNumber: pending.orderNumber }),
    });
    expect(parseReply(OrderSchema, later).payment.status).toBe('paid');
  });
});

describe('orders over time', () => {
  it('packed, shipped, out for delivery and delivered by the clock; cash on delivery paid at delivery', async () => {
    const clock = new TestClock(new Date('2026-11-27T04:30:00Z'));
    const own = await buildTestApp({ clock });
    try {
      const user = await signUp(own.app);
      const address = await injectAs(own.app, user.token, {
        method: 'POST',
        url: apiUrl(api.addresses.create),
        payload: {
          fullName: 'Asha Rao',
          mobile: '9845012345',
          line1: '12, 3rd Cross',
          pin: '560034',
          type: 'Work',
        },
      });
      const [productId] = await twoSeededProducts(own.db, [{ price: 999, stock: 10 }, { stock: 10 }]);
      await injectAs(own.app, user.token, {
        method: 'POST',
        url: apiUrl(api.cart.add),
        payload: { productId },
      });
      const placed = parseReply(
        OrderSchema,
        await injectAs(own.app, user.token, {
          method: 'POST',
          url: apiUrl(api.orders.place),
          payload: order(parseReply(AddressSchema, address).id, {
            delivery: { date: TOMORROW, slot: 'priority' },
          }),
        }),
      );
      const read = async () =>
        parseReply(
          OrderSchema,
          await injectAs(own.app, user.token, {
            method: 'GET',
            url: apiUrl(api.orders.get, { orderNumber: placed.orderNumber }),
          }),
        );
      expect(placed.steps.map((step) => [step.status, step.at, step.reached])).toEqual([
        ['placed', '2026-11-27T04:30:00.000Z', true],
        ['packed', '2026-11-27T06:30:00.000Z', false],
        ['shipped', '2026-11-27T16:30:00.000Z', false],
        ['outForDelivery', '2026-11-28T03:30:00.000Z', false],
        ['delivered', '2026-11-28T07:30:00.000Z', false],
      ]);
      clock.advance(2 * 60 * 60_000);
      expect((await read()).statusLabel).toBe('Packed');
      clock.advance(21 * 60 * 60_000);
      expect((await read()).status).toBe('outForDelivery');
      expect((await read()).payment.status).toBe('pending');
      clock.advance(4 * 60 * 60_000);
      const delivered = await read();
      expect(delivered.status).toBe('delivered');
      expect(delivered.payment).toEqual({ method: 'cod', detail: 'Pay on delivery', status: 'paid' });
    } finally {
      await own.close();
    }
  });

  it('the list: newest first, ten a page, with each order’s first item and total', async () => {
    const { user, addressId } = await shopper();
    const numbers: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      await addToCart(user, caseId, 1);
      numbers.push(parseReply(OrderSchema, await place(user, order(addressId))).orderNumber);
      t.clock.advance(1_000);
    }
    const first = parseReply(
      OrderListReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.orders.list) }),
    );
    expect(first.total).toBe(11);
    expect(first.orders.map((entry) => entry.orderNumber)).toEqual(numbers.slice(1).reverse());
    expect(first.orders[0]).toMatchObject({ itemCount: 1, total: 1_499 + 270, statusLabel: 'Order placed' });
    const second = parseReply(
      OrderListReplySchema,
      await injectAs(t.app, user.token, { method: 'GET', url: `${apiUrl(api.orders.list)}?page=2` }),
    );
    expect(second.orders.map((entry) => entry.orderNumber)).toEqual([numbers[0]]);
  });
});

describe('the last units', () => {
  it('50 buyers at once for the last 10 units: exactly 10 orders, stock 0, the rest told so', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    for (const buyer of buyers) await addToCart(buyer.user, caseId, 1);
    await t.db.update(products).set({ stock: 10 }).where(eq(products.id, caseId));

    const replies = await Promise.all(buyers.map((buyer) => place(buyer.user, order(buyer.addressId))));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(
      new Set(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json().error)).size,
    ).toBe(1);
    expect(await stockOf(caseId)).toBe(0);
    await t.db.update(products).set({ stock: 1_000 }).where(eq(products.id, caseId));
  });
});
