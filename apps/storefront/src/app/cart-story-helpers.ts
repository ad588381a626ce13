import { findProduct } from '@shop/catalog/catalogue';
import { LOCAL_CART_LOCAL_STORAGE_KEY, OFFLINE_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { localItemFromProduct, type LocalCartItem } from '@shop/core/cart';
import { seedCartLines, type CartSeedLine } from '@shop/mocks';
import { restoredSession } from './page-story-helpers';

/** A line of this device's cart for a catalogue product, as the details screen's add writes it. */
export function localLine(
  productId: number,
  choice: { readonly qty?: number; readonly storage?: string; readonly color?: string } = {},
): LocalCartItem {
  const product = findProduct(productId);
  if (!product) throw new globalThis.Error(`The catalogue has no product ${productId}`);
  return localItemFromProduct(product, choice);
}

/** Puts lines in the guest cart ('demo.cart.items') or the offline cart ('demo.cart.offline'). */
export function presetCart(cart: 'device' | 'offline', items: readonly LocalCartItem[]): void {
  const key = cart === 'device' ? LOCAL_CART_LOCAL_STORAGE_KEY : OFFLINE_CART_LOCAL_STORAGE_KEY;
  localStorage.setItem(key, JSON.stringify(items));
}

/** What a stored cart holds now (lines and their quantities, by product id). */
export function storedCart(cart: 'device' | 'offline'): { id: number; qty: number }[] {
  const key = cart === 'device' ? LOCAL_CART_LOCAL_STORAGE_KEY : OFFLINE_CART_LOCAL_STORAGE_KEY;
  const items = JSON.parse(localStorage.getItem(key) ?? '[]') as LocalCartItem[];
  return items.map(({ id, qty }) => ({ id, qty }));
}

/**
 * A `beforeEach`: the standard demo user signed in (restored from storage) with these lines in the
 * account's cart on the mock API. Without lines the cart is left alone, so a scenario that seeds
 * its own (`cart.get.filled`) still can.
 */
export const signedInWithServerCart =
  (lines: readonly CartSeedLine[] = []) =>
  (): void => {
    restoredSession()();
    if (lines.length > 0) seedCartLines(1, lines);
  };
