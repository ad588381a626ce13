import { api, PENDING_INTENT_SESSION_STORAGE_KEY } from '@shop/core';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countRequests,
  noticeTexts,
  renderCart,
  serverCart,
  signInStandard,
  twoProducts,
} from '../../../test/cart-helpers';
import { until } from '../../../test/settle';
import {
  requireSignIn,
  startPendingIntents,
  useSignInIntentStore,
} from '../users/stores/sign-in-intent-store';
import { registerAddToCartIntent } from './add-to-cart-intent';
import { addFromCard, cardAddIntent } from './card-add';
import { startCart } from './cart-sync';

const [phone] = twoProducts();

/** What a product card's Add to Cart asks for (listing, home deals and fresh picks). */
const cardAdd = cardAddIntent(phone);

const serverQuantities = async () =>
  (await serverCart()).items.map((item) => [item.productId, item.quantity]);

beforeEach(() => {
  startCart();
  registerAddToCartIntent();
  startPendingIntents();
});

describe("a product card's Add to Cart while signed out (§4)", () => {
  it("asks to sign in, then adds to the account's cart once, with 'Added to cart'", async () => {
    const { result } = renderCart();
    const posts = countRequests(api.cart.add);
    act(() => addFromCard(phone));
    expect(useSignInIntentStore.getState().open).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)!)).toEqual(cardAdd);
    expect(posts.count).toBe(0);

    await signInStandard();
    act(() => useSignInIntentStore.getState().closeSignInRequired('signed-in'));
    await until(() => noticeTexts().includes('Added to cart'));
    // A second close (or another sign-in) finds nothing waiting.
    act(() => useSignInIntentStore.getState().closeSignInRequired('signed-in'));
    await until(() => result.current.view.count === 1);

    expect(posts.count).toBe(1);
    expect(await serverQuantities()).toEqual([[phone.id, 1]]);
    expect(result.current.view.lines.map((line) => line.origin)).toEqual(['server']);
    expect(noticeTexts()).toEqual(['Added to cart']);
    expect(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('adds once after a reload that comes back signed in (the intent kept in sessionStorage)', async () => {
    act(() => requireSignIn(cardAdd));
    await signInStandard();
    // The page reloads before the modal closes: the stores start again from storage.
    act(() => useSignInIntentStore.setState({ open: false, intent: null }));
    const posts = countRequests(api.cart.add);
    startCart();
    startPendingIntents();
    // The action waits for the frame's query cache (bound when the header mounts).
    expect(posts.count).toBe(0);
    const { result } = renderCart();
    await until(() => noticeTexts().includes('Added to cart'));
    await until(() => result.current.view.count === 1);
    expect(posts.count).toBe(1);
    expect(await serverQuantities()).toEqual([[phone.id, 1]]);
  });

  it('runs at once when already signed in', async () => {
    await signInStandard();
    const { result } = renderCart();
    act(() => requireSignIn(cardAdd));
    expect(useSignInIntentStore.getState().open).toBe(false);
    await until(() => noticeTexts().includes('Added to cart'));
    await until(() => result.current.view.count === 1);
    expect(await serverQuantities()).toEqual([[phone.id, 1]]);
  });
});
