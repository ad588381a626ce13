import { api, CART_PROMO_SESSION_STORAGE_KEY, formatRupees, LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { LinkProvider, testIds } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { countRequests, lineOf, signInStandard, twoProducts } from '../../../test/cart-helpers';
import { apiClient } from '../../api/client';
import { RouterLink } from '../../app/RouterLink';
import { startCart } from '../../features/cart/cart-sync';
import { CartRoute } from './CartRoute';

const [phone, laptop] = twoProducts();

/** The cart page on the app's cache settings (a minute fresh), so a refetch on opening is the page's own. */
function renderCartPage(
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/cart']}>
        <LinkProvider linkComponent={RouterLink}>
          <CartRoute />
        </LinkProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => startCart());

describe('the cart page (§2 Cart)', () => {
  it("shows a guest's lines with the heading and the §9 summary", () => {
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(phone, 2), lineOf(laptop)]));
    startCart();
    renderCartPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shopping Cart (3 items)');
    const subtotal = 2 * phone.price + laptop.price;
    expect(text(testIds.cart.summarySubtotal)).toBe(formatRupees(subtotal));
    expect(text(testIds.cart.summaryTax)).toBe(formatRupees(Math.round(0.18 * subtotal)));
  });

  it("fetches the account's cart again each time the page opens", async () => {
    await signInStandard();
    await apiClient.call(api.cart.add, { body: { productId: phone.id, quantity: 1 } });
    const gets = countRequests(api.cart.get);
    const first = renderCartPage();
    await waitFor(() => expect(screen.queryByTestId(testIds.cart.line(String(phone.id)))).not.toBeNull());
    expect(gets.count).toBe(1);
    first.unmount();

    await apiClient.call(api.cart.add, { body: { productId: laptop.id, quantity: 1 } });
    renderCartPage(first.queryClient);
    await waitFor(() => expect(screen.queryByTestId(testIds.cart.line(String(laptop.id)))).not.toBeNull());
    expect(gets.count).toBe(2);
  });

  it('applies a demo promo code before GST, keeps it for the tab, and refuses an unknown one', () => {
    localStorage.setItem(LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify([lineOf(phone, 1)]));
    startCart();
    renderCartPage();
    const input = screen.getByTestId(testIds.cart.promoInput);

    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId(testIds.cart.promoApply));
    expect(text(testIds.cart.promoMessage)).toBe("Promo code 'nope' is not valid");

    fireEvent.change(input, { target: { value: ' save10 ' } });
    act(() => fireEvent.click(screen.getByTestId(testIds.cart.promoApply)));
    const discount = Math.min(Math.round(phone.price * 0.1), 2000);
    expect(text(testIds.cart.promoMessage)).toBe(`SAVE10 applied: you save ${formatRupees(discount)}`);
    expect(text(testIds.cart.summaryTax)).toBe(formatRupees(Math.round(0.18 * (phone.price - discount))));
    expect(sessionStorage.getItem(CART_PROMO_SESSION_STORAGE_KEY)).toBe('SAVE10');

    fireEvent.click(screen.getByTestId(testIds.cart.promoRemove));
    expect(text(testIds.cart.promoMessage)).toBe('Promo code removed');
    expect(sessionStorage.getItem(CART_PROMO_SESSION_STORAGE_KEY)).toBeNull();
    expect(text(testIds.cart.summaryTax)).toBe(formatRupees(Math.round(0.18 * phone.price)));
  });
});
