import { findProduct } from '@shop/catalog';
import { findPinCode } from '@shop/core/addresses';
import { type DeliverySlotKind, istDate, orderTotals } from '@shop/core/checkout';
import { accountsState } from './accounts';
import { type MockOrder, nextOrderIdentity } from './checkout';

const HOUR_MS = 60 * 60_000;

export interface OrderSeed {
  readonly productIds: readonly number[];
  /** How long ago it was placed (0: just now). The standard slot two days on keeps it on its way. */
  readonly hoursAgo?: number;
  /** 560034 (Bengaluru: CGST + SGST) by default; another state's PIN gives IGST. */
  readonly pin?: string;
  readonly slot?: DeliverySlotKind;
  readonly payment?: 'card' | 'cod';
}

/**
 * Puts an order straight into the mock's memory, as if placed `hoursAgo` hours ago (page stories
 * and tests that need an order history without going through the checkout). Returns its number.
 */
export function seedOrder(userId: number, seed: OrderSeed): string {
  const state = accountsState.checkout;
  const placedAt = Date.now() - (seed.hoursAgo ?? 0) * HOUR_MS;
  const pin = findPinCode(seed.pin ?? '560034');
  if (!pin) throw new globalThis.Error(`No PIN code ${seed.pin}`);
  const slot = seed.slot ?? 'standard';
  const lines = seed.productIds.map((productId) => {
    const product = findProduct(productId);
    if (!product) throw new globalThis.Error(`The catalogue has no product ${productId}`);
    return {
      productId,
      name: product.productname,
      brand: product.brand,
      imageurl: product.imageurl,
      storage: null,
      color: null,
      quantity: 1,
      unitPrice: product.price,
      unitOldPrice: product.oldprice,
    };
  });
  const totals = orderTotals(
    lines.map((line) => ({ price: line.unitPrice, oldPrice: line.unitOldPrice, quantity: 1 })),
    { promoCode: null, slot, buyerStateCode: pin.stateCode },
  );
  const cod = seed.payment === 'cod';
  const { seq, orderNumber: number } = nextOrderIdentity(state, new Date(placedAt));
  const order: MockOrder = {
    seq,
    orderNumber: number,
    userId,
    idempotencyKey: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    requestIdentity: `seed-${seq}`,
    placedAt,
    address: {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      line1: '12, 4th Cross',
      line2: '',
      landmark: '',
      pin: pin.pin,
      city: pin.city,
      state: pin.state,
      type: 'Home',
    },
    buyerStateCode: pin.stateCode,
    deliveryDate: istDate(new Date(placedAt + 48 * HOUR_MS)),
    slot,
    paymentMethod: cod ? 'cod' : 'card',
    paymentDetail: cod ? 'Pay on delivery' : 'Visa •••• 1111',
    paymentOutcome: cod ? 'pending' : 'paid',
    totals,
    lines,
  };
  state.orders.push(order);
  return number;
}
