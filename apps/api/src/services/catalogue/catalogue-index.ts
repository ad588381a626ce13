import { ALL_CATEGORIES_ID, type ReplyOf, type api } from '@shop/core';
import { type Category, CategorySchema } from '@shop/core/products';
import { ReadyJson } from '../../http/ready-json';

export type CategoryListReply = ReplyOf<typeof api.products.listCategories>;

/** The first index of `sorted` holding `id`, or -1. */
function indexOf(sorted: Int32Array, id: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle] as number;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * What the catalogue's pages are made of, without the products themselves: the categories'
 * reply, and each category's product ids in listing order (by id). Four bytes a product, so a
 * million-product catalogue costs the server 8 MB here; the pages' products are read from the
 * database when a page is first asked for (CatalogueService).
 *
 * Built anew when products are added, deleted or moved, or categories change; a change to a
 * product's fields leaves it as it is.
 */
export class CatalogueIndex {
  readonly categoryList: ReadyJson<CategoryListReply>;
  /** Category id (0 = all) → its products' ids, ascending. */
  private readonly idsByCategory = new Map<number, Int32Array>();

  constructor(
    categoryRows: readonly Category[],
    productIds: readonly { readonly categoryid: number; readonly ids: readonly number[] }[],
  ) {
    const categoryList = categoryRows.map((row) => CategorySchema.parse(row));
    this.categoryList = ReadyJson.of<CategoryListReply>({ products: categoryList });
    let total = 0;
    for (const category of categoryList) {
      const ids = Int32Array.from(productIds.find((row) => row.categoryid === category.id)?.ids ?? []);
      this.idsByCategory.set(category.id, ids);
      total += ids.length;
    }
    const all = new Int32Array(total);
    let filled = 0;
    for (const ids of this.idsByCategory.values()) {
      all.set(ids, filled);
      filled += ids.length;
    }
    this.idsByCategory.set(ALL_CATEGORIES_ID, all.sort());
  }

  /** The ids of a category (0 = all), or undefined for a category that does not exist. */
  idsOf(categoryid: number): Int32Array | undefined {
    return this.idsByCategory.get(categoryid);
  }

  /** Whether product `id` is listed in category `categoryid`. */
  lists(categoryid: number, id: number): boolean {
    const ids = this.idsByCategory.get(categoryid);
    return ids !== undefined && indexOf(ids, id) !== -1;
  }
}
