import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

/** The header shown on every page (spec §2). */
export class Header {
  /** Compare, Cart and Profile: the header's row of actions. */
  readonly actionLinks: Locator;
  readonly profileLink: Locator;
  /** Cart, named 'Cart, N items' after its badge. */
  readonly cartLink: Locator;
  /** The badge: the units of every line shown in the cart (§2). */
  readonly cartCount: Locator;
  readonly signInLink: Locator;
  readonly signOutButton: Locator;
  /** 'Hi, Asha': text without a role of its own. */
  readonly userName: Locator;

  /** The search words: a combobox whose list holds the suggestions. */
  readonly searchInput: Locator;
  /** All, Mobiles, Laptops, Audio, Accessories. */
  readonly searchCategory: Locator;
  readonly searchSubmit: Locator;
  /** The panel under the input: the list and the loading, empty or failure row. */
  readonly suggestions: Locator;
  /** Every suggestion (products first, then categories), in the order shown. */
  readonly suggestionOptions: Locator;
  readonly suggestionsLoading: Locator;
  readonly suggestionsEmpty: Locator;
  readonly suggestionsError: Locator;

  constructor(private readonly page: Page) {
    const header = page.getByRole('banner');
    this.actionLinks = header.getByRole('navigation', { name: 'Account and cart' }).getByRole('link');
    this.profileLink = header.getByRole('link', { name: 'Profile', exact: true });
    this.cartLink = header.getByTestId(testIds.header.cartLink);
    this.cartCount = header.getByTestId(testIds.header.cartCount);
    this.signInLink = header.getByRole('link', { name: 'Sign In/Sign Up' });
    this.signOutButton = header.getByRole('button', { name: 'Sign Out' });
    this.userName = header.getByTestId(testIds.header.userName);

    const ids = testIds.header;
    this.searchInput = header.getByRole('combobox', { name: 'Search products' });
    this.searchCategory = header.getByRole('combobox', { name: 'Search category' });
    this.searchSubmit = header.getByTestId(ids.searchSubmit);
    this.suggestions = header.getByTestId(ids.suggestions);
    this.suggestionOptions = header.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    this.suggestionsLoading = header.getByTestId(ids.suggestionsLoading);
    this.suggestionsEmpty = header.getByTestId(ids.suggestionsEmpty);
    this.suggestionsError = header.getByTestId(ids.suggestionsError);
  }

  /** The product suggestion row of `productId` (its keyed id, stable while the order changes). */
  productSuggestion(productId: number): Locator {
    return this.page.getByTestId(testIds.header.suggestionProduct(productId));
  }

  /** Every product row's product id, in the order shown. */
  async suggestedProductIds(): Promise<number[]> {
    const prefix = testIds.header.suggestionProduct(0).replace(/0$/, '');
    const ids = await this.suggestions
      .locator(`[data-testid^="${prefix}"]`)
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
    return ids.map((id) => Number(id.slice(prefix.length)));
  }

  /** Types `words` key by key, as a shopper does (each key restarts the suggestions' wait). */
  async typeSearch(words: string): Promise<void> {
    await this.searchInput.click();
    await this.searchInput.pressSequentially(words);
  }
}
