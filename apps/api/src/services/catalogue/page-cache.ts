import type { ListingReply } from '@shop/core/products';
import type { ReadyJson } from '../../http/ready-json';

/** Bounds of the page-body cache: every distinct (category, page, limit) is one entry. */
const PAGE_CACHE_MAX_ENTRIES = 2_048;
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Page {
  readonly categoryid: number;
  /** Index of the page's first product in its category's list, and how many it may hold. */
  readonly start: number;
  readonly limit: number;
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

  set(categoryid: number, page: number, limit: number, body: ReadyJson<ListingReply>): void {
    this.entries.set(`${categoryid}:${page}:${limit}`, {
      categoryid,
      start: (page - 1) * limit,
      limit,
      body,
    });
    this.bytes += body.bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= PAGE_CACHE_MAX_ENTRIES && this.bytes <= PAGE_CACHE_MAX_BYTES) break;
      this.delete(oldest, old);
    }
  }

  /** Forgets the pages of `categoryid` that show the product at `position` of its list. */
  dropPagesShowing(categoryid: number, position: number): void {
    for (const [key, page] of this.entries) {
      if (page.categoryid === categoryid && position >= page.start && position < page.start + page.limit) {
        this.delete(key, page);
      }
    }
  }

  private delete(key: string, page: Page): void {
    this.entries.delete(key);
    this.bytes -= page.body.bytes.length;
  }
}
