import {
  api,
  LOCAL_CART_LOCAL_STORAGE_KEY,
  OFFLINE_CART_LOCAL_STORAGE_KEY,
  OFFLINE_CART_PROBE_MS,
} from '@shop/core';
import { cartServerMessages } from '@shop/core/cart';
import { cartIdForProduct, type CartReply, localItemFromProduct, parseStoredCart } from '@shop/core/cart';
import { sampleCatalogue } from '@shop/catalog';
import { apiUrl, errorReply, networkDown } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countRequests,
  holdRequests,
  lineOf,
  noticeTexts,
  renderCart,
  serverCart,
  signInStandard,
  twoProducts,
} from '../../../test/cart-helpers';
import { until } from '../../../test/settle';
import { queryKeys } from '../../api/keys';
import { useCartStore } from './stores/cart-store';
import { addToCart, mergeDeviceCart } from './cart-actions';
import { startCart } from './cart-sync';
import { deviceCarts } from './device-carts';

const [phone, laptop] = twoProducts();
const storedDevice = () => parseStoredCart(localStorage.getItem(LOCAL_CART_LOCAL_STORAGE_KEY));
const storedOffline = () => parseStoredCart(localStorage.getItem(OFFLINE_CART_LOCAL_STORAGE_KEY));
const quantities = (lines: readonly { productId: number; quantity: number; origin: string }[]) =>
  lines.map(({ productId, quantity, origin }) => [productId, quantity, origin]);

beforeEach(() => startCart());
afterEach(() => vi.useRealTimers());

describe('the guest cart (signed out: localStorage, §3, §4)', () => {
  it("adds with 'Added to cart', changes quantity (1 at least), removes and clears", async () => {
    const { result } = renderCart();
    await act(() => addToCart(lineOf(phone)));
    await act(() => addToCart(lineOf(laptop, 2)));
    expect(noticeTexts()).toEqual(['Added to cart', 'Added to cart']);
    expect(quantities(result.current.view.lines)).toEqual([
      [phone.id, 1, 'device'],
      [laptop.id, 2, 'device'],
    ]);
    expect(result.current.view.count).toBe(3);
    expect(storedDevice().map((item) => [item.id, item.qty])).toEqual([
      [phone.id, 1],
      [laptop.id, 2],
    ]);

    act(() => result.current.actions.decrease(result.current.view.lines[0]!));
    expect(result.current.view.lines[0]!.quantity).toBe(1);
    act(() => result.current.actions.increase(result.current.view.lines[0]!));
    expect(result.current.view.lines[0]!.quantity).toBe(2);
    expect(storedDevice()[0]!.qty).toBe(2);

    act(() => result.current.actions.remove(result.current.view.lines[1]!));
    expect(quantities(result.current.view.lines)).toEqual([[phone.id, 2, 'device']]);
    expect(result.current.view.summary).toMatchObject({
      itemCount: 2,
      subtotal: 2 * phone.price,
      // §9: no server figures, so GST is 18 % of the subtotal, rounded.
      tax: Math.round(0.18 * 2 * phone.price),
    });

    act(() => result.current.actions.clear());
    expect(result.current.view.lines).toEqual([]);
    expect(result.current.view.count).toBe(0);
    expect(localStorage.getItem(LOCAL_CART_LOCAL_STORAGE_KEY)).toBeNull();
  });

  it('a line changed on the device (quantity) is a new request: its stored requestId goes', () => {
    const requestId = crypto.randomUUID();
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([{ ...lineOf(laptop, 1), requestId }]));
    startCart();
    expect(storedDevice().map((item) => item.requestId)).toEqual([requestId]);
    act(() => deviceCarts.setQuantity('device', lineOf(laptop), 3));
    expect(storedDevice().map((item) => [item.qty, item.requestId])).toEqual([[3, undefined]]);
  });

  it('is read from storage at start and follows another tab', () => {
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(phone, 3)]));
    startCart();
    const { result } = renderCart();
    expect(result.current.view.count).toBe(3);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: LOCAL_CART_LOCAL_STORAGE_KEY,
          newValue: JSON.stringify([lineOf(phone, 3), lineOf(laptop)]),
        }),
      );
    });
    expect(result.current.view.count).toBe(4);
  });
});

