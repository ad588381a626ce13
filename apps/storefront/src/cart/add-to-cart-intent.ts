import { cartMessages, localItemFromProduct } from '@shop/core';
import { registerIntentHandler, type AddToCartIntent } from '../intents/pending-intent';
import { notify } from '../stores/notices-store';
import { addToLocalCart } from './local-cart-storage';

/**
 * What a waiting add-to-cart does until the server cart is built (a later issue registers the
 * real handler): the line goes to the local cart of §3 and the toast says 'Added to cart', as
 * the details screen's own add does (§4).
 */
export function addToCartLocally(intent: AddToCartIntent): void {
  addToLocalCart(
    localItemFromProduct(
      { id: intent.productId, ...intent.product },
      { qty: intent.quantity, ...intent.options },
    ),
  );
  notify(cartMessages.added);
}

export function registerAddToCartIntent(): void {
  registerIntentHandler('addToCart', addToCartLocally);
}
