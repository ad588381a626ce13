import type { CartableProduct } from '@shop/core/cart';
import type { AddToCartIntent } from '../../intents/pending-intent';
import { requireSignIn } from '../users/stores/sign-in-intent-store';

/** A card's add as data (one unit, no options): it can wait for sign-in across a reload (§4). */
export function cardAddIntent(product: CartableProduct): AddToCartIntent {
  return {
    type: 'addToCart',
    productId: product.id,
    quantity: 1,
    options: {},
    product: {
      productname: product.productname,
      brand: product.brand,
      imageurl: product.imageurl,
      price: product.price,
      oldprice: product.oldprice ?? null,
      discountpercent: product.discountpercent ?? null,
    },
  };
}

/**
 * A product card's Add to Cart (listing, home Deals of the day and Fresh picks): it needs sign-in
 * (§4, §6) — the 'Sign In Required' modal, then the add runs once after a successful sign-in.
 */
export function addFromCard(product: CartableProduct): void {
  requireSignIn(cardAddIntent(product));
}
