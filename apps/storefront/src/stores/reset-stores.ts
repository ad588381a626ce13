import { resetCart } from '../features/cart/cart-sync';
import { resetCompareStore } from '../features/products/stores/compare-store';
import { resetDialogsStore } from './dialogs-store';
import { resetNoticesStore } from './notices-store';
import { useSessionStore } from '../features/users/stores/session-store';
import { resetSignInIntentStore } from '../features/users/stores/sign-in-intent-store';
import { resetTourStore } from '../features/profile/stores/tour-store';
import { resetWishlistStore } from '../features/products/stores/wishlist-store';

/**
 * Every client store back to its first state (timers cleared, watchers stopped), so no state
 * leaks between unit tests (test/setup.ts) or between stories (.storybook/preview.tsx).
 */
export function resetStores(): void {
  resetNoticesStore();
  resetDialogsStore();
  resetSignInIntentStore();
  useSessionStore.setState({ user: null });
  resetCompareStore();
  resetWishlistStore();
  resetTourStore();
  resetCart();
}
