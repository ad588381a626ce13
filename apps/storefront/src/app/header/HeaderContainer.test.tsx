import { api, LOCAL_CART_LOCAL_STORAGE_KEY, OFFLINE_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { testIds } from '@shop/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineOf, signInStandard, twoProducts } from '../../../test/cart-helpers';
import { routerWrapper } from '../../../test/router-wrapper';
import { apiClient } from '../../api/client';
import { addToCart } from '../../features/cart/cart-actions';
import { startCart } from '../../features/cart/cart-sync';
import { HeaderContainer } from './HeaderContainer';

const [phone, laptop] = twoProducts();
const badge = () => screen.getByTestId(testIds.header.cartCount);

function renderHeader() {
  const { wrapper: Wrapper } = routerWrapper('/');
  return render(<HeaderContainer />, { wrapper: Wrapper });
}

describe('the header badge (§2: units of every line the cart shows)', () => {
  it("counts a guest's lines and follows each add at once", async () => {
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(phone, 2)]));
    startCart();
    renderHeader();
    expect(badge().textContent).toBe('2');
    await act(() => addToCart(lineOf(laptop)));
    expect(badge().textContent).toBe('3');
  });

  it("fetches the account's cart when it shows, and adds this device's and the offline lines", async () => {
    await signInStandard();
    await apiClient.call(api.cart.add, { body: { productId: phone.id, quantity: 4 } });
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(laptop, 1)]));
    localStorage.setItem(OFFLINE_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(laptop, 2)]));
    startCart();
    renderHeader();
    await waitFor(() => expect(badge().textContent).toBe('7'));
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeTruthy();
  });
});
