import { createRandom } from '@shop/core';
import { type Address, findPinCode } from '@shop/core/addresses';
import {
  type AddressType,
  type CardBrand,
  type DeliverySlotKind,
  type OrderTotals,
  type PaymentMethod,
} from '@shop/core/checkout';
import {
  type OpenTracker,
  type Order,
  orderNumber,
  orderReply as buildOrderReply,
  orderSummaryReply,
  type OrderSummary,
  type StoredOrder,
  type StoredOrderLine,
} from '@shop/core/orders';
import { type CardOutcome, type CardToken } from '@shop/core/payments';

/**
 * The mock API's memory of checkouts: addresses, card tokens, orders and the stock they took.
 * It lives in `accountsState.checkout`, so `resetAccountsState` starts it afresh with the accounts
 * it belongs to. Times are `Date.now()` numbers: the parity runner's clock (fake `Date`) moves them.
 */

/** The one-time code every mock payment-code mail carries (the real server makes a random one). */
export const MOCK_PAYMENT_CODE = '135790';

/** A saved address as the server's table keeps it: city and state are read from its PIN. */
export interface MockAddress {
  readonly id: number;
  readonly userId: number;
  readonly fullName: string;
  readonly mobile: string;
  readonly line1: string;
  readonly line2: string;
  readonly landmark: string;
  readonly pin: string;
  readonly type: AddressType;
}

/** A card token (the number and CVV are never kept, as on the server). */
export interface MockCardToken {
  readonly token: string;
  readonly userId: number;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly outcome: CardOutcome | 'notTestCard';
  /** The mailed code of a card that asks for one, else null. */
  readonly code: string | null;
  readonly codeExpiresAt: number | null;
  wrongCodes: number;
  verifiedAt: number | null;
  readonly expiresAt: number;
  usedAt: number | null;
}

export type MockOrderLine = StoredOrderLine;

/** An order as placed; its status, steps and payment status are read against the clock. */
export interface MockOrder {
  /** Insertion order: the tie-break of two orders placed at the same instant (the server's id). */
  readonly seq: number;
  readonly orderNumber: string;
  readonly userId: number;
  /** Lower case: the server's uuid column compares keys without regard to case. */
  readonly idempotencyKey: string;
  /** What the key was first sent with (the server's request hash, unhashed). */
  readonly requestIdentity: string;
  readonly placedAt: number;
  readonly address: Order['address'];
  readonly buyerStateCode: string;
  readonly deliveryDate: string;
  readonly slot: DeliverySlotKind;
  readonly paymentMethod: PaymentMethod;
  readonly paymentDetail: string;
  readonly paymentOutcome: 'paid' | 'pending';
  readonly totals: OrderTotals;
  readonly lines: readonly MockOrderLine[];
}

export interface CheckoutState {
  /** Every user's addresses by id (ids are global, as the server's identity column). */
  addresses: Map<number, MockAddress>;
  nextAddressId: number;
  cardTokens: Map<string, MockCardToken>;
  nextCardToken: number;
  orders: MockOrder[];
  nextOrderSeq: number;
  /** Units placed orders took per product: the catalogue's stock less these is what is left. */
  stockTaken: Map<number, number>;
  /** Live tracker streams now open: core's `trackerRefusal` counts them. */
  openTrackers: Set<OpenTracker>;
}

export function emptyCheckoutState(): CheckoutState {
  return {
    addresses: new Map(),
    nextAddressId: 1,
    cardTokens: new Map(),
    nextCardToken: 1,
    orders: [],
    nextOrderSeq: 1,
    stockTaken: new Map(),
    openTrackers: new Set(),
  };
}

/**
 * The next order's sequence number and an order number no order of this state has (the server
 * draws again on a clash). The random part comes from a stream keyed by the sequence number, not
 * from Math.random: a story that places or seeds an order shows the same number on every run, so
 * its picture (visual baselines, Chromatic) does not change from run to run.
 */
export function nextOrderIdentity(
  state: CheckoutState,
  placedAt: Date,
): { seq: number; orderNumber: string } {
  const seq = state.nextOrderSeq++;
  const random = createRandom(`mock-order:${seq}`);
  let number: string;
  do number = orderNumber(placedAt, () => random.int(0, 255));
  while (state.orders.some((order) => order.orderNumber === number));
  return { seq, orderNumber: number };
}

/** The address as the server's join reads it (a PIN off the list cannot be saved, so it is found). */
export function addressReply({ userId: _userId, ...address }: MockAddress): Address {
  const pin = findPinCode(address.pin);
  return { ...address, city: pin?.city ?? '', state: pin?.state ?? '' };
}

export function cardTokenReply(row: MockCardToken): CardToken {
  return {
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    codeRequired: row.code !== null && row.verifiedAt === null,
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

/** The mock's record as core's stored order (its totals flat, its time a Date). */
function storedOrder(order: MockOrder): StoredOrder {
  const { promoCode, subtotal, youSave, discount, deliveryFee, taxableValue, tax, total } = order.totals;
  return {
    orderNumber: order.orderNumber,
    placedAt: new Date(order.placedAt),
    address: order.address,
    buyerStateCode: order.buyerStateCode,
    deliveryDate: order.deliveryDate,
    slot: order.slot,
    paymentMethod: order.paymentMethod,
    paymentDetail: order.paymentDetail,
    paymentOutcome: order.paymentOutcome,
    promoCode,
    subtotal,
    youSave,
    discount,
    deliveryFee,
    taxableValue,
    tax,
    total,
  };
}

/** The server's reply for an order, from core's one builder. */
export function orderReply(order: MockOrder, now: Date): Order {
  return buildOrderReply(storedOrder(order), order.lines, now);
}

/** An entry of GET /orders. */
export function orderSummary(order: MockOrder, now: Date): OrderSummary {
  return orderSummaryReply(storedOrder(order), order.lines, now);
}
