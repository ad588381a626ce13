import { type CartLineSource, type CartReply, cartReplyOf } from '@shop/core/cart';
import { type Product } from '@shop/core/products';
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

/**
 * The add ids (POST /cart `requestId`) each user's cart has applied, as the server's
 * cart_add_requests table keeps them. Kept beside the carts of this state (a reset starts afresh);
 * a mock session never lives the server's 24 h, so nothing expires here.
 */
const appliedAddIds = new WeakMap<object, Map<number, Set<string>>>();

export function appliedAddIdsOf(userId: number): Set<string> {
  let byUser = appliedAddIds.get(accountsState.carts);
  if (!byUser) {
    byUser = new Map();
    appliedAddIds.set(accountsState.carts, byUser);
  }
  let ids = byUser.get(userId);
  if (!ids) {
    ids = new Set();
    byUser.set(userId, ids);
  }
  return ids;
}

export function newCartItemId(): number {
  return accountsState.nextCartItemId++;
}

/** A line with the catalogue product's fields, as the server's join reads them. */
export function cartLineSource(
  line: Pick<CartLineSource, 'itemId' | 'productId' | 'quantity' | 'storage' | 'color'>,
  product: Product,
): CartLineSource {
  return {
    itemId: line.itemId,
    productId: line.productId,
    quantity: line.quantity,
    storage: line.storage,
    color: line.color,
    name: product.productname,
    brand: product.brand,
    imageurl: product.imageurl,
    freedelivery: product.freedelivery,
    price: product.price,
    oldprice: product.oldprice,
    discountpercent: product.discountpercent,
    categoryid: product.categoryid,
    category: categories.find((category) => category.id === product.categoryid)?.productname ?? '',
  };
}

/** The reply of every cart call, oldest line first, as the server reads it. */
export function cartReplyFor(userId: number): CartReply {
  const sources: CartLineSource[] = [];
  for (const line of [...cartLinesOf(userId).values()].sort((a, b) => a.itemId - b.itemId)) {
    const product = findProduct(line.productId);
    if (product) sources.push(cartLineSource(line, product));
  }
  return cartReplyOf(sources);
}

/** A line to put in a user's cart before a story or test (options as the details screen names them). */
export interface CartSeedLine {
  readonly productId: number;
  readonly quantity: number;
  readonly storage?: string;
  readonly color?: string;
}

/**
 * Puts `lines` in the user's cart, unless the user already has a cart in this state: seeding is a
 * starting point, so a cart the shopper has since changed (even emptied) is kept as it is.
 * Returns whether it seeded.
 */
export function seedCartLines(userId: number, lines: readonly CartSeedLine[]): boolean {
  if (accountsState.carts.has(userId)) return false;
  const seeded = cartLinesOf(userId);
  for (const { productId, quantity, storage, color } of lines) {
    if (!findProduct(productId)) throw new Error(`The catalogue has no product ${productId} to seed`);
    seeded.set(productId, {
      itemId: newCartItemId(),
      productId,
      quantity,
      storage: storage ?? null,
      color: color ?? null,
    });
  }
  return true;
}
