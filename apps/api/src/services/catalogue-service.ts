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
import type { CatalogueChange } from '../db/catalogue-notices';
import type { Database } from '../db/connect';
import {
  findAllCategories,
  findAllProducts,
  findProductsByIds,
  searchProducts,
} from '../db/repositories/catalogue-repository';
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
  readonly productJsonByCategory: ReadonlyMap<number, string[]>;
  /** A product's reply body is made from its JSON on its first request (most are never asked for). */
  readonly productReplies: Map<
    number,
    { readonly categoryid: number; readonly json: string; body?: ReadyJson<ProductReply> }
  >;
  /** Where each product's JSON sits in the two lists it belongs to (all, and its category's). */
  readonly positions: ReadonlyMap<number, { readonly all: number; readonly own: number }>;
  /** Replaced, not cleared, when products change: a page being served keeps its bytes. */
  pages: PageCache;
}

/** The product's JSON text as every list and reply carries it. */
function productJson(row: unknown): { product: ReturnType<typeof ProductSchema.parse>; json: string } {
  const product = ProductSchema.parse(row);
  return { product, json: JSON.stringify(product) };
}

/**
 * The catalogue is read-mostly (ARCHITECTURE.md "Performance design"): every reply body is
 * serialised once from the database and served as bytes until {@link invalidate} is called.
 * Rows are checked against the contract's schemas once, when the snapshot is built, instead of
 * on every reply.
 */
export class CatalogueService {
  private snapshot: Promise<Snapshot> | undefined;
  /** The snapshot once its build has finished (products can be patched into it only then). */
  private built: { readonly from: Promise<Snapshot>; readonly snapshot: Snapshot } | undefined;
  /** Changes are applied one after another, so an older read never overwrites a newer one. */
  private changes: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** Call after any change to categories or products: the next request rebuilds from the database. */
  invalidate(): void {
    this.snapshot = undefined;
    this.built = undefined;
  }

  /**
   * A change written by this server or announced by the database for any server
   * (db/catalogue-notices.ts): changed products are re-read and patched in, in place of a rebuild
   * of the whole catalogue (an order changes the stock of a few products of perhaps 100,000).
   * Anything a patch cannot express (a new, deleted or moved product, categories) rebuilds.
   */
  changed(change: CatalogueChange): Promise<void> {
    const applied = this.changes.then(() => this.apply(change));
    this.changes = applied.catch(() => undefined);
    return applied;
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
    found.body ??= ReadyJson.fromJsonText<ProductReply>(`{"product":${found.json}}`);
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
      building.then(
        (snapshot) => {
          if (this.snapshot === building) this.built = { from: building, snapshot };
        },
        // A failed build (database down) must not be cached: the next request tries again.
        () => {
          if (this.snapshot === building) this.snapshot = undefined;
        },
      );
    }
    return this.snapshot;
  }

  private async apply(change: CatalogueChange): Promise<void> {
    // A build still under way may have read the rows before or after this change: start again.
    const built = this.built;
    if (change === 'everything' || !built || built.from !== this.snapshot) {
      this.invalidate();
      return;
    }
    const rows = await findProductsByIds(this.db, change);
    if (this.snapshot !== built.from) return; // rebuilt meanwhile, from rows at least this new
    const { snapshot } = built;
    const patches = rows.map((row) => ({ row, position: snapshot.positions.get(row.id) }));
    const patchable =
      rows.length === new Set(change).size &&
      patches.every(
        ({ row, position }) =>
          position !== undefined && snapshot.productReplies.get(row.id)?.categoryid === row.categoryid,
      );
    if (!patchable) {
      this.invalidate();
      return;
    }
    for (const { row, position } of patches) {
      if (!position) continue;
      const { product, json } = productJson(row);
      const all = snapshot.productJsonByCategory.get(ALL_CATEGORIES_ID);
      const own = snapshot.productJsonByCategory.get(product.categoryid);
      if (all) all[position.all] = json;
      if (own) own[position.own] = json;
      snapshot.productReplies.set(product.id, { categoryid: product.categoryid, json });
    }
    snapshot.pages = new PageCache();
  }

  private async build(): Promise<Snapshot> {
    const [categoryRows, productRows] = await Promise.all([
      findAllCategories(this.db),
      findAllProducts(this.db),
    ]);
    const categoryList = categoryRows.map((row) => CategorySchema.parse(row));
    const productJsonByCategory = new Map<number, string[]>([[ALL_CATEGORIES_ID, []]]);
    for (const category of categoryList) productJsonByCategory.set(category.id, []);
    const productReplies: Snapshot['productReplies'] = new Map();
    const positions = new Map<number, { all: number; own: number }>();

    for (const row of productRows) {
      const { product, json } = productJson(row);
      const all = productJsonByCategory.get(ALL_CATEGORIES_ID);
      const own = productJsonByCategory.get(product.categoryid);
      if (all && own) positions.set(product.id, { all: all.length, own: own.length });
      all?.push(json);
      own?.push(json);
      productReplies.set(product.id, { categoryid: product.categoryid, json });
    }
    return {
      categoryList: ReadyJson.of<CategoryListReply>({ products: categoryList }),
      categoryIds: new Set(categoryList.map((category) => category.id)),
      productJsonByCategory,
      productReplies,
      positions,
      pages: new PageCache(),
    };
  }
}
