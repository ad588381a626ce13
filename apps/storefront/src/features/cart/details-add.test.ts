import { cartMessages, type CartableProduct, type OptionedProduct } from '@shop/core/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNoticesStore } from '../../stores/notices-store';
import { addFromDetails, detailsCartActions } from './details-add';

const product = { id: 7, categoryid: 10 } as CartableProduct & OptionedProduct;

afterEach(() => vi.restoreAllMocks());

describe('addFromDetails when the cart’s code cannot be fetched', () => {
  it('tells the shopper the add failed, and Buy Now still moves on', async () => {
    // Offline a moment while the product page was open: the cart's code does not arrive.
    vi.spyOn(detailsCartActions, 'load').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const then = vi.fn();
    await expect(addFromDetails(product, { storage: '', color: '', qty: 1 }, then)).resolves.toBeUndefined();
    expect(then).toHaveBeenCalledOnce();
    expect(useNoticesStore.getState().notices).toMatchObject([
      { message: cartMessages.addFailed, tone: 'error' },
    ]);
  });
});
