import type { Locator, Page } from '@playwright/test';
import { LOCAL_CART_LOCAL_STORAGE_KEY } from '@shop/core';
import { type LocalCartItem } from '@shop/core/cart';
import { testIds } from '@shop/ui/test-ids';
import { Header } from './Header';

const ids = testIds.details;

/** /product/{categoryId}/{productId}: the product details screen (spec §2). */
export class DetailsPage {
  readonly header: Header;
  readonly screen: Locator;
  readonly name: Locator;
  readonly breadcrumb: Locator;
  readonly price: Locator;
  readonly oldPrice: Locator;
  readonly savings: Locator;
  readonly qtyValue: Locator;
  readonly qtyIncrease: Locator;
  readonly qtyDecrease: Locator;
  readonly addToCart: Locator;
  readonly buyNow: Locator;
  readonly galleryIndex: Locator;
  readonly galleryNext: Locator;
  readonly errorTitle: Locator;
  readonly errorMessage: Locator;
  readonly backToProducts: Locator;
  readonly goHome: Locator;
  readonly notifications: Locator;

  constructor(private readonly page: Page) {
    this.header = new Header(page);
    this.screen = page.getByTestId(ids.screen);
    this.name = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.price = page.getByTestId(ids.price);
    this.oldPrice = page.getByTestId(ids.oldPrice);
    this.savings = page.getByTestId(ids.savings);
    this.qtyValue = page.getByTestId(ids.qtyValue);
    this.qtyIncrease = page.getByRole('button', { name: 'Increase quantity' });
    this.qtyDecrease = page.getByRole('button', { name: 'Decrease quantity' });
    this.addToCart = page.getByRole('button', { name: 'Add to Cart' });
    this.buyNow = page.getByRole('button', { name: 'Buy Now' });
    this.galleryIndex = page.getByTestId(ids.galleryIndex);
    this.galleryNext = page.getByRole('button', { name: 'Next image' });
    this.errorTitle = page.getByTestId(ids.errorTitle);
    this.errorMessage = page.getByTestId(ids.errorMessage);
    this.backToProducts = page.getByRole('link', { name: 'Back to Products' });
    this.goHome = page.getByRole('link', { name: 'Go to Home' });
    this.notifications = page.getByRole('region', { name: 'Notifications' });
  }

  async open(categoryId: number | string, productId: number | string): Promise<void> {
    await this.page.goto(`/product/${categoryId}/${productId}`);
  }

  storage(label: string): Locator {
    return this.page.getByTestId(ids.storage(label));
  }

  color(slug: string): Locator {
    return this.page.getByTestId(ids.color(slug));
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  tabPanel(name: string): Locator {
    return this.page.getByRole('tabpanel', { name });
  }

  /** The local cart as the page stored it (§3 field names). */
  async storedCart(): Promise<LocalCartItem[]> {
    const raw = await this.page.evaluate((key) => localStorage.getItem(key), LOCAL_CART_LOCAL_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LocalCartItem[]) : [];
  }
}
