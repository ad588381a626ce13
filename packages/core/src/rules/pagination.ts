import { PAGINATION_MAX_FULL_PAGES } from '../constants';

export type PaginationItem = number | 'ellipsis';

/** Pages needed for `total` items; 0 items need 0 pages (the pagination is then hidden). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The buttons of the pagination bar (§9): every page when there are 7 or fewer, otherwise the first
 * and last page, the current page ±1, and an 'ellipsis' for each gap. A gap of exactly one page shows
 * that page instead: an ellipsis standing for a single page hides it for no saving.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const all = Array.from({ length: total }, (_, index) => index + 1);
  if (total <= PAGINATION_MAX_FULL_PAGES) return all;

  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const shown = all.filter((page) => page === 1 || page === total || Math.abs(page - current) <= 1);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of shown) {
    const gap = page - previous - 1;
    if (gap === 1) items.push(previous + 1);
    else if (gap > 1) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
}
