import { MAX_LINE_QUANTITY } from '@shop/core';
import {
  addItem,
  removeItem,
  setQuantity,
  setRequestId,
  withoutRequestId,
  type LocalCartItem,
  type LocalCartLineRef,
} from '@shop/core/cart';
import { clampLineQuantity } from '@shop/core/products';
import { useCartStore, writeDeviceCart, type DeviceCartName } from './stores/cart-store';

// Apart from the store: every page reads the carts (the header's badge), only the pages where the
// cart changes load the changes.

const lines = (cart: DeviceCartName) => useCartStore.getState()[cart];

/**
 * The per-line ceiling of the server cart holds here too, so every line can be sent as it is (a
 * capped line is a changed one: a new request).
 */
const capped = (items: LocalCartItem[]): LocalCartItem[] =>
  items.map((item) =>
    item.qty > MAX_LINE_QUANTITY ? withoutRequestId({ ...item, qty: MAX_LINE_QUANTITY }) : item,
  );

/** Changes to the carts kept on this device (stores/cart-store.ts), each written to storage at once. */
export const deviceCarts = {
  /** Adds a line, or raises the quantity of the same product with the same options. */
  add: (cart: DeviceCartName, item: LocalCartItem): void =>
    writeDeviceCart(cart, capped(addItem(lines(cart), item))),
  /** Sets a line's quantity, between 1 and MAX_LINE_QUANTITY. */
  setQuantity: (cart: DeviceCartName, ref: LocalCartLineRef, qty: number): void =>
    writeDeviceCart(cart, setQuantity(lines(cart), ref, clampLineQuantity(qty))),
  remove: (cart: DeviceCartName, ref: LocalCartLineRef): void =>
    writeDeviceCart(cart, removeItem(lines(cart), ref)),
  clear: (cart: DeviceCartName): void => writeDeviceCart(cart, []),
  /**
   * Keeps the requestId a line is about to be sent with, in storage before the send: a reload
   * mid-send sends it again with the same id, which the server adds once. `undefined` takes it
   * away (the line is no longer being sent).
   */
  keepRequestId: (cart: DeviceCartName, ref: LocalCartLineRef, requestId: string | undefined): void =>
    writeDeviceCart(cart, setRequestId(lines(cart), ref, requestId)),
};
