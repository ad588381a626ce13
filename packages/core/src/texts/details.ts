/**
 * The details screen (§2, §9).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** The details screen's own labels (§2); §9's service texts are built below from constants.ts. */
export const detailsMessages = {
  backToProducts: 'Back to Products',
  goToHome: 'Go to Home',
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  freeDelivery: 'Free Delivery',
} as const;

/** '10 days return policy' (§9). */
export function returnPolicyText(days: number): string {
  return `${days} days return policy`;
}

/** '1 year warranty' (§9). */
export function warrantyText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'} warranty`;
}
