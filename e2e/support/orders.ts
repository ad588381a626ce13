import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, api, type Endpoint, fillPath, type ReplyOf } from '@shop/core';
import { type Order } from '@shop/core/orders';

/** One bearer call of the contract, its reply parsed; anything but the endpoint's status fails. */
async function call<E extends Endpoint>(
  request: APIRequestContext,
  endpoint: E,
  token: string,
  options: { data?: unknown; params?: Record<string, string | number> } = {},
): Promise<ReplyOf<E>> {
  const response = await request.fetch(`${API_BASE_PATH}${fillPath(endpoint.path, options.params)}`, {
    method: endpoint.method,
    data: options.data,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status() !== endpoint.status) {
    throw new Error(`${endpoint.id} answered ${response.status()}: ${await response.text()}`);
  }
  return endpoint.reply.parse(await response.json()) as ReplyOf<E>;
}

/**
 * Places an order through the API as the checkout would (README "Checkout and orders"): a
 * Bengaluru address (CGST + SGST), one cart line, a card token for the Visa test card 4111…,
 * the first date with the standard slot, and a fresh idempotency key.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  line: { productId: number; quantity: number } = { productId: 101, quantity: 1 },
): Promise<Order> {
  const address = await call(request, api.addresses.create, token, {
    data: {
      fullName: 'Meera Nair',
      mobile: '9845012345',
      line1: '12, 3rd Cross',
      pin: '560034',
      type: 'Home',
    },
  });
  await call(request, api.cart.add, token, { data: line });
  const card = await call(request, api.payments.createCardToken, token, {
    data: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Meera Nair' },
  });
  const slots = await call(request, api.checkout.deliveryDates, token);
  const date = slots.dates.find((day) =>
    day.slots.some((slot) => slot.kind === 'standard' && slot.available),
  );
  if (!date) throw new Error('No date with the standard slot');
  return call(request, api.orders.place, token, {
    data: {
      idempotencyKey: randomUUID(),
      addressId: address.id,
      delivery: { date: date.date, slot: 'standard' },
      payment: { method: 'card', cardToken: card.token },
    },
  });
}
