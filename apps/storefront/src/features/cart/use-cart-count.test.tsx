import { api, LOCAL_CART_LOCAL_STORAGE_KEY, OFFLINE_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineOf, signInStandard, twoProducts } from '../../../test/cart-helpers';
import { queryWrapper } from '../../../test/router-wrapper';
import { apiClient } from '../../api/client';
import { startCart } from './cart-sync';
import { useCartCount } from './use-cart-count';
import { useCartView } from './use-cart-view';

const [phone, laptop] = twoProducts();

describe("useCartCount (the header's badge)", () => {
  it('counts a stored cart at start and leaves out what the cart page would leave out', () => {
    const withoutName = { ...lineOf(laptop, 5), name: undefined };
    localStorage.setItem(
      LOCAL_CART_LOCAL_STORAGE_KEY,
      JSON.stringify([lineOf(phone, 2), withoutName, { ...lineOf(laptop, 3), requestId: 'not-a-uuid' }]),
    );
    localStorage.setItem(OFFLINE_CART_LOCAL_STORAGE_KEY, '{not json');
    startCart();
    const { result } = renderHook(() => useCartCount(), { wrapper: queryWrapper() });
    // The line without a name is dropped; the one with an unreadable requestId is kept (parseStoredCart).
    expect(result.current).toBe(5);
  });

  it("gives the units the cart page's view counts: the account's, this device's and the offline lines", async () => {
    await signInStandard();
    await apiClient.call(api.cart.add, { body: { productId: phone.id, quantity: 4 } });
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(laptop, 1)]));
    localStorage.setItem(OFFLINE_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(laptop, 2)]));
    startCart();
    const { result } = renderHook(() => ({ count: useCartCount(), view: useCartView() }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.view.status).toBe('ready'));
    expect(result.current.count).toBe(7);
    expect(result.current.count).toBe(result.current.view.count);
  });
});
