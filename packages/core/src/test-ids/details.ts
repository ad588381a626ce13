/** The product details screen (/product/{categoryId}/{productId}, spec §2). */
export const detailsTestIds = {
  tabs: 'details-tabs',
  /** A tab, keyed by its id: `details`, `specifications`, `reviews`, `qa`. */
  tab: (id: string) => `details-tab-${id}`,
  /** The panel a tab shows, keyed the same way. */
  tabpanel: (id: string) => `details-tabpanel-${id}`,

  screen: 'details-screen',
  loading: 'details-loading',
  breadcrumb: 'details-breadcrumb',
  breadcrumbHome: 'details-breadcrumb-home',
  breadcrumbProducts: 'details-breadcrumb-products',
  name: 'details-name',
  brand: 'details-brand',
  description: 'details-description',
  discountBadge: 'details-discount-badge',
  /** A tag under the name, keyed by a slug of its text (`free-delivery`, `bestseller`). */
  tag: (slug: string) => `details-tag-${slug}`,
  rating: 'details-rating',
  reviewCount: 'details-review-count',
  /** The price block's tag; its parts keep their ids: price, oldPrice, discount. */
  priceTag: 'details-price-tag',
  price: 'details-price',
  oldPrice: 'details-old-price',
  discount: 'details-discount',
  savings: 'details-savings',
  stock: 'details-stock',
  /** A storage radio, keyed by its label: `256GB`, `512GB`, `1TB`. */
  storage: (label: string) => `details-storage-${label}`,
  /** A colour radio, keyed by a slug of its name: `natural-titanium`… */
  color: (slug: string) => `details-color-${slug}`,
  qtyDecrease: 'details-qty-decrease',
  qtyIncrease: 'details-qty-increase',
  qtyValue: 'details-qty-value',
  addToCart: 'details-add-to-cart',
  buyNow: 'details-buy-now',
  wishlist: 'details-wishlist',
  compare: 'details-compare',
  serviceInfo: 'details-service-info',
  seller: 'details-seller',
  keyFeatures: 'details-key-features',
  specificationsTable: 'details-specifications-table',
  /** A specification row, keyed by its field name (`ram`, `screensize`…). */
  specification: (key: string) => `details-specification-${key}`,
  ratingBreakdown: 'details-rating-breakdown',
  /** A breakdown row, keyed by its stars (5…1). */
  ratingBreakdownRow: (stars: number) => `details-rating-breakdown-${stars}`,
  /** A review entry, keyed by its id (1…). */
  review: (id: number) => `details-review-${id}`,
  /** A question with its seller answer, keyed by its id (1…). */
  question: (id: number) => `details-question-${id}`,

  gallery: 'details-gallery',
  galleryImage: 'details-gallery-image',
  galleryIndex: 'details-gallery-index',
  galleryPrev: 'details-gallery-prev',
  galleryNext: 'details-gallery-next',
  /** A thumbnail button, keyed by its position from 1. */
  galleryThumb: (n: number) => `details-gallery-thumb-${n}`,

  error: 'details-error',
  errorTitle: 'details-error-title',
  errorMessage: 'details-error-message',
  backToProducts: 'details-back-to-products',
  goHome: 'details-go-home',
} as const;
