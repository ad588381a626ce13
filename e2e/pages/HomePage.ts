import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

export class HomePage {
  readonly header: Header;
  /** Every category card (a link each), in the order shown. */
  readonly categoryCards: Locator;
  readonly categoriesFallback: Locator;
  readonly hero: Locator;
  readonly heroNext: Locator;
  readonly heroPrevious: Locator;
  readonly deals: Locator;
  readonly dealCards: Locator;
  readonly dealsFallback: Locator;
  readonly dealsRetry: Locator;
  readonly freshPicks: Locator;
  readonly freshPickCards: Locator;
  readonly freshPicksFallback: Locator;
  readonly footerCta: Locator;
  readonly footerSignIn: Locator;
  readonly footerSignOut: Locator;
  readonly footerStartExploring: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    this.categoryCards = categories.getByRole('list').getByRole('link');
    this.categoriesFallback = categories.getByRole('status');
    const ids = testIds.home;
    this.hero = page.getByTestId(ids.hero);
    this.heroNext = this.hero.getByRole('button', { name: 'Next slide' });
    this.heroPrevious = this.hero.getByRole('button', { name: 'Previous slide' });
    this.deals = page.getByRole('region', { name: 'Deals of the day' });
    this.dealCards = this.deals.locator(`[data-testid^="${ids.dealCard('')}"]`);
    this.dealsFallback = page.getByTestId(ids.dealsFallback);
    this.dealsRetry = page.getByTestId(ids.dealsRetry);
    this.freshPicks = page.getByRole('region', { name: 'Fresh picks for you' });
    this.freshPickCards = this.freshPicks.locator(`[data-testid^="${ids.freshPickCard('')}"]`);
    this.freshPicksFallback = page.getByTestId(ids.freshPicksFallback);
    this.footerCta = page.getByTestId(ids.footerCta);
    this.footerSignIn = this.footerCta.getByRole('link', { name: 'Sign In' });
    this.footerSignOut = this.footerCta.getByRole('button', { name: 'Sign Out' });
    this.footerStartExploring = this.footerCta.getByRole('link', { name: 'Start exploring' });
  }

  /** `/`, or `/?shuffleSeed=…` to fix the deals and fresh picks (README, QA). */
  async open(options: { shuffleSeed?: string } = {}): Promise<void> {
    await this.page.goto(
      options.shuffleSeed ? `/?shuffleSeed=${encodeURIComponent(options.shuffleSeed)}` : '/',
    );
  }

  /** The card whose title is `name` ('Mobiles & Tablets'); its badge is part of the link's name. */
  categoryCard(name: string): Locator {
    return this.categoryCards.filter({ hasText: name });
  }

  /** Hero slide `n` (from 1). */
  heroSlide(n: number): Locator {
    return this.page.getByTestId(testIds.home.heroSlide(n));
  }

  /** The product names of a row's cards, in order. */
  async productNames(cards: Locator): Promise<string[]> {
    return cards.getByRole('heading').allTextContents();
  }

  /** A Deals of the day card's Add to Cart (the product card's own test id, scoped to the row). */
  dealAddToCart(productId: number | string): Locator {
    return this.deals.getByTestId(testIds.productCard.addToCart(productId));
  }

  /** The product ids of the deal cards shown, in order. */
  async dealProductIds(): Promise<string[]> {
    const prefix = testIds.home.dealCard('');
    const shown = await this.dealCards.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-testid') ?? ''),
    );
    return shown.map((testId) => testId.slice(prefix.length));
  }

  viewDetails(productId: number): Locator {
    return this.page.getByTestId(testIds.home.freshPickViewDetails(productId));
  }
}
