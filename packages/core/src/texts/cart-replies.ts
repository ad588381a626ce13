import { MAX_LINE_QUANTITY } from '../constants';
import { quotedValue, requestMessages } from './request-replies';

/** The server cart's refusals (ARCHITECTURE.md "Cart"); the storefront keeps and shows them (§4). */
export const cartServerMessages = {
  productNotFound: requestMessages.productNotFound,
  outOfStock: 'This product is out of stock',
  notInCart: 'This product is not in your cart',
  lineLimit: `At most ${MAX_LINE_QUANTITY} of one product fit in a cart`,
  /** A change that met a parallel one on the same line: nothing applied, the client may retry. */
  cartChanged: 'Your cart changed at the same time: please try again',
} as const;

/** A cart line's options (§9: storage, colour), as the refusals below name them. */
const OPTION_NAMES = { storage: 'storage', color: 'colour' } as const;

/** 'This product has no storage option': an option the product does not come in at all. */
export function optionNotOfferedMessage(option: keyof typeof OPTION_NAMES): string {
  return `This product has no ${OPTION_NAMES[option]} option`;
}

/** "Storage '3TB' is not available for this product": a value the product does not come in. */
export function optionValueNotAvailableMessage(option: keyof typeof OPTION_NAMES, value: string): string {
  const name = OPTION_NAMES[option];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} '${quotedValue(value)}' is not available for this product`;
}

/** 'Only 3 left in stock: your cart can hold at most 3 of this product' (quantity beyond stock). */
export function cartBeyondStockMessage(stock: number): string {
  return `Only ${stock} left in stock: your cart can hold at most ${stock} of this product`;
}
