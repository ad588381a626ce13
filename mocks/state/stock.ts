import { findProduct } from '@shop/catalog';
import { accountsState } from './accounts';

/**
 * Stock as the server's products table holds it: the shared catalogue's figure (frozen, the API's
 * seed) less what the mock state's orders took. Undefined for a product the catalogue does not have.
 */
export function stockLeft(productId: number): number | undefined {
  const product = findProduct(productId);
  if (!product) return undefined;
  return Math.max(0, product.stock - (accountsState.checkout.stockTaken.get(productId) ?? 0));
}

/** An order takes `quantity` units (the caller has checked that enough are left). */
export function takeStock(productId: number, quantity: number): void {
  const taken = accountsState.checkout.stockTaken;
  taken.set(productId, (taken.get(productId) ?? 0) + quantity);
}

/** A product as a catalogue reply shows it: its stock less what the mock's orders took. */
export function withStockLeft<T extends { readonly id: number; readonly stock: number }>(product: T): T {
  const taken = accountsState.checkout.stockTaken.get(product.id);
  return taken === undefined ? product : { ...product, stock: Math.max(0, product.stock - taken) };
}
