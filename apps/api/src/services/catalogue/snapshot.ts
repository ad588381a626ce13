import { ALL_CATEGORIES_ID, type ReplyOf, type api } from '@shop/core';
import {
  type Category,
  CategorySchema,
  type Product,
  ProductSchema,
  type SearchHit,
  SearchHitSchema,
} from '@shop/core/products';
import { ReadyJson } from '../../http/ready-json';
import { PageCache } from './page-cache';

export type CategoryListReply = ReplyOf<typeof api.products.listCategories>;
export type ProductReply = ReplyOf<typeof api.products.getByIds>;

interface ProductEntry {
  readonly categoryid: number;
  readonly json: string;
  /** Where its JSON sits in the two lists it belongs to: all products, and its category's. */
  readonly inAll: number;
  readonly inOwn: number;
  /** Made from `json` on the product's first request (most are never asked for). */
  body?: ReadyJson<ProductReply>;
}

/** The product's JSON text as every list and reply carries it, checked against the contract once. */
function productJson(row: Product): { product: Product; json: string } {
  const product = ProductSchema.parse(row);
  return { product, json: JSON.stringify(product) };
}

const SEARCH_HIT_FIELDS = Object.keys(SearchHitSchema.shape) as (keyof SearchHit)[];

/** The fields of a product that a search reply shows, as comparable text. */
const searchFieldsOf = (product: Product) => JSON.stringify(SEARCH_HIT_FIELDS.map((field) => product[field]));

/**
 * Everything the three catalogue calls answer, built once from the database rows. Changed
 * products are patched in place ({@link patch}); anything else (a new, deleted or moved product,
 * categories) needs a new snapshot.
 */
export class CatalogueSnapshot {
  readonly categoryList: ReadyJson<CategoryListReply>;
  readonly categoryIds: ReadonlySet<number>;
  /** Category id (0 = all) → that category's products as JSON text, by id. */
  readonly productJsonByCategory = new Map<number, string[]>([[ALL_CATEGORIES_ID, []]]);
  readonly pages = new PageCache();
  private readonly products = new Map<number, ProductEntry>();

  constructor(categoryRows: readonly Category[], productRows: readonly Product[]) {
    const categoryList = categoryRows.map((row) => CategorySchema.parse(row));
    this.categoryList = ReadyJson.of<CategoryListReply>({ products: categoryList });
    this.categoryIds = new Set(categoryList.map((category) => category.id));
    for (const category of categoryList) this.productJsonByCategory.set(category.id, []);
    const all = this.listOf(ALL_CATEGORIES_ID);
    for (const row of productRows) {
      const { product, json } = productJson(row);
      const own = this.productJsonByCategory.get(product.categoryid);
      if (!all || !own) continue; // a product of a category not listed (the schema forbids it)
      this.products.set(product.id, {
        categoryid: product.categoryid,
        json,
        inAll: all.length,
        inOwn: own.length,
      });
      all.push(json);
      own.push(json);
    }
  }

  listOf(categoryid: number): string[] | undefined {
    return this.productJsonByCategory.get(categoryid);
  }

  productReply(categoryId: number, productId: number): ReadyJson<ProductReply> | undefined {
    const entry = this.products.get(productId);
    if (!entry || entry.categoryid !== categoryId) return undefined;
    entry.body ??= ReadyJson.fromJsonText<ProductReply>(`{"product":${entry.json}}`);
    return entry.body;
  }

  /** Whether every one of `rows` is a product this snapshot holds, in the same category. */
  canPatch(rows: readonly Product[]): boolean {
    return rows.every((row) => this.products.get(row.id)?.categoryid === row.categoryid);
  }

  /**
   * Puts the changed rows in place: their replies, both lists, and drops the pages showing them.
   * `searchChanged`: whether a field search replies show changed (an order changes stock only).
   */
  patch(rows: readonly Product[]): { searchChanged: boolean } {
    let searchChanged = false;
    for (const row of rows) {
      const entry = this.products.get(row.id);
      if (!entry) continue;
      const { product, json } = productJson(row);
      searchChanged ||= searchFieldsOf(JSON.parse(entry.json) as Product) !== searchFieldsOf(product);
      const all = this.listOf(ALL_CATEGORIES_ID);
      const own = this.listOf(entry.categoryid);
      if (all) all[entry.inAll] = json;
      if (own) own[entry.inOwn] = json;
      const { body: _stale, ...rest } = entry;
      this.products.set(row.id, { ...rest, json });
      this.pages.dropPagesShowing(ALL_CATEGORIES_ID, entry.inAll);
      this.pages.dropPagesShowing(entry.categoryid, entry.inOwn);
    }
    return { searchChanged };
  }
}
