import { COD_LIMIT } from '../constants';
import { checkoutMessages, codLimitText, codNotServedText, deliveryMessages } from '../texts/checkout';
import type { DeliverySlotKind, PaymentMethod } from '../enums/checkout';
import { validateUpiId } from './payment';

/**
 * The checkout's steps (README "Checkout"): Address → Delivery → Payment, then Review & Place
 * Order. A step can be opened once every step before it is complete; going back keeps what was
 * chosen. The screens and the journeys read the same rules from here.
 */
export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  address: 'Address',
  delivery: 'Delivery',
  payment: 'Payment',
  review: 'Review & Place Order',
};

/** What the shopper has chosen so far. */
export interface CheckoutChoices {
  readonly addressId: number | null;
  /** Whether the chosen address's PIN code offers cash on delivery. */
  readonly addressCod: boolean;
  readonly addressPin: string | null;
  readonly deliveryDate: string | null;
  readonly slot: DeliverySlotKind | null;
  readonly payment:
    | { readonly method: 'card'; readonly cardToken: string | null; readonly label: string }
    | { readonly method: 'upi'; readonly upiId: string }
    | { readonly method: 'cod' }
    | null;
}

export const NO_CHOICES: CheckoutChoices = {
  addressId: null,
  addressCod: false,
  addressPin: null,
  deliveryDate: null,
  slot: null,
  payment: null,
};

/** Why a step cannot be left yet (the text shown under its Continue), or null when it can. */
export function stepProblem(step: CheckoutStep, choices: CheckoutChoices, total: number): string | null {
  switch (step) {
    case 'address':
      return choices.addressId === null ? checkoutMessages.chooseAddress : null;
    case 'delivery':
      if (choices.deliveryDate === null) return deliveryMessages.chooseDate;
      return choices.slot === null ? deliveryMessages.chooseSlot : null;
    case 'payment':
      return paymentProblem(choices, total);
    case 'review':
      return null;
  }
}

function paymentProblem(choices: CheckoutChoices, total: number): string | null {
  const payment = choices.payment;
  if (payment === null) return checkoutMessages.choosePayment;
  if (payment.method === 'card' && payment.cardToken === null) return checkoutMessages.enterCard;
  if (payment.method === 'upi') {
    const check = validateUpiId(payment.upiId);
    return check.ok ? null : check.error;
  }
  if (payment.method === 'cod') return codProblem(choices, total);
  return null;
}

/** Why cash on delivery cannot be chosen for this address and total, or null. */
export function codProblem(
  choices: Pick<CheckoutChoices, 'addressCod' | 'addressPin'>,
  total: number,
): string | null {
  if (!choices.addressCod && choices.addressPin !== null) return codNotServedText(choices.addressPin);
  return total > COD_LIMIT ? codLimitText(COD_LIMIT) : null;
}

/** The furthest step the shopper may open: the first with a problem, or Review. */
export function furthestStep(choices: CheckoutChoices, total: number): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => stepProblem(step, choices, total) !== null) ?? 'review';
}

/** Whether `step` may be opened now (every step before it complete). */
export function canOpenStep(step: CheckoutStep, choices: CheckoutChoices, total: number): boolean {
  return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(furthestStep(choices, total));
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[
    Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)
  ] as CheckoutStep;
}

/** A payment method the shopper picks before its details: the empty choice of each. */
export function emptyPayment(method: PaymentMethod): NonNullable<CheckoutChoices['payment']> {
  if (method === 'card') return { method, cardToken: null, label: '' };
  if (method === 'upi') return { method, upiId: '' };
  return { method };
}
