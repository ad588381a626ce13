import { registerAddToCartIntent } from '../cart/add-to-cart-intent';
import { startSession } from '../stores/session-store';
import { startPendingIntents } from '../stores/sign-in-intent-store';

/**
 * What runs once as the shop starts (main.tsx, and before each page story): restore the session,
 * register what each pending action does, then pick up an action still waiting for sign-in.
 */
export function startApp(): void {
  startSession();
  registerAddToCartIntent();
  startPendingIntents();
}
