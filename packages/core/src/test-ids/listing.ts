/** The product listing (/products): the screen, its filters and its pagination bar (spec §2, §9). */
export const listingTestIds = {
  screen: 'listing-screen',
  breadcrumb: 'listing-breadcrumb',
  breadcrumbHome: 'listing-breadcrumb-home',
  heading: 'listing-heading',
  /** '{n} product(s) found', plus '(filtered from {total} total)' in `listing-count-filtered`. */
  count: 'listing-count',
  countFiltered: 'listing-count-filtered',
  viewGrid: 'listing-view-grid',
  viewList: 'listing-view-list',
  sort: 'listing-sort',
  noticeSample: 'listing-notice-sample',
  loading: 'listing-loading',
  results: 'listing-results',
  /** 'Skip to products': the keyboard's way past the filters, shown while it has the focus. */
  skipToResults: 'listing-skip-to-results',
  empty: 'listing-empty',
  emptyBrowse: 'listing-empty-browse',
  noMatches: 'listing-no-matches',
  noMatchesClear: 'listing-no-matches-clear',
  /** Phones: the button that shows and hides the filter panel. */
  filtersToggle: 'listing-filters-toggle',
  filters: 'listing-filters',
  filterSearch: 'listing-filter-search',
  /** The price slider: its thumbs are `-min` and `-max`. */
  filterPrice: 'listing-filter-price',
  filterPriceMin: 'listing-filter-price-min',
  filterPriceMax: 'listing-filter-price-max',
  filterBrand: (brand: string) => `listing-filter-brand-${brand}`,
  /** A minimum-rating radio, keyed 4, 3, 2, 1 or `any`. */
  filterRating: (rating: number | 'any') => `listing-filter-rating-${rating}`,
  filterInStock: 'listing-filter-in-stock',
  filterFreeDelivery: 'listing-filter-free-delivery',
  filterClear: 'listing-filter-clear',
  pagination: 'listing-pagination',
  paginationPrev: 'listing-pagination-prev',
  paginationNext: 'listing-pagination-next',
  /** A page button, keyed by its page number. */
  paginationPage: (page: number | string) => `listing-pagination-page-${page}`,
  /** The gap markers, keyed by position: `start` (after page 1) or `end` (before the last page). */
  paginationEllipsis: (position: string) => `listing-pagination-ellipsis-${position}`,
} as const;
