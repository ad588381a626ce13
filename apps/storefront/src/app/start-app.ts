import { registerAddToCartIntent } from '../features/cart/add-to-cart-intent';
import { startCart } from '../features/cart/cart-sync';
import { startCompareStore } from '../features/products/stores/compare-store';
import { startSession } from '../features/users/stores/session-store';
import { startPendingIntents } from '../features/users/stores/sign-in-intent-store';
import { startWishlistStore } from '../features/products/stores/wishlist-store';

/**
 * What runs once as the shop starts (start-shop.tsx, and before each page story): restore the session,
 * register what each pending action does, then pick up an action still waiting for sign-in; read
 * the compare list and the wishlist (and follow other tabs' changes to them). The cart starts before
 * the waiting action, so an add restored after a reload meets the carts already read.
 */
export function startApp(): void {
  startSession();
  startCart();
  registerAddToCartIntent();
  startPendingIntents();
  startCompareStore();
  startWishlistStore();
}
