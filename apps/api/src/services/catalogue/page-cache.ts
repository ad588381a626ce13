import type { ListingReply } from '@shop/core/products';
import type { ReadyJson } from '../../http/ready-json';

/** Bounds of the page-body cache: every distinct (category, page, limit) is one entry. */
const PAGE_CACHE_MAX_ENTRIES = 2_048;
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A listing page ready to send, with what it was made of (to patch it when a product changes). */
export interface ListingPage {
  readonly categoryid: number;
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly productIds: readonly number[];
  /** Each product's JSON text, in the order of `productIds`. */
  readonly products: readonly string[];
  readonly body: ReadyJson<ListingReply>;
}

export const pageKey = (categoryid: number, page: number, limit: number): string =>
  `${categoryid}:${page}:${limit}`;

/** Least-recently-used map of ready listing pages, bounded by entries and by bytes. */
export class PageCache {
  private readonly entries = new Map<string, ListingPage>();
  private bytes = 0;

  get(categoryid: number, page: number, limit: number): ReadyJson<ListingReply> | undefined {
    const key = pageKey(categoryid, page, limit);
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit?.body;
  }

  set(listing: ListingPage): void {
    const key = pageKey(listing.categoryid, listing.page, listing.limit);
    const replaced = this.entries.get(key);
    if (replaced) this.delete(key, replaced);
    this.entries.set(key, listing);
    this.bytes += listing.body.bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= PAGE_CACHE_MAX_ENTRIES && this.bytes <= PAGE_CACHE_MAX_BYTES) break;
      this.delete(oldest, old);
    }
  }

  /** Removes the pages that show any of `productIds`, and returns them. */
  takePagesShowing(productIds: ReadonlySet<number>): ListingPage[] {
    const taken: ListingPage[] = [];
    for (const [key, listing] of this.entries) {
      if (listing.productIds.some((id) => productIds.has(id))) {
        this.delete(key, listing);
        taken.push(listing);
      }
    }
    return taken;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string, listing: ListingPage): void {
    this.entries.delete(key);
    this.bytes -= listing.body.bytes.length;
  }
}
