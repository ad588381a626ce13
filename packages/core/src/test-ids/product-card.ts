/** A product card (listing grid and list, home deals and fresh picks), keyed by product id. */
export const productCardTestIds = {
  card: (id: number | string) => `product-card-${id}`,
  /** The name: a link to the details route. */
  link: (id: number | string) => `product-card-link-${id}`,
  /** The image: the same link again, for pointer users (hidden from the tab order). */
  imageLink: (id: number | string) => `product-card-image-link-${id}`,
  brand: (id: number | string) => `product-card-brand-${id}`,
  /** A PriceTag: parts `-current`, `-old`, `-discount`. */
  price: (id: number | string) => `product-card-price-${id}`,
  /** A Rating: parts `-value`, `-count`. */
  rating: (id: number | string) => `product-card-rating-${id}`,
  freeDelivery: (id: number | string) => `product-card-free-delivery-${id}`,
  outOfStock: (id: number | string) => `product-card-out-of-stock-${id}`,
  wishlist: (id: number | string) => `product-card-wishlist-${id}`,
  /** Add to Cart: signed out it asks to sign in first, then adds once (§4). */
  addToCart: (id: number | string) => `product-card-add-to-cart-${id}`,
} as const;
