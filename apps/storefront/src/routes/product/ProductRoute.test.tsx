import { findProduct } from '@shop/catalog';
import { LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { parseStoredCart } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { LinkProvider, testIds } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeTexts } from '../../../test/cart-helpers';
import { RouterLink } from '../../app/RouterLink';
import { startCart } from '../../features/cart/cart-sync';
import { ProductRoute } from './ProductRoute';

const ids = testIds.details;
/** A phone (storage and colours) and a pressure cooker (neither), from the seed. */
const phone = findProduct(101) as Product;
const cooker = findProduct(602) as Product;

function renderDetails(product: Product) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/product/${product.categoryid}/${product.id}`]}>
        <LinkProvider linkComponent={RouterLink}>
          <Routes>
            <Route path="/product/:categoryId/:productId" element={<ProductRoute />} />
          </Routes>
        </LinkProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const storedCart = () => parseStoredCart(localStorage.getItem(LOCAL_CART_LOCAL_STORAGE_KEY));

beforeEach(() => startCart());

describe('the details page offers and sends options only where the product has them', () => {
  it('a product without options: no storage or colour to choose, none in the line, no surcharge', async () => {
    renderDetails(cooker);
    await screen.findByTestId(ids.addToCart);
    expect(screen.queryByTestId(ids.storage('256GB'))).toBeNull();
    expect(screen.queryByTestId(ids.color('natural-titanium'))).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId(ids.addToCart)));
    expect(noticeTexts()).toEqual(['Added to cart']);
    expect(storedCart()).toEqual([
      expect.objectContaining({ id: cooker.id, price: cooker.price, qty: 1, options: {} }),
    ]);
  });

  it('a phone: the storage and colour chosen, with the storage surcharge', async () => {
    renderDetails(phone);
    fireEvent.click(await screen.findByTestId(ids.storage('512GB')));
    await act(async () => fireEvent.click(screen.getByTestId(ids.addToCart)));
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: phone.id,
        price: phone.price + 20_000,
        options: { storage: '512GB', color: 'Natural Titanium' },
      }),
    ]);
  });
});
