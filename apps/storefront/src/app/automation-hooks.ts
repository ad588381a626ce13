import { PendingIntentSchema, type PendingIntent } from '../intents/pending-intent';
import { requireSignIn } from '../features/users/stores/sign-in-intent-store';

/** What the app offers to a browser driven by automation (documented in the README). */
export interface ShopLaneAutomation {
  /**
   * Runs `intent` now when signed in; else opens 'Sign In Required', keeps the intent in
   * sessionStorage (it survives a reload) and runs it once after sign-in. Throws on an intent
   * that is not one of the known shapes.
   */
  requireSignIn: (intent: PendingIntent) => void;
}

declare global {
  interface Window {
    shopLane?: ShopLaneAutomation;
  }
}

/**
 * Only for automated browsers (`navigator.webdriver`, set by Playwright, Selenium and Cypress):
 * the guard every sign-in-only action goes through, so suites can drive it before the screens
 * that use it exist — the way Cypress Real World App exposes its services to Cypress.
 */
export function exposeAutomationHooks(): void {
  if (!navigator.webdriver) return;
  window.shopLane = { requireSignIn: (intent) => requireSignIn(PendingIntentSchema.parse(intent)) };
}
