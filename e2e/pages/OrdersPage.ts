import type { Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

const ids = testIds.orders;

/** One entry of the order history, found by its order number. */
export class OrdersEntry {
  readonly root: Locator;
  readonly number: Locator;
  readonly status: Locator;
  readonly date: Locator;
  readonly items: Locator;
  readonly firstItem: Locator;
  readonly total: Locator;
  readonly details: Locator;

  constructor(page: Page, orderNumber: string) {
    this.root = page.getByTestId(ids.order(orderNumber));
    this.number = page.getByTestId(ids.orderNumber(orderNumber));
    this.status = page.getByTestId(ids.orderStatus(orderNumber));
    this.date = page.getByTestId(ids.orderDate(orderNumber));
    this.items = page.getByTestId(ids.orderItems(orderNumber));
    this.firstItem = page.getByTestId(ids.orderFirstItem(orderNumber));
    this.total = page.getByTestId(ids.orderTotal(orderNumber));
    this.details = page.getByTestId(ids.orderLink(orderNumber));
  }
}

/** My Orders (/orders): the signed-in user's orders, ten a page. */
export class OrdersPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly empty: Locator;
  readonly fetchError: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByTestId(ids.heading);
    this.list = page.getByTestId(ids.list);
    this.empty = page.getByTestId(ids.empty);
    this.fetchError = page.getByTestId(ids.fetchError);
  }

  async goto(): Promise<void> {
    await this.page.goto('/orders');
  }

  order(orderNumber: string): OrdersEntry {
    return new OrdersEntry(this.page, orderNumber);
  }
}
