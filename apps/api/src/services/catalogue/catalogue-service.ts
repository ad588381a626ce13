import { ALL_CATEGORIES_ID, requestMessages } from '@shop/core';
import { type ListingReply, type SearchReply, SearchReplySchema, searchTerms } from '@shop/core/products';
import type { CatalogueChange } from '../../db/catalogue-notices';
import type { Database } from '../../db/connect';
import {
  findAllCategories,
  findAllProducts,
  findProductsByIds,
  searchProducts,
} from '../../db/repositories/catalogue-repository';
import { notFound } from '../../http/http-error';
import { ReadyJson } from '../../http/ready-json';
import { SearchCache } from './search-cache';
import { CatalogueSnapshot, type CategoryListReply, type ProductReply } from './snapshot';

export interface ListingQuery {
  readonly categoryid: number;
  readonly page: number;
  readonly limit: number;
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

/**
 * The catalogue is read-mostly (ARCHITECTURE.md "Performance design"): every reply body is
 * serialised once from the database and served as bytes. Rows are checked against the contract's
 * schemas once, when the snapshot is built, instead of on every reply.
 *
 * Changes (this server's orders, and every server's writes through the database's notices) are
 * patched in: the changed products are re-read, not the whole catalogue. Changes that arrive
 * while a re-read is under way wait for the next one, which reads them all at once, so a burst of
 * orders costs a few queries, never a queue of one per order or a rebuild per order.
 */
export class CatalogueService {
  private snapshot: Promise<CatalogueSnapshot> | undefined;
  /** Products changed since the last re-read started. */
  private readonly dirty = new Set<number>();
  /** The re-read under way, and the one that will follow it (shared by every change meanwhile). */
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly searches = new SearchCache();

  constructor(private readonly db: Database) {}

  /** Forgets everything: the next request rebuilds from the database. */
  invalidate(): void {
    this.snapshot = undefined;
    this.searches.clear();
  }

  /**
   * A change written by this server or announced by the database (db/catalogue-notices.ts).
   * Resolves once a re-read that started after this call has been applied; never rejects (a
   * failed re-read forgets the snapshot instead, so no stale reply survives it).
   */
  changed(change: CatalogueChange): Promise<void> {
    if (change === 'everything') {
      this.invalidate();
      return Promise.resolve();
    }
    for (const id of change) this.dirty.add(id);
    this.queued ??= (this.running ?? Promise.resolve()).then(() => {
      this.queued = undefined;
      const ids = [...this.dirty];
      this.dirty.clear();
      const run = this.reread(ids).catch(() => this.invalidate());
      this.running = run;
      return run.finally(() => {
        if (this.running === run) this.running = undefined;
      });
    });
    return this.queued;
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
    const cached = snapshot.pages.get(categoryid, page, limit);
    if (cached) return cached;

    if (categoryid !== ALL_CATEGORIES_ID && !snapshot.categoryIds.has(categoryid)) {
      throw notFound(requestMessages.categoryNotFound);
    }
    const all = snapshot.listOf(categoryid) ?? [];
    const start = (page - 1) * limit;
    const slice = start < all.length ? all.slice(start, start + limit) : [];
    const body = listingBody(slice, { total: all.length, page, limit });
    snapshot.pages.set(categoryid, page, limit, body);
    return body;
  }

  async product(categoryId: number, productId: number): Promise<ReadyJson<ProductReply>> {
    const body = (await this.load()).productReply(categoryId, productId);
    if (!body) throw notFound(requestMessages.productNotFound);
    return body;
  }

  /**
   * Header search, answered by the database's full-text index rather than the snapshot (the
   * catalogue may hold a million products), each distinct search kept as a ready reply until a
   * change could alter what searches show. A query without a single letter or digit ('&&', '()')
   * matches nothing.
   */
  async search(query: { q: string; categoryId: number; limit: number }): Promise<ReadyJson<SearchReply>> {
    const terms = searchTerms(query.q);
    const { categoryId, limit } = query;
    return this.searches.answer(`${categoryId}:${limit}:${terms.join(' ')}`, async () => {
      const products = terms.length === 0 ? [] : await searchProducts(this.db, { terms, categoryId, limit });
      return ReadyJson.of(SearchReplySchema.parse({ products }));
    });
  }

  private load(): Promise<CatalogueSnapshot> {
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

  /**
   * Re-reads `ids` into the snapshot. A build under way may have read the rows before or after
   * the change, so the rows are read once it has finished. A snapshot begun after this re-read
   * started read them after the change already.
   */
  private async reread(ids: readonly number[]): Promise<void> {
    const current = this.snapshot;
    if (!current) return; // nothing kept: the next request builds from the database
    const snapshot = await current;
    const rows = await findProductsByIds(this.db, ids);
    if (this.snapshot !== current) return;
    if (rows.length !== ids.length || !snapshot.canPatch(rows)) {
      this.invalidate(); // a new, deleted or moved product: the lists change shape
      return;
    }
    if (snapshot.patch(rows).searchChanged) this.searches.clear();
  }

  private async build(): Promise<CatalogueSnapshot> {
    const [categoryRows, productRows] = await Promise.all([
      findAllCategories(this.db),
      findAllProducts(this.db),
    ]);
    return new CatalogueSnapshot(categoryRows, productRows);
  }
}
