import { api } from '@shop/core';
import { cartBeyondStockMessage, cartServerMessages } from '@shop/core/cart';
import { type CartReply } from '@shop/core/cart';
import { delay } from 'msw';
import { cartHandlers, makeCartHandlers } from '../handlers/cart';
import { errorReply, on, reply } from '../http';
import type { CartSeedLine } from '../state/cart';

const cart = api.cart;
const withDefaults = (...overrides: typeof cartHandlers) => [...overrides, ...cartHandlers];

/**
 * A signed-in shopper's cart of four lines, one of each kind the cart page draws differently:
 * options chosen on the details screen (512GB adds ₹20,000, §9), a product without an image
 * (the placeholder, §2), an old price equal to the price (no 'N% off'), and a line at the
 * per-line ceiling of 99 (its + disabled). 1 + 2 + 1 + 99 = 103 units.
 */
export const filledCartLines: readonly CartSeedLine[] = [
  { productId: 101, quantity: 1, storage: '512GB', color: 'Blue Titanium' },
  { productId: 105, quantity: 2 },
  { productId: 125, quantity: 1 },
  { productId: 102, quantity: 99 },
];

/** The line of {@link filledCartLines} whose product comes without an image. */
export const IMAGELESS_PRODUCT_ID = 105;

/** Two plain lines (3 units, no savings) for the §9 summary fallbacks: ₹21,999 + 2 × ₹8,999. */
export const fallbackCartLines: readonly CartSeedLine[] = [
  { productId: 125, quantity: 1 },
  { productId: 126, quantity: 2 },
];

/** The stock the forced beyond-stock refusal names. */
export const BEYOND_STOCK_LEFT = 2;

const withoutImageOf =
  (productId: number) =>
  (current: CartReply): CartReply => ({
    ...current,
    items: current.items.map((item) =>
      item.productId === productId ? { ...item, product: { ...item.product, imageurl: '' } } : item,
    ),
  });

/** Named states of the cart calls; each replaces the `cart` area. */
export const cartScenarios = {
  'cart.ok': cartHandlers,
  'cart.get.filled': makeCartHandlers({
    seed: filledCartLines,
    present: withoutImageOf(IMAGELESS_PRODUCT_ID),
  }),
  'cart.get.loading': withDefaults(
    on(cart.get, async () => {
      await delay('infinite');
      return reply(cart.get, {
        items: [],
        summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
      });
    }),
  ),
  /** §9: a summary without tax and total; the page shows 18 % GST and subtotal + tax. */
  'cart.get.summary-without-tax-total': makeCartHandlers({
    seed: fallbackCartLines,
    present: ({ items, summary: { tax: _tax, total: _total, ...summary } }) => ({ items, summary }),
  }),
  /** §9: a total that is not positive; the page shows subtotal + tax. */
  'cart.get.summary-zero-total': makeCartHandlers({
    seed: fallbackCartLines,
    present: (current) => ({ ...current, summary: { ...current.summary, total: 0 } }),
  }),
  'cart.add.beyond-stock': withDefaults(
    on(cart.add, () => errorReply(409, cartBeyondStockMessage(BEYOND_STOCK_LEFT))),
  ),
  'cart.add.out-of-stock': withDefaults(on(cart.add, () => errorReply(409, cartServerMessages.outOfStock))),
};
