import { addItem, LOCAL_CART_LOCAL_STORAGE_KEY, parseStoredCart, type LocalCartItem } from '@shop/core';
import { safeStorage } from '../lib/safe-storage';

/** The local cart of §3, as kept in localStorage (unreadable entries read as an empty cart). */
export function readLocalCart(): LocalCartItem[] {
  return parseStoredCart(safeStorage.get('local', LOCAL_CART_LOCAL_STORAGE_KEY));
}

/** Adds a line, or raises the quantity of the same product with the same options. */
export function addToLocalCart(item: LocalCartItem): void {
  safeStorage.set('local', LOCAL_CART_LOCAL_STORAGE_KEY, JSON.stringify(addItem(readLocalCart(), item)));
}
