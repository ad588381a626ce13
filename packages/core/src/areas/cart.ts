/** `@shop/core/cart`: the cart: the account's and the device's, the summary, promo codes and line options. */
export * from '../contract/cart';
export * from '../cart/summary';
export * from '../cart/server-cart';
export * from '../cart/local-cart';
export * from '../cart/local-cart-options';
export * from '../cart/promo-codes';
export * from '../cart/product-options';
export * from '../rules/prices';
export * from '../texts/cart';
export * from '../texts/promo';
export * from '../texts/cart-replies';
