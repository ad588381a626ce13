import { type CartLineSource, type CartReply, cartReplyOf } from '@shop/core';
import { categories, findProduct } from '@shop/catalog';
import { accountsState, type MockCartLine } from './accounts';

/** The user's cart lines by product id (created empty on first use: one cart per user). */
export function cartLinesOf(userId: number): Map<number, MockCartLine> {
  let lines = accountsState.carts.get(userId);
  if (!lines) {
    lines = new Map();
    accountsState.carts.set(userId, lines);
  }
  return lines;
}

export function newCartItemId(): number {
  return accountsState.nextCartItemId++;
}

/** The reply of every cart call, oldest line first, as the server reads it. */
export function cartReplyFor(userId: number): CartReply {
  const sources: CartLineSource[] = [];
  for (const line of [...cartLinesOf(userId).values()].sort((a, b) => a.itemId - b.itemId)) {
    const product = findProduct(line.productId);
    if (!product) continue;
    sources.push({
      ...line,
      name: product.productname,
      brand: product.brand,
      imageurl: product.imageurl,
      freedelivery: product.freedelivery,
      price: product.price,
      oldprice: product.oldprice,
      discountpercent: product.discountpercent,
      category: categories.find((category) => category.id === product.categoryid)?.productname ?? '',
    });
  }
  return cartReplyOf(sources);
}
