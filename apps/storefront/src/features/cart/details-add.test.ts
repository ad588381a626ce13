import { cartMessages, type CartableProduct, type OptionedProduct } from '@shop/core/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNoticesStore, useNoticesStore } from '../../stores/notices-store';
import { addFromDetails } from './details-add';

// The cart's code fails to arrive (offline a moment while the product page was open).
vi.mock('./cart-actions', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const product = { id: 7, categoryid: 10 } as CartableProduct & OptionedProduct;

afterEach(resetNoticesStore);

describe('addFromDetails when the cart’s code cannot be fetched', () => {
  it('tells the shopper the add failed, and Buy Now still moves on', async () => {
    const then = vi.fn();
    await expect(addFromDetails(product, { storage: '', color: '', qty: 1 }, then)).resolves.toBeUndefined();
    expect(then).toHaveBeenCalledOnce();
    expect(useNoticesStore.getState().notices).toMatchObject([
      { message: cartMessages.addFailed, tone: 'error' },
    ]);
  });
});
