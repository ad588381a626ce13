import type { CartItem, CartOptions, CartReply } from '../contract/cart';
import { MAX_LINE_QUANTITY } from '../constants';
import { toAmount } from '../format/currency';
import { cartBeyondStockMessage, cartServerMessages } from '../texts/cart-replies';
import { displayDiscountPercent, priceWithStorage } from '../rules/details';
import type { PriceInput } from '../rules/prices';
import { offeredOptionsOfLine } from './product-options';
import { cartItemTotals, cartSummary, linesFromCartItems } from './summary';

/** A cart line's unit prices once its options are chosen. */
export interface OptionedUnitPrices {
  readonly price: number;
  readonly oldPrice: number;
  readonly discountPercent: number;
}

/**
 * The unit price of a line with its chosen storage (§9 surcharge on price and old price alike, as the
 * details screen shows it); the discount is the product's own, or derived from the prices.
 */
export function optionedUnitPrices(
  product: {
    readonly price: PriceInput;
    readonly oldprice: PriceInput;
    readonly discountpercent?: number | null;
  },
  storage: string | undefined,
): OptionedUnitPrices {
  const basePrice = toAmount(product.price);
  const baseOldPrice =
    product.oldprice === null || product.oldprice === undefined ? basePrice : toAmount(product.oldprice);
  const price = storage ? priceWithStorage(basePrice, storage) : basePrice;
  const oldPrice = storage ? priceWithStorage(baseOldPrice, storage) : baseOldPrice;
  return {
    price,
    oldPrice,
    discountPercent: displayDiscountPercent(price, oldPrice, product.discountpercent),
  };
}

/** What a server cart line is made from: the stored line and its product's catalogue fields. */
export interface CartLineSource {
  readonly itemId: number;
  readonly productId: number;
  readonly quantity: number;
  readonly storage: string | null;
  readonly color: string | null;
  readonly name: string;
  readonly brand: string;
  readonly imageurl: string;
  readonly freedelivery: boolean;
  readonly price: number;
  readonly oldprice: number;
  readonly discountpercent: number;
  /** The product's category id: which options it comes in (product-options.ts). */
  readonly categoryid: number;
  /** The category's name. */
  readonly category: string;
}

/**
 * The line with only the options its product offers: one kept from before that rule reads, and is
 * ordered, without the rest (and without their surcharge) instead of failing or overcharging.
 */
export function withOfferedOptions(line: CartLineSource): CartLineSource {
  const offered = offeredOptionsOfLine(line, line);
  return offered.storage === line.storage && offered.color === line.color ? line : { ...line, ...offered };
}

/** Prices travel as text in server cart lines (§3). */
export const cartPriceText = (amount: number): string => amount.toFixed(2);

/** One server cart line (§3) with its options, surcharged prices and totals. */
export function cartItemOf(source: CartLineSource): CartItem {
  const line = withOfferedOptions(source);
  const unit = optionedUnitPrices(line, line.storage ?? undefined);
  const options: CartOptions = {};
  if (line.storage !== null) options.storage = line.storage;
  if (line.color !== null) options.color = line.color;
  return {
    itemId: line.itemId,
    productId: line.productId,
    quantity: line.quantity,
    options,
    product: {
      id: line.productId,
      name: line.name,
      brand: line.brand,
      imageurl: line.imageurl,
      freedelivery: line.freedelivery,
      price: cartPriceText(unit.price),
      oldprice: cartPriceText(unit.oldPrice),
      discountpercent: unit.discountPercent,
      category: line.category,
    },
    totals: cartItemTotals(unit.price, unit.oldPrice, line.quantity),
  };
}

/** The reply of every cart call: `{items, summary}` (§3, ARCHITECTURE.md "Cart"). */
export function cartReplyOf(lines: readonly CartLineSource[]): CartReply {
  const items = lines.map(cartItemOf);
  return { items, summary: cartSummary(linesFromCartItems(items)) };
}

/** Why the server refuses an add or a quantity change, from the stock and the line read after it. */
export interface CartRefusalFacts {
  readonly kind: 'add' | 'set';
  /** The quantity asked for: added (`add`) or set (`set`). */
  readonly quantity: number;
  /** `undefined`: no such product. */
  readonly stock: number | undefined;
  /** `undefined`: the product is not in the cart. */
  readonly inCart: number | undefined;
}

/**
 * The refusal's status and text (ARCHITECTURE.md "Cart"): unknown product 404, a quantity change
 * of a line that is not there 404, out of stock 409, past the per-line ceiling 409, past the stock
 * 409; `undefined` when the change is allowed.
 */
export function cartRefusal({
  kind,
  quantity,
  stock,
  inCart,
}: CartRefusalFacts): { readonly status: 404 | 409; readonly message: string } | undefined {
  if (stock === undefined) return { status: 404, message: cartServerMessages.productNotFound };
  if (kind === 'set' && inCart === undefined) return { status: 404, message: cartServerMessages.notInCart };
  const wanted = kind === 'add' ? (inCart ?? 0) + quantity : quantity;
  if (stock === 0) return { status: 409, message: cartServerMessages.outOfStock };
  if (wanted > MAX_LINE_QUANTITY && stock >= MAX_LINE_QUANTITY) {
    return { status: 409, message: cartServerMessages.lineLimit };
  }
  if (wanted > stock) return { status: 409, message: cartBeyondStockMessage(stock) };
  return undefined;
}
