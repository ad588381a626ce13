import { EMPTY_ADDRESS_INPUT } from '@shop/core/addresses';
import { appliedPromo, gstOn } from '@shop/core/cart';
import {
  CHECKOUT_STEP_LABELS,
  CHECKOUT_STEPS,
  type CheckoutStep,
  gstSplit,
  SELLER,
} from '@shop/core/checkout';
import { deliveryDatesReply } from '@shop/core/orders';
import type {
  AddressFormValues,
  CheckoutAddress,
  CheckoutDeliveryDate,
  CheckoutItem,
  CheckoutStepState,
  CheckoutTotals,
} from './checkout-types';

/** A plain square picture with a label, so stories need no server for images. */
function fixtureImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" fill="hsl(${hue} 60% 92%)"/>` +
    `<rect x="38" y="20" width="52" height="88" rx="10" fill="hsl(${hue} 45% 45%)"/>` +
    `<text x="64" y="72" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The progress bar with `open` open and every step before it complete (none after it). */
export function stepsAt(open: CheckoutStep): CheckoutStepState[] {
  const openIndex = CHECKOUT_STEPS.indexOf(open);
  return CHECKOUT_STEPS.map((step, index) => ({
    step,
    label: CHECKOUT_STEP_LABELS[step],
    state: index < openIndex ? 'done' : index === openIndex ? 'current' : 'upcoming',
    canOpen: index <= openIndex,
  }));
}

// Addresses -----------------------------------------------------------------------------------

/** Within Karnataka, the seller's state: CGST + SGST. */
export const homeAddress: CheckoutAddress = {
  id: 7,
  fullName: 'Asha Rao',
  mobile: '98450 12345',
  line1: '12 MG Road, Flat 4B',
  line2: 'Ashok Nagar',
  landmark: 'Opposite the metro station',
  pin: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'Home',
};

/** Another state: IGST. */
export const workAddress: CheckoutAddress = {
  id: 8,
  fullName: 'Asha Rao',
  mobile: '98450 12345',
  line1: 'Nariman Point, Tower 2, 14th floor',
  line2: '',
  landmark: '',
  pin: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  type: 'Work',
};

/** A PIN code without cash on delivery. */
export const portBlairAddress: CheckoutAddress = {
  id: 9,
  fullName: "Dev D'Souza",
  mobile: '70123 45678',
  line1: '3 Aberdeen Bazaar',
  line2: '',
  landmark: 'Near the clock tower',
  pin: '744101',
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
  type: 'Home',
};

export const savedAddresses = [homeAddress, workAddress];

/** Ten addresses: the limit. */
export const tenAddresses: CheckoutAddress[] = Array.from({ length: 10 }, (_, index) => ({
  ...(index % 2 === 0 ? homeAddress : workAddress),
  id: 100 + index,
  fullName: `Asha Rao ${index + 1}`,
}));

export const emptyAddressValues: AddressFormValues = EMPTY_ADDRESS_INPUT;

export const filledAddressValues: AddressFormValues = {
  fullName: 'Meera Iyer',
  mobile: '91234 56789',
  line1: '221 Residency Road',
  line2: 'Richmond Town',
  landmark: '',
  pin: '560034',
  type: 'Work',
};

// Delivery ------------------------------------------------------------------------------------

/** 27 Nov 2026, 10:00 IST: tomorrow has evening and priority; standard from the day after. */
export const fixtureNow = new Date('2026-11-27T04:30:00Z');

/** The next seven days as the storefront hands them over, from core's rules. */
export const fixtureDates: CheckoutDeliveryDate[] = deliveryDatesReply(fixtureNow).dates;

// Items and money -----------------------------------------------------------------------------

export const phoneItem: CheckoutItem = {
  key: '101',
  productId: 101,
  name: 'Samsung Galaxy S24 Ultra',
  brand: 'Samsung',
  image: fixtureImage('SA', 210),
  options: 'Storage: 256GB · Color: Titanium Black',
  quantity: 1,
  total: 129_999,
};

/** No picture: the placeholder. */
export const cableItem: CheckoutItem = {
  key: '104',
  productId: 104,
  name: 'USB-C Cable 2 m',
  brand: 'Anker',
  image: '',
  quantity: 3,
  total: 3 * 999,
};

export const fixtureItems = [phoneItem, cableItem];

/** 'You Save' of the fixture lines (the phone was ₹1,44,999). */
const FIXTURE_YOU_SAVE = 15_000;

/**
 * The Order Summary by the cart's rules: a promo code off the subtotal, GST 18 % of what is left,
 * split by the buyer's state code once an address is chosen, the slot's fee untaxed.
 */
export function totalsOf(
  items: readonly CheckoutItem[],
  options: { promoCode?: string; deliveryFee?: number | null; stateCode?: string | null } = {},
): CheckoutTotals {
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  const promo = appliedPromo(options.promoCode, subtotal);
  const discount = promo?.discount ?? 0;
  const tax = gstOn(subtotal - discount);
  const deliveryFee = options.deliveryFee ?? null;
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    youSave: FIXTURE_YOU_SAVE,
    promoCode: promo?.code ?? null,
    discount,
    deliveryFee,
    tax,
    gst: options.stateCode ? gstSplit(tax, options.stateCode) : null,
    total: subtotal - discount + (deliveryFee ?? 0) + tax,
  };
}

export const KARNATAKA = SELLER.stateCode;
export const MAHARASHTRA = '27';

function fixtureDate(index: number): CheckoutDeliveryDate {
  const date = fixtureDates[index];
  if (!date) throw new Error(`No fixture delivery date ${index}`);
  return date;
}

/** Sat, 28 Nov: evening and priority only. */
export const tomorrow = fixtureDate(0);
/** Sun, 29 Nov: every slot. */
export const dayAfter = fixtureDate(1);
