import type { DeliveryDatesReply } from '../contract/checkout';
import type { Order, OrderSummary } from '../contract/orders';
import { UPI_PENDING_CONFIRM_MS } from '../constants';
import { deliveryDates, deliverySlotRule, formatDeliveryDate, formatSlotWindow } from './delivery-slots';
import { gstSplit, type OrderTotals } from './order-totals';
import { ORDER_STATUS_LABELS, orderStatusAt, orderTimeline } from './orders';
import type { DeliverySlotKind, PaymentMethod } from '../enums/checkout';

/*
 * The checkout's replies built from what is stored and the clock: one home for the server and the
 * mock API, so both answer alike (mocks/parity holds them to it).
 */

/** GET /delivery-slots: the next dates with each slot's label, fee, window and availability. */
export function deliveryDatesReply(now: Date): DeliveryDatesReply {
  return {
    dates: deliveryDates(now).map((option) => ({
      date: option.date,
      label: formatDeliveryDate(option.date),
      slots: option.slots.map((slot) => {
        const rule = deliverySlotRule(slot.kind);
        return {
          kind: slot.kind,
          label: rule.label,
          fee: rule.fee,
          window: formatSlotWindow(slot.kind),
          available: slot.available,
        };
      }),
    })),
  };
}

/** An order as it was placed (the server's row, the mock's record): its money as `orderTotals` made it. */
export interface StoredOrder extends Omit<OrderTotals, 'gst'> {
  readonly orderNumber: string;
  readonly placedAt: Date;
  readonly address: Order['address'];
  readonly buyerStateCode: string;
  readonly deliveryDate: string;
  readonly slot: DeliverySlotKind;
  readonly paymentMethod: PaymentMethod;
  readonly paymentDetail: string;
  /** 'paid' at once, or 'pending' (UPI pending, cash on delivery) until the clock says otherwise. */
  readonly paymentOutcome: 'paid' | 'pending';
}

export interface StoredOrderLine {
  readonly productId: number;
  readonly name: string;
  readonly brand: string;
  readonly imageurl: string;
  readonly storage: string | null;
  readonly color: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly unitOldPrice: number;
}

/**
 * Whether the order is paid at `now`: at once, or a pending UPI payment once confirmed (15 minutes
 * later), or cash on delivery once delivered.
 */
function isPaid(order: StoredOrder, delivered: boolean, now: Date): boolean {
  if (order.paymentOutcome === 'paid') return true;
  if (order.paymentMethod === 'upi')
    return now.getTime() >= order.placedAt.getTime() + UPI_PENDING_CONFIRM_MS;
  return order.paymentMethod === 'cod' && delivered;
}

/** GET /orders/{orderNumber}: the stored order read against the clock (status, steps, payment). */
export function orderReply(order: StoredOrder, lines: readonly StoredOrderLine[], now: Date): Order {
  const timeline = orderTimeline(order.placedAt, order.deliveryDate, order.slot);
  const status = orderStatusAt(timeline, now);
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    steps: timeline.map((step) => ({ ...step, reached: Date.parse(step.at) <= now.getTime() })),
    items: lines.map((line) => {
      const options: Order['items'][number]['options'] = {};
      if (line.storage !== null) options.storage = line.storage;
      if (line.color !== null) options.color = line.color;
      return {
        productId: line.productId,
        name: line.name,
        brand: line.brand,
        imageurl: line.imageurl,
        options,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        unitOldPrice: line.unitOldPrice,
        lineTotal: line.unitPrice * line.quantity,
      };
    }),
    address: order.address,
    delivery: {
      date: order.deliveryDate,
      slot: order.slot,
      label: deliverySlotRule(order.slot).label,
      window: formatSlotWindow(order.slot),
    },
    payment: {
      method: order.paymentMethod,
      detail: order.paymentDetail,
      status: isPaid(order, status === 'delivered', now) ? 'paid' : 'pending',
    },
    totals: {
      subtotal: order.subtotal,
      youSave: order.youSave,
      promoCode: order.promoCode,
      discount: order.discount,
      deliveryFee: order.deliveryFee,
      taxableValue: order.taxableValue,
      tax: order.tax,
      gst: gstSplit(order.tax, order.buyerStateCode),
      total: order.total,
    },
    cancellable: false,
  };
}

/** An entry of GET /orders. */
export function orderSummaryReply(
  order: StoredOrder,
  lines: readonly StoredOrderLine[],
  now: Date,
): OrderSummary {
  const status = orderStatusAt(orderTimeline(order.placedAt, order.deliveryDate, order.slot), now);
  const first = lines[0];
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    total: order.total,
    firstItemName: first?.name ?? '',
    firstItemImageurl: first?.imageurl ?? '',
  };
}
