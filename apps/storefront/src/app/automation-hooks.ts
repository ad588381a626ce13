import { requireSignIn } from '../stores/overlays-store';

/** What the app offers to a browser driven by automation (documented in the README). */
export interface ShopLaneAutomation {
  /** Runs `action` now when signed in; else opens 'Sign In Required' and runs it after sign-in. */
  requireSignIn: (action: () => void) => void;
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
  window.shopLane = { requireSignIn };
}
