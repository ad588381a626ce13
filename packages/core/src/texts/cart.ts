/**
 * The cart (§2, §4, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Cart (§2, §4, §8). */
export const cartMessages = {
  addFailed: 'Failed to add to cart',
  fetchFailed: 'Failed to fetch cart',
  deleteFailed: 'Failed to delete cart item',
  added: 'Added to cart',
  empty: 'Your cart is empty.',
  freeDelivery: 'Your order qualifies for free delivery!',
  /** Ours (§8 names no text for these calls). */
  updateFailed: 'Failed to update cart item',
  clearFailed: 'Failed to clear cart',
  removed: 'Removed from cart',
  cleared: 'Your cart is now empty',
  /** The server did not answer (§4 offline mode): what the cart page and the add say. */
  offline: 'You are offline. Cart changes are kept on this device and sent when the connection returns.',
  /** The offline lines reached the account's cart once the server answered again. */
  synced: 'Your offline cart changes have been saved',
  /** The guest cart joined the account's cart at sign-in. */
  merged: 'Items from this device were added to your cart',
  /** After the server refused an add (§4): the kept message is followed by this. */
  keptOnDevice: 'The item is kept in your cart on this device.',
  clearConfirmTitle: 'Clear Cart',
  clearConfirmText: 'Remove every item from your cart?',
} as const;

/** 'Shopping Cart (1 item)' / 'Shopping Cart (3 items)' (§2 Cart header). */
export function cartHeading(itemCount: number): string {
  return `Shopping Cart (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
}

/**
 * The kept message of a refused add (§4) followed by where the item went: 'Only 3 left in stock.
 * The item is kept in your cart on this device.' Server texts carry no full stop; one is added.
 */
export function keptErrorText(message: string): string {
  const sentence = /[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`;
  return `${sentence} ${cartMessages.keptOnDevice}`;
}
