import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

const ids = testIds.oauthCallback;

/** /oauth-callback (§2): 'Completing sign-in...', then 'Sign-in Successful!' or 'Sign-in Failed'. */
export class OAuthCallbackPage {
  readonly screen: Locator;
  /** 'Completing sign-in...', 'Sign-in Successful!' or 'Sign-in Failed'. */
  readonly title: Locator;
  /** The loading line or the error's message. */
  readonly message: Locator;
  /** 'Closing popup...', 'Redirecting you to the home page...' or '… back to the sign-in page...'. */
  readonly next: Locator;
  readonly spinner: Locator;
  readonly continueLink: Locator;

  constructor(private readonly page: Page) {
    this.screen = page.getByTestId(ids.screen);
    this.title = page.getByTestId(ids.title);
    this.message = page.getByTestId(ids.message);
    this.next = page.getByTestId(ids.next);
    this.spinner = page.getByTestId(ids.spinner);
    this.continueLink = page.getByTestId(ids.continueLink);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/oauth-callback${query}`);
  }
}
