import { ALL_CATEGORIES_ID, type ReplyOf, type api, requestMessages } from '@shop/core';
import {
  type ListingReply,
  type Product,
  ProductSchema,
  type SearchReply,
  SearchReplySchema,
  searchTerms,
} from '@shop/core/products';
import type { CatalogueChange } from '../../db/catalogue-notices';
import type { Database } from '../../db/connect';
import {
  findAllCategories,
  findProductIdsByCategory,
  findProductsByIds,
  searchProducts,
} from '../../db/repositories/catalogue-repository';
import { notFound } from '../../http/http-error';
import { ReadyJson } from '../../http/ready-json';
import { KeptAnswers } from '../kept-answers';
import { CatalogueIndex, type CategoryListReply } from './catalogue-index';
import { type ListingPage, PageCache, pageKey } from './page-cache';
import { SearchCache } from './search-cache';

export type ProductReply = ReplyOf<typeof api.products.getByIds>;

export interface ListingQuery {
  readonly categoryid: number;
  readonly page: number;
  readonly limit: number;
}

/** Product replies kept: the ones a class or a crawler asks for again, not the whole catalogue. */
const PRODUCT_REPLIES_KEPT = 10_000;

/**
 * A listing page being read. A change to one of its products (or to everything) while it is read
 * makes it stale: handed to those who asked before, but neither kept nor shared with later callers.
 */
interface PageRead {
  readonly productIds: readonly number[];
  stale: boolean;
  readonly body: Promise<ReadyJson<ListingReply>>;
}

interface KeptProduct {
  readonly categoryid: number;
  readonly body: ReadyJson<ProductReply>;
}

/** The product's JSON text as every list and reply carries it, checked against the contract. */
const productJson = (row: Product): string => JSON.stringify(ProductSchema.parse(row));

/**
 * A listing page from products serialised once. The envelope itself goes through JSON.stringify as
 * a typed object, so a field renamed in the contract fails to compile here rather than drifting.
 */
function listingPage(parts: Omit<ListingPage, 'body'>): ListingPage {
  const { products, total, page, limit } = parts;
  const envelope = JSON.stringify({ products: [], total, page, limit } satisfies ListingReply);
  const body = ReadyJson.fromJsonText<ListingReply>(
    envelope.replace('"products":[]', `"products":[${products.join(',')}]`),
  );
  return { ...parts, body };
}

/**
 * The catalogue is read-mostly (ARCHITECTURE.md "Performance design"): every reply body is
 * serialised once from the database and served as bytes until a change could alter it. The
 * server holds the catalogue's shape (CatalogueIndex: which ids each category lists, in order),
 * not its products, so a listing page, a product or a search is read from the database the first
 * time it is asked for and kept (bounded) from then on; a catalogue of a million products costs
 * a few megabytes, not gigabytes.
 *
 * Changes (this server's orders, and every server's writes through the database's notices) drop
 * the replies showing the changed products at once; the changed products are then read again, in
 * one query: a new, deleted or moved product changes the catalogue's shape (a new index), else the
 * dropped listing pages are patched with them and kept again. (A request for a page meanwhile
 * reads it, one read shared by all who ask: waiting for a patch that a stream of orders keeps
 * postponing made the slowest listings of a class slower.) Changes that arrive while a re-read is
 * under way wait for the next one, which reads them all at once, so a burst of orders costs a few
 * queries, never a queue of one per order or a rebuild per order.
 */
export class CatalogueService {
  private index: Promise<CatalogueIndex> | undefined;
  private readonly pages = new PageCache();
  private readonly products = new KeptAnswers<number, KeptProduct>(PRODUCT_REPLIES_KEPT);
  private readonly searches = new SearchCache();
  /** The page reads under way, by page. */
  private readonly pageReads = new Map<string, PageRead>();
  /** Pages a change took from the cache, by page: the re-read of the changed products patches them. */
  private readonly dropped = new Map<string, ListingPage>();
  /** Products changed since the last re-read started. */
  private readonly dirty = new Set<number>();
  /** The re-read under way, and the one that will follow it (shared by every change meanwhile). */
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  /** Forgets everything: the next request reads from the database. */
  invalidate(): void {
    this.index = undefined;
    for (const reading of this.pageReads.values()) reading.stale = true;
    this.pages.clear();
    this.dropped.clear();
    this.products.clear();
    this.searches.clear();
  }

  /**
   * A change written by this server or announced by the database (db/catalogue-notices.ts).
   * Resolves once a re-read that started after this call has been applied; never rejects (a
   * failed re-read forgets everything instead, so no stale reply survives it).
   */
  changed(change: CatalogueChange): Promise<void> {
    if (change === 'everything') {
      this.invalidate();
      return Promise.resolve();
    }
    const ids = new Set(change.productIds);
    for (const listing of this.pages.takePagesShowing(ids)) {
      this.dropped.set(pageKey(listing.categoryid, listing.page, listing.limit), listing);
    }
    for (const reading of this.pageReads.values()) {
      if (reading.productIds.some((id) => ids.has(id))) reading.stale = true;
    }
    this.products.forget(ids);
    if (change.searchShown) this.searches.clear();
    for (const id of ids) this.dirty.add(id);
    this.queued ??= (this.running ?? Promise.resolve()).then(() => {
      this.queued = undefined;
      const checking = [...this.dirty];
      this.dirty.clear();
      const run = this.reread(checking).catch(() => this.invalidate());
      this.running = run;
      return run.finally(() => {
        if (this.running === run) this.running = undefined;
      });
    });
    return this.queued;
  }