describe('the account cart (signed in: the server cart, optimistic, §4, §8)', () => {
  beforeEach(signInStandard);

  it('shows an add at once, before the reply, then the reply', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('ready'));
    const held = holdRequests(api.cart.add);
    let added!: Promise<void>;
    act(() => {
      added = addToCart(lineOf(phone, 2));
    });
    await waitFor(() => expect(result.current.view.count).toBe(2));
    expect(noticeTexts()).toEqual([]);
    held.release();
    await act(() => added);
    expect(noticeTexts()).toEqual(['Added to cart']);
    expect(quantities(result.current.view.lines)).toEqual([[phone.id, 2, 'server']]);
    expect(result.current.view.lines[0]!.busy).toBeUndefined();
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
    ]);
  });

  it('changes quantity, removes and clears at once, each sent to the server', async () => {
    await addToCartThroughServer();
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.count).toBe(3));

    // Each change shows while its call is still held back.
    let held = holdRequests(api.cart.update);
    act(() => result.current.actions.increase(result.current.view.lines[0]!));
    await until(() => result.current.view.count === 4);
    expect(result.current.view.lines[0]).toMatchObject({ quantity: 2, busy: true });
    held.release();
    await until(() => result.current.view.lines[0]!.busy !== true);

    held = holdRequests(api.cart.remove);
    act(() => result.current.actions.remove(result.current.view.lines[1]!));
    await until(() => result.current.view.count === 2);
    held.release();
    await until(() => noticeTexts().includes('Removed from cart'));
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
    ]);

    held = holdRequests(api.cart.clear);
    act(() => result.current.actions.clear());
    await until(() => result.current.view.count === 0);
    held.release();
    await until(() => noticeTexts().includes('Your cart is now empty'));
    expect((await serverCart()).items).toEqual([]);
  });

  it.each([
    ['update', api.cart.update, 'Failed to update cart item'],
    ['remove', api.cart.remove, 'Failed to delete cart item'],
    ['clear', api.cart.clear, 'Failed to clear cart'],
  ] as const)('rolls back a failed %s and says so (§8)', async (change, endpoint, text) => {
    await addToCartThroughServer();
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.count).toBe(3));
    const before = quantities(result.current.view.lines);
    server.use(
      http[endpoint.method.toLowerCase() as 'patch'](
        apiUrl(endpoint),
        () => new Response('', { status: 500 }),
      ),
    );
    const held = holdRequests(endpoint);

    const line = result.current.view.lines[0]!;
    act(() => {
      if (change === 'update') result.current.actions.increase(line);
      else if (change === 'remove') result.current.actions.remove(line);
      else result.current.actions.clear();
    });
    await until(() => result.current.view.count !== 3);
    held.release();
    await until(() => noticeTexts().includes(text));
    expect(quantities(result.current.view.lines)).toEqual(before);
    expect(result.current.view.count).toBe(3);
  });

  it('keeps a refused add on this device with its message, and Try again sends it', async () => {
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('ready'));
    server.use(http.post(apiUrl(api.cart.add), () => new Response('', { status: 503 })));
    await act(() => addToCart(lineOf(phone)));
    expect(quantities(result.current.view.lines)).toEqual([[phone.id, 1, 'device']]);
    expect(result.current.view.keptError).toBe('Failed to add to cart');
    expect(noticeTexts()).toEqual(['Failed to add to cart']);

    server.resetHandlers();
    await act(async () => result.current.actions.retryKept());
    await until(() => result.current.view.lines[0]?.origin === 'server');
    expect(quantities(result.current.view.lines)).toEqual([[phone.id, 1, 'server']]);
    expect(result.current.view.keptError).toBeUndefined();
    expect(storedDevice()).toEqual([]);
  });

  it("keeps the server's own text for a product it does not know (a sample product, §9 cart id)", async () => {
    const sample = sampleCatalogue()[0]!;
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('ready'));
    await act(() => addToCart(lineOf(sample)));
    expect(result.current.view.lines.map((line) => [line.productId, line.origin])).toEqual([
      [cartIdForProduct(sample.id), 'device'],
    ]);
    expect(result.current.view.keptError).toBe(cartServerMessages.productNotFound);
    act(() => result.current.actions.dismissKeptError());
    expect(result.current.view.keptError).toBeUndefined();
  });

  it("says 'Failed to fetch cart' when the cart cannot be read", async () => {
    server.use(http.get(apiUrl(api.cart.get), () => errorReply(500, '')));
    const { result } = renderCart();
    await waitFor(() => expect(result.current.view.status).toBe('error'));
    expect(result.current.view.fetchError).toBe('Failed to fetch cart');
  });
});

