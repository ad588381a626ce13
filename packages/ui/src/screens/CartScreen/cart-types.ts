/**
 * What the cart page shows, already worked out by the storefront: lines from the account's cart,
 * from this device's cart (a guest's cart, or an add the server refused, §4) and from the offline
 * cart waiting to be sent (§4, §9), and one Order Summary over all of them.
 */

/** Where a line lives: the account's cart, this device only, or waiting for the server to answer. */
export type CartLineOrigin = 'server' | 'device' | 'offline';

export interface CartScreenLine {
  /** Test-id key and React key: see `cartLineKey`. */
  key: string;
  productId: number;
  name: string;
  brand: string;
  /** '' shows the placeholder (§2 "placeholder if none"). */
  image: string;
  freeDelivery: boolean;
  /** Whole rupees per unit, the storage surcharge included (§9). */
  price: number;
  oldPrice: number;
  /** 'N% off' when above 0 and the old price is higher. */
  discountPercent: number;
  storage?: string;
  color?: string;
  quantity: number;
  /** price × quantity (§2). */
  total: number;
  origin: CartLineOrigin;
  /** A change of this line is on its way: its controls are disabled. */
  busy?: boolean;
  /** False at the per-line ceiling (MAX_LINE_QUANTITY). */
  canIncrease: boolean;
}

/** An applied promo code and what it takes off (ours: spec §2 leaves Apply open). */
export interface CartScreenPromo {
  code: string;
  discount: number;
}

export interface CartScreenSummary {
  /** Units, for 'Subtotal (N items)'. */
  itemCount: number;
  subtotal: number;
  /** Shown only when above 0, as a negative amount (§2). */
  youSave: number;
  promo?: CartScreenPromo;
  /** 'FREE' at 0. */
  deliveryFee: number;
  tax: number;
  total: number;
}

/** The promo code form: a controlled input, Apply, and the answer. */
export interface CartPromoState {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  /** Shown once a code is applied (with `summary.promo`). */
  onRemove: () => void;
  message?: { tone: 'success' | 'error'; text: string };
}

export type CartScreenStatus = 'loading' | 'error' | 'ready';

export interface CartScreenProps {
  status: CartScreenStatus;
  /** Signed out: the whole cart lives on this device, so no line says so ('Saved on this device'). */
  guest?: boolean;
  /** With `error`: the §8 text ('Failed to fetch cart' or the server's) and Retry. */
  fetchError?: string;
  onRetryFetch: () => void;
  lines: readonly CartScreenLine[];
  summary: CartScreenSummary;
  /** The server did not answer: the notice says changes wait on this device (§4). */
  offline: boolean;
  /** The message kept after the server refused an add (§4); Try again sends this device's lines. */
  keptError?: string;
  onRetryKept: () => void;
  onDismissKeptError: () => void;
  promo: CartPromoState;
  /** 'Continue Shopping' at the top: back one page (§2). */
  onBack: () => void;
  onDecrease: (line: CartScreenLine) => void;
  onIncrease: (line: CartScreenLine) => void;
  onRemove: (line: CartScreenLine) => void;
  /** Called after the shopper confirms Clear Cart in the screen's confirmation dialog. */
  onClear: () => void;
  onCheckout: () => void;
}

/**
 * The test-id key of each line, in order: the product id, and `{id}-2`, `{id}-3` … for a further
 * line of the same product (stable while the lines before it stay).
 */
export function cartLineKeys(lines: readonly { productId: number }[]): string[] {
  const seen = new Map<number, number>();
  return lines.map(({ productId }) => {
    const count = (seen.get(productId) ?? 0) + 1;
    seen.set(productId, count);
    return count === 1 ? String(productId) : `${productId}-${count}`;
  });
}
