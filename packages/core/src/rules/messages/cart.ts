/**
 * The cart (§2, §4, §8).
 * Part of rules/messages.ts, where every text is listed (see there); a module per area so a
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
} as const;

/** 'Shopping Cart (1 item)' / 'Shopping Cart (3 items)' (§2 Cart header). */
export function cartHeading(itemCount: number): string {
  return `Shopping Cart (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
}
