import { MAX_LINE_QUANTITY, toAmount } from '@shop/core';
import {
  cartItemCount,
  displaySummary,
  offlineCartSummary,
  type CartItem,
  type CartLine,
  type CartReply,
  type CartSummary,
  type LocalCartItem,
  type LocalCartLineRef,
} from '@shop/core/cart';
import {
  cartLineKeys,
  type CartLineOrigin,
  type CartScreenLine,
  type CartScreenSummary,
} from '@shop/ui/cart';

type UnkeyedLine = Omit<CartScreenLine, 'key'>;

// §9: "Delivery always displays as free on item cards" — whatever a line's product says.
const FREE_DELIVERY = true;

function serverLine(item: CartItem): UnkeyedLine {
  const price = toAmount(item.product.price);
  return {
    productId: item.productId,
    name: item.product.name,
    brand: item.product.brand,
    image: item.product.imageurl,
    freeDelivery: FREE_DELIVERY,
    price,
    oldPrice: toAmount(item.product.oldprice),
    discountPercent: item.product.discountpercent,
    ...(item.options?.storage ? { storage: item.options.storage } : {}),
    ...(item.options?.color ? { color: item.options.color } : {}),
    quantity: item.quantity,
    total: price * item.quantity,
    origin: 'server',
    canIncrease: item.quantity < MAX_LINE_QUANTITY,
  };
}

function deviceLine(item: LocalCartItem, origin: Exclude<CartLineOrigin, 'server'>): UnkeyedLine {
  return {
    productId: item.id,
    name: item.name,
    brand: item.brand,
    image: item.image,
    freeDelivery: FREE_DELIVERY,
    price: item.price,
    oldPrice: item.oldPrice,
    discountPercent: item.discountPercent,
    ...(item.options.storage ? { storage: item.options.storage } : {}),
    ...(item.options.color ? { color: item.options.color } : {}),
    quantity: item.qty,
    total: item.price * item.qty,
    origin,
    canIncrease: item.qty < MAX_LINE_QUANTITY,
  };
}

/** Which local line a shown line is (its product and options), for the device and offline carts. */
export function localRefOf(line: Pick<CartScreenLine, 'productId' | 'storage' | 'color'>): LocalCartLineRef {
  return { id: line.productId, options: { storage: line.storage, color: line.color } };
}

export interface CartParts {
  /** The account's cart; null when signed out or not fetched yet. */
  readonly server: CartReply | null;
  readonly device: readonly LocalCartItem[];
  readonly offline: readonly LocalCartItem[];
  /** Product ids of server lines with a change on its way (their controls wait). */
  readonly busyProductIds?: ReadonlySet<number>;
  /** The account's cart could not be fetched for want of any reply (§4 offline mode). */
  readonly unreachable?: boolean;
}

/** Every shown line, in the page's order: the account's, then this device's, then the offline ones. */
export function cartScreenLines({ server, device, offline, busyProductIds }: CartParts): CartScreenLine[] {
  const unkeyed: UnkeyedLine[] = [
    ...(server?.items ?? []).map((item) => {
      const line = serverLine(item);
      return busyProductIds?.has(item.productId) ? { ...line, busy: true } : line;
    }),
    ...device.map((item) => deviceLine(item, 'device')),
    ...offline.map((item) => deviceLine(item, 'offline')),
  ];
  const keys = cartLineKeys(unkeyed);
  return unkeyed.map((line, index) => ({ ...line, key: keys[index]! }));
}

const asCartLine = (line: CartScreenLine): CartLine => ({
  price: line.price,
  oldPrice: line.oldPrice,
  quantity: line.quantity,
});

/**
 * One Order Summary over every shown line:
 * - offline mode (lines wait for the server, or it does not answer): delivery fee and tax 0 (§4, §9);
 * - only the account's lines: the server's figures, with the §9 fallbacks where it gives none;
 * - otherwise (a guest, or lines kept on this device): the same arithmetic over all of them.
 */
export function cartScreenSummary(parts: CartParts, lines: readonly CartScreenLine[]): CartScreenSummary {
  const all = lines.map(asCartLine);
  let summary: CartSummary;
  if (parts.offline.length > 0 || parts.unreachable) summary = offlineCartSummary(all);
  else if (parts.server && parts.device.length === 0) summary = displaySummary(parts.server.summary, all);
  else summary = displaySummary(null, all);
  return { itemCount: cartItemCount(all), ...summary };
}