describe('offline mode (no reply, §4, §9)', () => {
  beforeEach(signInStandard);

  it('keeps an unanswered add in the offline cart with fee and tax 0, and sends each line once when the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderCart();
    await until(() => result.current.view.status === 'ready');
    server.use(http.post(apiUrl(api.cart.add), () => networkDown()));
    await act(() => addToCart(lineOf(phone, 2)));
    await act(() => addToCart(lineOf(laptop)));

    expect(quantities(result.current.view.lines)).toEqual([
      [phone.id, 2, 'offline'],
      [laptop.id, 1, 'offline'],
    ]);
    expect(result.current.view.offline).toBe(true);
    expect(result.current.view.summary).toMatchObject({
      itemCount: 3,
      subtotal: 2 * phone.price + laptop.price,
      deliveryFee: 0,
      tax: 0,
      total: 2 * phone.price + laptop.price,
    });
    expect(noticeTexts()).toEqual([
      'You are offline. Cart changes are kept on this device and sent when the connection returns.',
      'You are offline. Cart changes are kept on this device and sent when the connection returns.',
    ]);
    expect(storedOffline().map((item) => [item.id, item.qty])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);

    // The server answers again: the next probe sends the lines, each once.
    server.resetHandlers();
    const posts = countRequests(api.cart.add);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_CART_PROBE_MS - 1));
    expect(posts.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(
      () =>
        result.current.view.offline === false &&
        result.current.view.lines.every((l) => l.origin === 'server'),
    );
    // Focus and further probes find nothing left to send.
    act(() => window.dispatchEvent(new Event('focus')));
    await act(() => vi.advanceTimersByTimeAsync(3 * OFFLINE_CART_PROBE_MS));
    expect(posts.count).toBe(2);
    expect(quantities(result.current.view.lines)).toEqual([
      [phone.id, 2, 'server'],
      [laptop.id, 1, 'server'],
    ]);
    expect(noticeTexts()).toContain('Your offline cart changes have been saved');
    expect(localStorage.getItem(OFFLINE_CART_LOCAL_STORAGE_KEY)).toBeNull();
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
  });

  it('an add the server applied but whose reply was lost is sent again with the same requestId, and adds once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderCart();
    await until(() => result.current.view.status === 'ready');
    const sentIds = serverAppliesFirstAddButLosesItsReply();
    await act(() => addToCart(lineOf(phone, 2)));

    // The server holds the add; the shop, which never heard back, keeps it offline with its id.
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
    ]);
    const [firstId] = sentIds;
    expect(firstId).toMatch(UUID);
    expect(storedOffline().map((item) => [item.id, item.qty, item.requestId])).toEqual([
      [phone.id, 2, firstId],
    ]);

    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_CART_PROBE_MS));
    await until(() => result.current.view.offline === false);
    expect(sentIds).toEqual([firstId, firstId]);
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
    ]);
    await waitFor(() => expect(quantities(result.current.view.lines)).toEqual([[phone.id, 2, 'server']]));
  });

  it('every add carries its own requestId', async () => {
    renderCart();
    const sentIds = requestIdsSent();
    await act(() => addToCart(lineOf(phone)));
    await act(() => addToCart(lineOf(phone)));
    expect(sentIds).toHaveLength(2);
    expect(sentIds[0]).toMatch(UUID);
    expect(sentIds[1]).toMatch(UUID);
    expect(sentIds[0]).not.toBe(sentIds[1]);
    expect((await serverCart()).items.map((item) => item.quantity)).toEqual([2]);
  });

  it("sends the offline lines on the browser's online event", async () => {
    localStorage.setItem(OFFLINE_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(laptop, 3)]));
    startCart();
    const { result } = renderCart();
    expect(result.current.view.offline).toBe(true);
    act(() => window.dispatchEvent(new Event('online')));
    await until(() => !result.current.view.offline);
    await waitFor(() => expect(quantities(result.current.view.lines)).toEqual([[laptop.id, 3, 'server']]));
  });
});

