type Id = number | string;

/** The compare screen (/compare) and the compare controls on cards and details. */
export const compareTestIds = {
  /** The 'Add to compare' / 'Added to compare' toggle, keyed by product id. */
  toggle: (id: Id) => `compare-toggle-${id}`,
  /** Why the toggle is disabled (4 chosen already), shown under it. */
  limitReason: (id: Id) => `compare-limit-reason-${id}`,
  screen: 'compare-screen',
  title: 'compare-title',
  /** '{n} of 4 products' next to the title. */
  count: 'compare-count',
  /** 'Add up to 4 products from the listing or a product page'. */
  hint: 'compare-hint',
  clearAll: 'compare-clear-all',
  empty: 'compare-empty',
  browseLink: 'compare-browse-link',
  /** 'Add a product': the last column while fewer than 4 are chosen, a link to the listing. */
  addMore: 'compare-add-more',
  /** The scrolling box around the table (phones scroll it sideways, never the page). */
  tableScroller: 'compare-table-scroller',
  table: 'compare-table',
  /** A product's column head (image, name, remove), keyed by product id. */
  product: (id: Id) => `compare-product-${id}`,
  productLink: (id: Id) => `compare-product-link-${id}`,
  productBrand: (id: Id) => `compare-product-brand-${id}`,
  remove: (id: Id) => `compare-remove-${id}`,
  /** A PriceTag: parts `-current`, `-old`, `-discount`. */
  price: (id: Id) => `compare-price-${id}`,
  /** A Rating: parts `-value`, `-count`. */
  rating: (id: Id) => `compare-rating-${id}`,
  availability: (id: Id) => `compare-availability-${id}`,
  delivery: (id: Id) => `compare-delivery-${id}`,
  keyFeatures: (id: Id) => `compare-key-features-${id}`,
  /** A specification row, keyed by the specification key (e.g. `operating_system`). */
  specRow: (key: string) => `compare-spec-row-${key}`,
  /** One cell of a specification row. */
  specValue: (key: string, id: Id) => `compare-spec-${key}-${id}`,
} as const;
