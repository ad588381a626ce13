import { registerIntentHandler, type AddToCartIntent } from '../../intents/pending-intent';

/**
 * A product card's Add to Cart, once signed in (§4 "repeats the add after sign-in"): the same add as
 * everywhere — the server cart, 'Added to cart', or the device/offline cart when the server does
 * not take it. Its code loads on use: the intent is restored on every page's start, the add runs on
 * few of them.
 */
export function runAddToCartIntent(intent: AddToCartIntent): void {
  void import('./cart-actions').then(({ addIntentToCart }) => addIntentToCart(intent));
}

export function registerAddToCartIntent(): void {
  registerIntentHandler('addToCart', runAddToCartIntent);
}
