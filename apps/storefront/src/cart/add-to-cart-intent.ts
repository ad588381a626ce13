import { localItemFromProduct } from '@shop/core';
import { registerIntentHandler, type AddToCartIntent } from '../intents/pending-intent';
import { addToCart } from './cart-actions';

/** The line an add-to-cart waiting for sign-in means (§3 display fields, §9 surcharge and cart id). */
export function intentItem(intent: AddToCartIntent) {
  return localItemFromProduct(
    { id: intent.productId, ...intent.product },
    { qty: intent.quantity, ...intent.options },
  );
}

/**
 * A product card's Add to Cart, once signed in (§4 "repeats the add after sign-in"): the same add as
 * everywhere — the server cart, 'Added to cart', or the device/offline cart when the server does
 * not take it.
 */
export function runAddToCartIntent(intent: AddToCartIntent): void {
  void addToCart(intentItem(intent));
}

export function registerAddToCartIntent(): void {
  registerIntentHandler('addToCart', runAddToCartIntent);
}