describe('sign-in merges the guest cart once (§4)', () => {
  it('sends each guest line, keeps none on the device and doubles nothing, even when started twice', async () => {
    await act(() => addToCart(lineOf(phone, 2)));
    await act(() => addToCart(lineOf(laptop)));
    startCart();
    const { result } = renderCart();
    const posts = countRequests(api.cart.add);

    await signInStandard();
    await until(() => noticeTexts().includes('Items from this device were added to your cart'));
    await act(() => mergeDeviceCart());

    expect(posts.count).toBe(2);
    expect(storedDevice()).toEqual([]);
    expect(useCartStore.getState().device).toEqual([]);
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
    await waitFor(() => expect(result.current.view.count).toBe(3));
    expect(
      noticeTexts().filter((text) => text === 'Items from this device were added to your cart'),
    ).toHaveLength(1);
  });

  it('takes each line out of storage right after its own success, so a reload halfway sends nothing twice', async () => {
    await act(() => addToCart(lineOf(phone, 2)));
    await act(() => addToCart(lineOf(laptop)));
    renderCart();
    let posts = 0;
    let releaseSecond!: () => void;
    const second = new Promise<void>((resolve) => (releaseSecond = resolve));
    server.use(
      http.post(apiUrl(api.cart.add), async () => {
        posts += 1;
        if (posts === 2) await second;
      }),
    );
    await signInStandard();
    // The first line is in the account's cart; the second is on its way.
    await until(() => posts === 2);
    expect(storedDevice().map((item) => item.id)).toEqual([laptop.id]);
    releaseSecond();
    await until(() => storedDevice().length === 0);
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
  });

  it("keeps each line's requestId in storage before its POST, and the POST carries it", async () => {
    await act(() => addToCart(lineOf(phone, 2)));
    renderCart();
    const seen: { sent: string | undefined; stored: (string | undefined)[] }[] = [];
    server.use(
      http.post(apiUrl(api.cart.add), async ({ request }) => {
        const { requestId } = (await request.clone().json()) as { requestId?: string };
        seen.push({ sent: requestId, stored: storedDevice().map((item) => item.requestId) });
      }),
    );
    await signInStandard();
    await until(() => storedDevice().length === 0);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.sent).toMatch(UUID);
    expect(seen[0]?.stored).toEqual([seen[0]?.sent]);
  });

  it('a reload mid-merge (the server applied a line, its reply lost) sends that line again with its id: it adds once', async () => {
    // The page before the reload: the phone's POST reached the server with the id it kept in storage.
    await signInStandard();
    renderCart();
    const requestId = crypto.randomUUID();
    const { apiClient } = await import('../../api/client');
    await apiClient.call(api.cart.add, {
      body: { productId: phone.id, quantity: 2, options: {}, requestId },
    });
    localStorage.setItem(
      LOCAL_CART_LOCAL_STORAGE_KEY,
      JSON.stringify([{ ...lineOf(phone, 2), requestId }, lineOf(laptop)]),
    );
    // The page after it: the merge finds both lines in storage and sends both.
    startCart();
    const sentIds = requestIdsSent();
    await act(() => mergeDeviceCart());

    expect(sentIds).toHaveLength(2);
    expect(sentIds[0]).toBe(requestId);
    expect(storedDevice()).toEqual([]);
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
  });

  it('a page opened signed in finishes the send a reload cut short (lines with their ids), once; a refused line waits', async () => {
    await signInStandard();
    renderCart();
    const applied = crypto.randomUUID();
    const { apiClient } = await import('../../api/client');
    await apiClient.call(api.cart.add, {
      body: { productId: phone.id, quantity: 2, options: {}, requestId: applied },
    });
    const refusedEarlier = sampleLine();
    localStorage.setItem(
      LOCAL_CART_LOCAL_STORAGE_KEY,
      JSON.stringify([
        { ...lineOf(phone, 2), requestId: applied },
        { ...lineOf(laptop), requestId: crypto.randomUUID() },
        refusedEarlier,
      ]),
    );
    const sentIds = requestIdsSent();
    startCart();
    await until(() => storedDevice().length === 1);

    expect(sentIds).toHaveLength(2);
    expect(sentIds[0]).toBe(applied);
    expect(storedDevice()).toEqual([refusedEarlier]);
    expect((await serverCart()).items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
  });

  it('a line the server refuses during a send waits on the device without an id (not sent again at start)', async () => {
    await act(() => addToCart(lineOf(phone)));
    renderCart();
    server.use(http.post(apiUrl(api.cart.add), () => errorReply(409, cartServerMessages.outOfStock)));
    await signInStandard();
    await until(() => useCartStore.getState().keptError !== null);
    expect(storedDevice().map((item) => [item.id, item.requestId])).toEqual([[phone.id, undefined]]);
  });

  it('never sends a line twice when two merges start together', async () => {
    await act(() => addToCart(lineOf(phone)));
    renderCart();
    const posts = countRequests(api.cart.add);
    await signInStandard();
    await act(() => Promise.all([mergeDeviceCart(), mergeDeviceCart()]));
    await until(() => storedDevice().length === 0);
    expect(posts.count).toBe(1);
    expect((await serverCart()).items.map((item) => item.quantity)).toEqual([1]);
  });

  // Seen in CI: the header's read of the cart, begun at sign-in before the merge's adds, answered
  // after them with the cart as it was, and the badge counted the account's old lines only.
  it('a read of the cart begun before the merge never overwrites what the merge added', async () => {
    await act(() => addToCart(lineOf(phone, 2)));
    await act(() => addToCart(lineOf(laptop)));
    const { result, queryClient } = renderCart();
    let releaseRead!: () => void;
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    let readArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (readArrived = resolve));
    let readsAnswered = 0;
    let passing = false;
    server.use(
      // The merge's adds wait until the read has seen the cart as it was.
      http.post(apiUrl(api.cart.add), async () => {
        await arrived;
      }),
      // The first read gets the cart as it was when it arrived, answered only after the merge.
      http.get(apiUrl(api.cart.get), async ({ request }) => {
        if (passing || readsAnswered > 0) return undefined;
        passing = true;
        const before: unknown = await fetch(request.clone()).then((reply) => reply.json());
        passing = false;
        readArrived();
        await readHeld;
        readsAnswered += 1;
        return Response.json(before);
      }),
    );
    await signInStandard();
    await waitFor(() => expect(noticeTexts()).toContain('Items from this device were added to your cart'));
    releaseRead();
    await until(() => readsAnswered === 1);
    await until(() => queryClient.isFetching({ queryKey: queryKeys.cart.all() }) === 0);
    const cached = queryClient.getQueryData<CartReply>(queryKeys.cart.all());
    expect(cached?.items.map((item) => [item.productId, item.quantity])).toEqual([
      [phone.id, 2],
      [laptop.id, 1],
    ]);
    await waitFor(() => expect(result.current.view.count).toBe(3));
  });
});

