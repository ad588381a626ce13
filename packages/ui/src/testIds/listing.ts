/** The product listing (/products): its pagination bar (spec §9: 12 per page, ellipsis windows). */
export const listingTestIds = {
  pagination: 'listing-pagination',
  paginationPrev: 'listing-pagination-prev',
  paginationNext: 'listing-pagination-next',
  /** A page button, keyed by its page number. */
  paginationPage: (page: number | string) => `listing-pagination-page-${page}`,
  /** The gap markers, keyed by position: `start` (after page 1) or `end` (before the last page). */
  paginationEllipsis: (position: string) => `listing-pagination-ellipsis-${position}`,
} as const;
