import type { SearchReply } from '@shop/core/products';
import type { ReadyJson } from '../../http/ready-json';

/**
 * Bound on the distinct searches kept (query words, category, limit). A class types the same few
 * queries again and again; a crawler's endless variety only cycles the least recently used out.
 */
export const SEARCH_CACHE_MAX_ENTRIES = 1_024;

/**
 * Ready search replies, least recently used first out. An answer under way is shared by the
 * requests that ask for it meanwhile; a failed one is not kept, so the next request asks again.
 * The catalogue forgets them all when what a search shows may have changed (CatalogueService).
 */
export class SearchCache {
  private readonly replies = new Map<string, Promise<ReadyJson<SearchReply>>>();

  answer(key: string, search: () => Promise<ReadyJson<SearchReply>>): Promise<ReadyJson<SearchReply>> {
    const kept = this.replies.get(key);
    if (kept) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.replies.delete(key);
      this.replies.set(key, kept);
      return kept;
    }
    const reply = search();
    this.replies.set(key, reply);
    reply.catch(() => {
      if (this.replies.get(key) === reply) this.replies.delete(key);
    });
    for (const oldest of this.replies.keys()) {
      if (this.replies.size <= SEARCH_CACHE_MAX_ENTRIES) break;
      this.replies.delete(oldest);
    }
    return reply;
  }

  clear(): void {
    this.replies.clear();
  }
}