/** A line kept on the device after a refusal: no requestId (it is not being sent). */
const sampleLine = () => localItemFromProduct(phone, { qty: 4, storage: '1TB' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const requestIdOf = async (request: Request) =>
  ((await request.clone().json()) as { requestId?: string }).requestId;

/** The requestId of every cart add sent from now on (the mock server still answers them). */
function requestIdsSent(): (string | undefined)[] {
  const ids: (string | undefined)[] = [];
  server.use(
    http.post(apiUrl(api.cart.add), async ({ request }) => {
      ids.push(await requestIdOf(request));
    }),
  );
  return ids;
}

/**
 * The first cart add reaches the mock server, which applies it, but its reply never arrives (a
 * flaky network); later adds are answered. Returns the requestId of every add sent.
 */
function serverAppliesFirstAddButLosesItsReply(): (string | undefined)[] {
  const ids: (string | undefined)[] = [];
  let applying = false;
  server.use(
    http.post(apiUrl(api.cart.add), async ({ request }) => {
      // The server's own handling of the first add (the request below), answered as usual.
      if (applying) return undefined;
      ids.push(await requestIdOf(request));
      if (ids.length > 1) return undefined;
      applying = true;
      try {
        await fetch(request.clone());
      } finally {
        applying = false;
      }
      return networkDown();
    }),
  );
  return ids;
}

/** Puts one phone and two laptops in the account's cart through the API (not the screen). */
async function addToCartThroughServer(): Promise<void> {
  const { apiClient } = await import('../../api/client');
  await apiClient.call(api.cart.add, { body: { productId: phone.id, quantity: 1 } });
  await apiClient.call(api.cart.add, { body: { productId: laptop.id, quantity: 2 } });
}
