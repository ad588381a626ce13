import { API_BASE_PATH, fillPath, ORDER_TRACKER_IDLE_MS } from '@shop/core';
import { orderFileEndpoints } from '@shop/core/orders';
import { productsOfCategory } from '@shop/catalog';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findAccountById, openSession, resetAccountsState } from '../state/accounts';
import { closeOpenStreams, openStreamCount } from '../state/open-streams';
import { seedOrder } from '../state/orders-seed';
import { handlers } from './index';

const server = setupServer(...handlers);
const ORIGIN = 'http://order-tracker.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetAccountsState();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  closeOpenStreams();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** A demo account's token and an order of its own on its way. */
function shopper(userId: number): { token: string; orderNumber: string } {
  const account = findAccountById(userId);
  const [product] = productsOfCategory(0);
  if (!account || !product) throw new Error('No demo account or product');
  return { token: openSession(account), orderNumber: seedOrder(userId, { productIds: [product.id] }) };
}

/** Opens the order's stream with the real fetch, as the storefront does; `leave` walks away. */
async function track({ token, orderNumber }: { token: string; orderNumber: string }) {
  const controller = new AbortController();
  const response = await fetch(
    `${ORIGIN}${API_BASE_PATH}${fillPath(orderFileEndpoints.track.path, { orderNumber })}`,
    { headers: { authorization: `Bearer ${token}` }, signal: controller.signal },
  );
  return { response, leave: () => controller.abort() };
}

describe('the mock order tracker, like the server’s', () => {
  it('holds at most 5 streams per account: the sixth is the server’s 429, until one closes', async () => {
    const asha = shopper(1);
    const open = [];
    for (let index = 0; index < 5; index++) {
      const stream = await track(asha);
      expect(stream.response.status).toBe(200);
      open.push(stream);
    }
    vi.advanceTimersByTime(10 * 60_000);
    const sixth = await track(asha);
    expect(sixth.response.status).toBe(429);
    expect(sixth.response.headers.get('retry-after')).toBe(String(20 * 60));
    expect(await sixth.response.json()).toEqual({
      error: 'Too many live order trackers are open. Close one and try again.',
    });
    // Another account is not counted with this one.
    expect((await track(shopper(2))).response.status).toBe(200);

    // A page that leaves gives its slot back.
    open[0]?.leave();
    await vi.waitFor(async () => expect((await track(asha)).response.status).toBe(200));
  });

  it('closes a stream once idle, with the server’s last comment, and frees its slot', async () => {
    const asha = shopper(1);
    const streams = await Promise.all(Array.from({ length: 5 }, () => track(asha)));
    vi.advanceTimersByTime(ORDER_TRACKER_IDLE_MS);
    const text = await streams[0]?.response.text();
    expect(
      text?.endsWith(': idle: no new status for a while; reopen the stream to follow the order\n\n'),
    ).toBe(true);
    expect((await track(asha)).response.status).toBe(200);
  });

  it('ends the streams no page closed once the open streams are closed (a story’s end), freeing their slots', async () => {
    const asha = shopper(1);
    const streams = await Promise.all(Array.from({ length: 5 }, () => track(asha)));
    expect(openStreamCount()).toBe(5);
    expect((await track(asha)).response.status).toBe(429);

    closeOpenStreams();
    // The body ends (text() resolves) with the order's status, as the page last read it.
    const text = await streams[0]?.response.text();
    expect(text).toMatch(/^event: status\n/);
    expect(openStreamCount()).toBe(0);
    expect((await track(asha)).response.status).toBe(200);
  });
});