  /** Reads the catalogue's shape ahead of the first request. */
  async warm(): Promise<void> {
    await this.load();
  }

  async categoryList(): Promise<ReadyJson<CategoryListReply>> {
    return (await this.load()).categoryList;
  }

  /** Spec §7 listing: categoryid 0 = every product; pages past the end are empty with the total. */
  async listing({ categoryid, page, limit }: ListingQuery): Promise<ReadyJson<ListingReply>> {
    const cached = this.pages.get(categoryid, page, limit);
    if (cached) return cached;
    const key = pageKey(categoryid, page, limit);
    const building = this.load();
    const index = await building;
    const all = index.idsOf(categoryid);
    if (!all) throw notFound(requestMessages.categoryNotFound);
    const start = (page - 1) * limit;
    const ids = start < all.length ? [...all.subarray(start, start + limit)] : [];

    // One read for everyone asking meanwhile (a class after an order dropped its page), unless a
    // change to one of its products came after it started.
    const under = this.pageReads.get(key);
    if (under && !under.stale) return under.body;
    // Runs past its first await before it reads `reading`, which exists by then.
    const read = async () => {
      const rows = await findProductsByIds(this.db, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const products = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [productJson(row)] : []; // deleted since the index was read: its notice follows
      });
      const listing = listingPage({ categoryid, page, limit, total: all.length, productIds: ids, products });
      if (!reading.stale && products.length === ids.length) this.pages.set(listing);
      return listing.body;
    };
    const reading: PageRead = {
      productIds: ids,
      // An index forgotten while it was awaited: its pages must not be kept.
      stale: this.index !== building,
      body: read().finally(() => {
        if (this.pageReads.get(key) === reading) this.pageReads.delete(key);
      }),
    };
    this.pageReads.set(key, reading);
    return reading.body;
  }

  async product(categoryId: number, productId: number): Promise<ReadyJson<ProductReply>> {
    const kept = await this.products.get(productId, async () => {
      const [row] = await findProductsByIds(this.db, [productId]);
      if (!row) return undefined;
      return {
        categoryid: row.categoryid,
        body: ReadyJson.fromJsonText<ProductReply>(`{"product":${productJson(row)}}`),
      };
    });
    if (!kept || kept.categoryid !== categoryId) throw notFound(requestMessages.productNotFound);
    return kept.body;
  }

  /**
   * Header search, answered by the database (searchProducts), each distinct search kept as a
   * ready reply until a change could alter what searches show. A query without a single letter or
   * digit ('&&', '()') matches nothing.
   */
  async search(query: { q: string; categoryId: number; limit: number }): Promise<ReadyJson<SearchReply>> {
    const terms = searchTerms(query.q);
    const { categoryId, limit } = query;
    return this.searches.answer(`${categoryId}:${limit}:${terms.join(' ')}`, async () => {
      if (terms.length === 0) return ReadyJson.of(SearchReplySchema.parse({ products: [] }));
      const catalogueSize = (await this.load()).idsOf(ALL_CATEGORIES_ID)?.length ?? 0;
      const products = await searchProducts(this.db, { terms, categoryId, limit, catalogueSize });
      return ReadyJson.of(SearchReplySchema.parse({ products }));
    });
  }

  private load(): Promise<CatalogueIndex> {
    if (!this.index) {
      const building = this.build();
      this.index = building;
      // A failed build (database down) must not be cached: the next request tries again.
      building.catch(() => {
        if (this.index === building) this.index = undefined;
      });
    }
    return this.index;
  }

  /**
   * Reads the changed products again. A new, deleted or moved product changes the lists' shape
   * and needs a new index; otherwise the pages the change dropped are patched with them. A build
   * under way may have read the ids before or after the change, so they are checked once it has
   * finished. An index begun after this re-read started read them after the change already.
   */
  private async reread(ids: readonly number[]): Promise<void> {
    const current = this.index;
    if (!current) return; // nothing kept: the next request reads from the database
    const index = await current;
    const rows = await findProductsByIds(this.db, ids);
    if (this.index !== current) return;
    if (rows.length !== ids.length || !rows.every((row) => index.lists(row.categoryid, row.id))) {
      this.invalidate();
      return;
    }
    this.patchDroppedPages(new Map(rows.map((row) => [row.id, productJson(row)])));
  }

  /**
   * Puts the products read again into the pages that show them. A page also showing a product
   * changed since this re-read started keeps waiting (patched so far) for the next one.
   */
  private patchDroppedPages(fresh: ReadonlyMap<number, string>): void {
    for (const [key, listing] of this.dropped) {
      if (!listing.productIds.some((id) => fresh.has(id))) continue;
      const products = listing.productIds.map((id, at) => fresh.get(id) ?? (listing.products[at] as string));
      const patched = listingPage({ ...listing, products });
      if (listing.productIds.some((id) => this.dirty.has(id))) {
        this.dropped.set(key, patched);
      } else {
        this.dropped.delete(key);
        this.pages.set(patched);
      }
    }
  }

  private async build(): Promise<CatalogueIndex> {
    const [categoryRows, productIds] = await Promise.all([
      findAllCategories(this.db),
      findProductIdsByCategory(this.db),
    ]);
    return new CatalogueIndex(categoryRows, productIds);
  }
}
