/**
 * Compare and the wishlist heart (§2, §4).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** The compare page and its buttons (ours: §2 only links /compare). */
export const compareMessages = {
  title: 'Compare products',
  add: 'Add to compare',
  added: 'Added to compare',
  full: 'You can compare up to 4 products',
  hint: 'Add up to 4 products from the listing or a product page',
  emptyTitle: 'No products to compare yet',
  browseProducts: 'Browse products',
  clearAll: 'Clear all',
  remove: 'Remove',
} as const;

/** The wishlist heart's accessible name (§4: toggles locally only). */
export function wishlistToggleLabel(productName: string, inWishlist: boolean): string {
  return inWishlist ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
}
