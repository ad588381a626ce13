import {
  ALL_CATEGORIES_ID,
  CategorySchema,
  type ListingReply,
  ProductSchema,
  type ReplyOf,
  type api,
  requestMessages,
  type SearchReply,
  searchTerms,
} from '@shop/core';
import type { Database } from '../db/connect';
import { findAllCategories, findAllProducts, searchProducts } from '../db/repositories/catalogue-repository';
import { notFound } from '../http/http-error';
import { ReadyJson } from '../http/ready-json';

type CategoryListReply = ReplyOf<typeof api.products.listCategories>;
type ProductReply = ReplyOf<typeof api.products.getByIds>;

export interface ListingQuery {
  readonly categoryid: number;
  readonly page: number;
  readonly limit: number;
}

/** Bounds of the page-body cache: every distinct (category, page, limit) is one entry. */
const PAGE_CACHE_MAX_ENTRIES = 2_048;
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Least-recently-used map of ready page bodies, bounded by entries and by bytes. */
class PageCache {
  private readonly entries = new Map<string, ReadyJson<ListingReply>>();
  private bytes = 0;

  get(key: string): ReadyJson<ListingReply> | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: ReadyJson<ListingReply>): void {
    this.entries.set(key, body);
    this.bytes += body.bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= PAGE_CACHE_MAX_ENTRIES && this.bytes <= PAGE_CACHE_MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes.length;
    }
  }
}

/**
 * A listing from products serialised once. The envelope itself goes through JSON.stringify as a
 * typed object, so a field renamed in the contract fails to compile here rather than drifting.
 */
function listingBody(
  products: readonly string[],
  meta: Omit<ListingReply, 'products'>,
): ReadyJson<ListingReply> {
  const envelope = JSON.stringify({ products: [], ...meta } satisfies ListingReply);
  return ReadyJson.fromJsonText(envelope.replace('"products":[]', `"products":[${products.join(',')}]`));
}

/** Everything the three catalogue calls answer, built once from the database. */
interface Snapshot {
  readonly categoryList: ReadyJson<CategoryListReply>;
  readonly categoryIds: ReadonlySet<number>;
  /** Category id (0 = all) → that category's products as JSON text, by id. */
  readonly productJsonByCategory: ReadonlyMap<number, readonly string[]>;
  readonly productReplies: ReadonlyMap<
    number,
    { readonly categoryid: number; readonly body: ReadyJson<ProductReply> }
  >;
  readonly pages: PageCache;
}

/**
 * The catalogue is read-mostly (ARCHITECTURE.md "Performance design"): every reply body is
 * serialised once from the database and served as bytes until {@link invalidate} is called.
 * Rows are checked against the contract's schemas once, when the snapshot is built, instead of
 * on every reply.
 */
export class CatalogueService {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly db: Database) {}

  /** Call after any change to categories or products: the next request rebuilds from the database. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  /** Builds the snapshot ahead of the first request. */
  async warm(): Promise<void> {
    await this.load();
  }

  async categoryList(): Promise<ReadyJson<CategoryListReply>> {
    return (await this.load()).categoryList;
  }

  /** Spec §7 listing: categoryid 0 = every product; pages past the end are empty with the total. */
  async listing({ categoryid, page, limit }: ListingQuery): Promise<ReadyJson<ListingReply>> {
    const snapshot = await this.load();
    const key = `${categoryid}:${page}:${limit}`;
    const cached = snapshot.pages.get(key);
    if (cached) return cached;

    if (categoryid !== ALL_CATEGORIES_ID && !snapshot.categoryIds.has(categoryid)) {
      throw notFound(requestMessages.categoryNotFound);
    }
    const all = snapshot.productJsonByCategory.get(categoryid) ?? [];
    const start = (page - 1) * limit;
    const slice = start < all.length ? all.slice(start, start + limit) : [];
    const body = listingBody(slice, { total: all.length, page, limit });
    snapshot.pages.set(key, body);
    return body;
  }

  async product(categoryId: number, productId: number): Promise<ReadyJson<ProductReply>> {
    const found = (await this.load()).productReplies.get(productId);
    if (!found || found.categoryid !== categoryId) throw notFound(requestMessages.productNotFound);
    return found.body;
  }

  /**
   * Header search, answered by the database's full-text index rather than the snapshot: queries
   * are too varied to cache and the catalogue may hold a million products. A query without a
   * single letter or digit ('&&', '()') matches nothing.
   */
  async search(query: { q: string; categoryId: number; limit: number }): Promise<SearchReply> {
    const terms = searchTerms(query.q);
    if (terms.length === 0) return { products: [] };
    return {
      products: await searchProducts(this.db, {
        terms,
        categoryId: query.categoryId,
        limit: query.limit,
      }),
    };
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const building = this.build();
      this.snapshot = building;
      // A failed build (database down) must not be cached: the next request tries again.
      building.catch(() => {
        if (this.snapshot === building) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  private async build(): Promise<Snapshot> {
    const [categoryRows, productRows] = await Promise.all([
      findAllCategories(this.db),
      findAllProducts(this.db),
    ]);
    const categoryList = categoryRows.map((row) => CategorySchema.parse(row));
    const productJsonByCategory = new Map<number, string[]>([[ALL_CATEGORIES_ID, []]]);
    for (const category of categoryList) productJsonByCategory.set(category.id, []);
    const productReplies = new Map<number, { categoryid: number; body: ReadyJson<ProductReply> }>();

    for (const row of productRows) {
      const product = ProductSchema.parse(row);
      const json = JSON.stringify(product);
      productJsonByCategory.get(ALL_CATEGORIES_ID)?.push(json);
      productJsonByCategory.get(product.categoryid)?.push(json);
      productReplies.set(product.id, {
        categoryid: product.categoryid,
        body: ReadyJson.of<ProductReply>({ product }),
      });
    }
    return {
      categoryList: ReadyJson.of<CategoryListReply>({ products: categoryList }),
      categoryIds: new Set(categoryList.map((category) => category.id)),
      productJsonByCategory,
      productReplies,
      pages: new PageCache(),
    };
  }
}
