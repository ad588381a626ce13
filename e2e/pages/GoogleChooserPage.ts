import type { Locator, Page } from '@playwright/test';
import { SEEDED_GOOGLE_IDENTITIES, type SeededGoogleIdentity } from '@shop/core/google-sign-in';

/**
 * The Supabase-Auth stand-in's "Choose an account" page (GET /auth/v1/authorize, README "Google
 * sign-in"): served by the API, not the storefront, so its test ids live here rather than in
 * @shop/ui's `testIds`. It runs in the Google popup, or in the tab when the popup was blocked.
 */
export class GoogleChooserPage {
  readonly heading: Locator;
  /** "Use another account": any full name and e-mail (stored as an unverified e-mail). */
  readonly anotherName: Locator;
  readonly anotherEmail: Locator;
  readonly anotherSubmit: Locator;
  /** Sends the shopper back with an OAuth error ('The user cancelled Google sign-in.'). */
  readonly cancel: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose an account' });
    this.anotherName = page.getByTestId('auth-stand-in-another-name');
    this.anotherEmail = page.getByTestId('auth-stand-in-another-email');
    this.anotherSubmit = page.getByTestId('auth-stand-in-another-submit');
    this.cancel = page.getByTestId('auth-stand-in-cancel');
  }

  /** The button of a seeded identity, numbered from 1 as the page lists them (SEEDED_GOOGLE_IDENTITIES' order). */
  account(identity: SeededGoogleIdentity): Locator {
    const index = SEEDED_GOOGLE_IDENTITIES.indexOf(identity);
    if (index < 0) throw new Error(`${identity.email} is not a seeded Google identity`);
    return this.page.getByTestId(`auth-stand-in-account-${index + 1}`);
  }

  async choose(identity: SeededGoogleIdentity): Promise<void> {
    await this.account(identity).click();
  }

  async useAnotherAccount(fullName: string, email: string): Promise<void> {
    await this.anotherName.fill(fullName);
    await this.anotherEmail.fill(email);
    await this.anotherSubmit.click();
  }
}

/**
 * Clicks Continue with Google and answers the popup it opens (the issue's
 * `context.waitForEvent('page')`: the popup is a page of the opener's context, where the welcome
 * tour's flag and a fake clock apply too).
 */
export async function openGooglePopup(opener: Page, button: Locator): Promise<Page> {
  const opened = opener.context().waitForEvent('page');
  await button.click();
  return opened;
}
