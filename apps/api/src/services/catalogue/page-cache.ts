import type { ListingReply } from '@shop/core/products';
import type { ReadyJson } from '../../http/ready-json';

/** Bounds of the page-body cache: every distinct (category, page, limit) is one entry. */
const PAGE_CACHE_MAX_ENTRIES = 2_048;
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Page {
  /** The products the page shows: a change to one of them drops it. */
  readonly productIds: readonly number[];
  readonly body: ReadyJson<ListingReply>;
}

/** Least-recently-used map of ready listing bodies, bounded by entries and by bytes. */
export class PageCache {
  private readonly entries = new Map<string, Page>();
  private bytes = 0;

  get(categoryid: number, page: number, limit: number): ReadyJson<ListingReply> | undefined {
    const key = `${categoryid}:${page}:${limit}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit?.body;
  }

  set(
    categoryid: number,
    page: number,
    limit: number,
    productIds: readonly number[],
    body: ReadyJson<ListingReply>,
  ): void {
    const key = `${categoryid}:${page}:${limit}`;
    const replaced = this.entries.get(key);
    if (replaced) this.delete(key, replaced);
    this.entries.set(key, { productIds, body });
    this.bytes += body.bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= PAGE_CACHE_MAX_ENTRIES && this.bytes <= PAGE_CACHE_MAX_BYTES) break;
      this.delete(oldest, old);
    }
  }

  /** Forgets the pages that show any of `productIds`. */
  dropPagesShowing(productIds: ReadonlySet<number>): void {
    for (const [key, page] of this.entries) {
      if (page.productIds.some((id) => productIds.has(id))) this.delete(key, page);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string, page: Page): void {
    this.entries.delete(key);
    this.bytes -= page.body.bytes.length;
  }
}
