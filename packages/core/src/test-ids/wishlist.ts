/** The wishlist heart (spec §4: toggles locally only) on cards and details. */
export const wishlistTestIds = {
  /** The heart toggle, keyed by product id. */
  toggle: (id: number | string) => `wishlist-toggle-${id}`,
} as const;
