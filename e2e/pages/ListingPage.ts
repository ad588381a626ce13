import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

const ids = testIds.listing;
const cards = testIds.productCard;

/** /products: the product listing (spec §2) with its filters, sort and pagination. */
export class ListingPage {
  readonly header: Header;
  readonly screen: Locator;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  /** '{n} product(s) found' plus '(filtered from {total} total)' when filtered. */
  readonly count: Locator;
  readonly sort: Locator;
  readonly viewList: Locator;
  readonly viewGrid: Locator;
  /** 'Skip to products': past the filters, to the products (shown while it has the focus). */
  readonly skipToResults: Locator;
  /** The products' section: the toolbar, the cards and the pagination. */
  readonly results: Locator;
  readonly search: Locator;
  readonly priceMin: Locator;
  readonly priceMax: Locator;
  readonly inStock: Locator;
  readonly freeDelivery: Locator;
  readonly clearAll: Locator;
  readonly noMatches: Locator;
  /** 'Unable to load latest products. Showing sample products.' (§2, §8). */
  readonly sampleNotice: Locator;
  /** Every product card on the current page, in the order shown. */
  readonly cards: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.screen = page.getByTestId(ids.screen);
    this.heading = page.getByTestId(ids.heading);
    this.breadcrumb = page.getByTestId(ids.breadcrumb);
    this.count = page.getByTestId(ids.count);
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.viewList = page.getByTestId(ids.viewList);
    this.viewGrid = page.getByTestId(ids.viewGrid);
    this.skipToResults = page.getByRole('link', { name: 'Skip to products' });
    this.results = page.getByTestId(ids.results);
    this.search = page.getByTestId(ids.filterSearch);
    this.priceMin = page.getByRole('slider', { name: 'Minimum price' });
    this.priceMax = page.getByRole('slider', { name: 'Maximum price' });
    this.inStock = page.getByTestId(ids.filterInStock);
    this.freeDelivery = page.getByTestId(ids.filterFreeDelivery);
    this.clearAll = page.getByTestId(ids.filterClear);
    this.noMatches = page.getByTestId(ids.noMatches);
    this.sampleNotice = page.getByTestId(ids.noticeSample);
    this.cards = page.locator(`article[data-testid^="${cards.card('')}"]`);
    this.nextPage = page.getByTestId(ids.paginationNext);
    this.previousPage = page.getByTestId(ids.paginationPrev);
  }

  /** `/products` with the given query (e.g. `{ category: 'all' }`), waiting for the count. */
  async open(query: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(search ? `/products?${search}` : '/products');
    await this.count.waitFor();
  }

  brand(name: string): Locator {
    return this.page.getByTestId(ids.filterBrand(name));
  }

  rating(stars: 4 | 3 | 2 | 1): Locator {
    return this.page.getByTestId(ids.filterRating(stars));
  }

  pageButton(page: number): Locator {
    return this.page.getByTestId(ids.paginationPage(page));
  }

  cardLink(productId: number | string): Locator {
    return this.page.getByTestId(cards.link(productId));
  }

  /** A card's Add to Cart: signed out it asks to sign in first (§4). */
  addToCart(productId: number | string): Locator {
    return this.page.getByTestId(cards.addToCart(productId));
  }

  /** The product ids of the cards shown, in order. */
  async productIds(): Promise<string[]> {
    const testIdsShown = await this.cards.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-testid') ?? ''),
    );
    return testIdsShown.map((testId) => testId.replace(cards.card(''), ''));
  }

  /** Sets the price slider's thumbs (rupees), as dragging would. */
  async setPrice({ min, max }: { min?: number; max?: number }): Promise<void> {
    if (max !== undefined) await this.priceMax.fill(String(max));
    if (min !== undefined) await this.priceMin.fill(String(min));
  }
}
