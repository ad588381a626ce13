import type { Locator, Page } from '@playwright/test';
import { COMPARE_LOCAL_STORAGE_KEY } from '@shop/core';
import { compareItemFrom, type ComparableProduct, type ProductId } from '@shop/core/products';
import { testIds } from '@shop/ui/test-ids';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Set once per tab, so a seeded list is written on the first load only and reloads show what is kept. */
const SEEDED_FLAG = 'e2e.compare.seeded';

/** /compare: the chosen products side by side (ours: spec §2 only links the page). */
export class ComparePage {
  readonly heading: Locator;
  readonly count: Locator;
  readonly hint: Locator;
  readonly clearAllButton: Locator;
  readonly emptyState: Locator;
  readonly browseLink: Locator;
  /** The box the table scrolls in (sideways on phones). */
  readonly tableScroller: Locator;
  readonly table: Locator;
  /** The column heads, one per product, in the order they were added. */
  readonly productColumns: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.count = main.getByTestId(testIds.compare.count);
    this.hint = main.getByTestId(testIds.compare.hint);
    this.clearAllButton = main.getByRole('button', { name: 'Clear all' });
    this.emptyState = main.getByTestId(testIds.compare.empty);
    this.browseLink = main.getByRole('link', { name: 'Browse products' });
    this.tableScroller = main.getByRole('region', { name: 'Products side by side' });
    this.table = main.getByRole('table', { name: 'Products side by side' });
    this.productColumns = this.table.locator(
      `th[scope="col"][data-testid^="${testIds.compare.product('')}"]`,
    );
  }

  /**
   * Leaves `products` chosen for comparison in localStorage before the first page of the tab loads,
   * as if the shopper had picked them on the listing and come back later.
   */
  async seed(products: readonly ComparableProduct[]): Promise<void> {
    await this.page.addInitScript(
      ({ key, flag, value }) => {
        if (window.sessionStorage.getItem(flag)) return;
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem(flag, '1');
      },
      {
        key: COMPARE_LOCAL_STORAGE_KEY,
        flag: SEEDED_FLAG,
        value: JSON.stringify(products.map(compareItemFrom)),
      },
    );
  }

  async open(): Promise<void> {
    await this.page.goto('/compare');
  }

  productLink(id: ProductId): Locator {
    return this.table.getByTestId(testIds.compare.productLink(id));
  }

  price(id: ProductId): Locator {
    return this.table.getByTestId(`${testIds.compare.price(id)}-current`);
  }

  oldPrice(id: ProductId): Locator {
    return this.table.getByTestId(`${testIds.compare.price(id)}-old`);
  }

  removeButton(id: ProductId): Locator {
    return this.table.getByTestId(testIds.compare.remove(id));
  }

  /**
   * The compare toggle wherever it sits (a listing card, the details page), found the way a
   * shopper finds it: 'Add to compare: {name}' or 'Added to compare: {name}'.
   */
  toggleFor(productName: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`to compare: ${escapeRegExp(productName)}$`) });
  }

  /** A specification row by its label ('Operating system'). */
  specRow(label: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  specValue(key: string, id: ProductId): Locator {
    return this.table.getByTestId(testIds.compare.specValue(key, id));
  }

  /** The ids of the products in the table, in column order, read once: wrap it in `expect.poll`. */
  async productIds(): Promise<string[]> {
    const prefix = testIds.compare.product('');
    const ids = await this.productColumns.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('data-testid') ?? ''),
    );
    return ids.map((id) => id.slice(prefix.length));
  }
}
