import { COD_LIMIT } from '../constants';
import type { CardBrand, PaymentMethod } from '../enums/checkout';
import { brokenRules, type Check, fail, type FieldRule, type FormCheck, pass } from '../rules/check';
import { cardMessages, codLimitText, codNotServedText, cvvInvalidText, upiMessages } from '../texts/checkout';
import { istDate } from './delivery-slots';
import type { PinCodeEntry } from './pin-codes';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Credit or debit card',
  upi: 'UPI',
  cod: 'Cash on delivery',
};

/** An order's payment detail for cash on delivery (a card's is its label, UPI's its id). */
export const COD_PAYMENT_DETAIL = 'Pay on delivery';

/** Where a payment stands: card payments are paid or refused at once; UPI may wait; COD is paid at the door. */
export const PAYMENT_STATUSES = ['paid', 'pending', 'cod'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Cards ---------------------------------------------------------------------------------------

/** 'Visa •••• 1111': how the checkout, the order and the invoice name a card. */
export function cardLabel(card: { readonly brand: string; readonly last4: string }): string {
  return `${card.brand} •••• ${card.last4}`;
}

/** The digits of a card number as typed ('4111 1111-1111 1111' → '4111111111111111'). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The network by its leading digits (IIN ranges), or null. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return null;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 15 digits for American Express, 16 for the others. */
export function cardNumberLength(brand: CardBrand): number {
  return brand === 'American Express' ? 15 : 16;
}

export function cvvLength(brand: CardBrand | null): number {
  return brand === 'American Express' ? 4 : 3;
}

export function isValidCardNumber(digits: string): boolean {
  const brand = cardBrand(digits);
  return brand !== null && digits.length === cardNumberLength(brand) && passesLuhn(digits);
}

/** 'MM/YY' → the month it ends in, 'YYYY-MM', or null. */
export function parseExpiry(input: string): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.trim());
  return match ? `20${match[2]}-${match[1]}` : null;
}

/** A card is good through the last day of its expiry month (in India). */
export function isExpired(expiryMonth: string, now: Date): boolean {
  return expiryMonth < istDate(now).slice(0, 7);
}

export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvv: string;
  readonly name: string;
}
export type CardField = keyof CardInput;

export function cardRules(now: Date): readonly FieldRule<CardField, CardInput>[] {
  const brandOf = (v: CardInput) => cardBrand(cardDigits(v.number));
  return [
    { field: 'number', fails: (v) => cardDigits(v.number) === '', message: cardMessages.numberEmpty },
    {
      field: 'number',
      fails: (v) => !isValidCardNumber(cardDigits(v.number)),
      message: cardMessages.numberInvalid,
    },
    { field: 'expiry', fails: (v) => v.expiry.trim() === '', message: cardMessages.expiryEmpty },
    { field: 'expiry', fails: (v) => parseExpiry(v.expiry) === null, message: cardMessages.expiryInvalid },
    {
      field: 'expiry',
      fails: (v) => isExpired(parseExpiry(v.expiry) ?? '', now),
      message: cardMessages.expired,
    },
    { field: 'cvv', fails: (v) => v.cvv.trim() === '', message: cardMessages.cvvEmpty },
    {
      field: 'cvv',
      fails: (v) => !new RegExp(`^\\d{${cvvLength(brandOf(v))}}$`).test(v.cvv.trim()),
      message: cvvInvalidText(3),
    },
    { field: 'name', fails: (v) => v.name.trim() === '', message: cardMessages.nameEmpty },
  ];
}

/** The payment frame's form: each field's first broken rule (the CVV text names the brand's length). */
export function validateCard(input: CardInput, now: Date): FormCheck<CardField, CardInput> {
  const value: CardInput = {
    number: cardDigits(input.number),
    expiry: input.expiry.trim(),
    cvv: input.cvv.trim(),
    name: input.name.trim().replace(/\s+/g, ' '),
  };
  const errors = brokenRules(cardRules(now), value).map((error) =>
    error.field === 'cvv' && error.message === cvvInvalidText(3)
      ? { ...error, message: cvvInvalidText(cvvLength(cardBrand(value.number))) }
      : error,
  );
  const [first] = errors;
  return first ? { ok: false, message: first.message, errors } : { ok: true, value };
}

/** What a test card does when it pays (README "Checkout"; listed on /qa). */
export type CardOutcome = 'success' | 'declined' | 'insufficientFunds' | 'code';

export interface TestCard {
  readonly number: string;
  readonly brand: CardBrand;
  readonly outcome: CardOutcome;
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'success', description: 'Paid at once' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'success', description: 'Paid at once' },
  { number: '6521111111111110', brand: 'RuPay', outcome: 'success', description: 'Paid at once' },
  {
    number: '378282246310005',
    brand: 'American Express',
    outcome: 'success',
    description: 'Paid at once (4-digit CVV)',
  },
  {
    number: '4000000000003220',
    brand: 'Visa',
    outcome: 'code',
    description: 'Asks for a one-time code, mailed to the account’s address',
  },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined', description: 'Declined' },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'insufficientFunds',
    description: 'Declined: insufficient funds',
  },
];

/** A valid number that is not a test card pays nothing: real cards are never charged here. */
export function cardOutcome(digits: string): CardOutcome | 'notTestCard' {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'notTestCard';
}

/** The text of a card payment that did not go through. */
export function cardRefusalText(outcome: CardOutcome | 'notTestCard'): string | null {
  if (outcome === 'declined') return cardMessages.declined;
  if (outcome === 'insufficientFunds') return cardMessages.insufficientFunds;
  if (outcome === 'notTestCard') return cardMessages.notTestCard;
  return null;
}

// UPI -----------------------------------------------------------------------------------------

/** NPCI's handle shape: a name of letters, digits, dots, hyphens or underscores, '@', a bank handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export type UpiOutcome = 'success' | 'failure' | 'pending';

/** The documented UPI ids (README "Checkout"); any other well-formed id pays at once. */
export const UPI_TEST_IDS: readonly {
  readonly id: string;
  readonly outcome: UpiOutcome;
  readonly description: string;
}[] = [
  { id: 'success@shoplane', outcome: 'success', description: 'Paid at once' },
  {
    id: 'pending@shoplane',
    outcome: 'pending',
    description: 'Order placed, payment pending; confirmed 15 minutes later',
  },
  { id: 'failure@shoplane', outcome: 'failure', description: 'Payment fails; no order is placed' },
];

export function validateUpiId(input: string): Check<string> {
  const id = input.trim();
  if (id === '') return fail(upiMessages.idEmpty);
  return UPI_ID_PATTERN.test(id) ? pass(id.toLowerCase()) : fail(upiMessages.idInvalid);
}

export function upiOutcome(id: string): UpiOutcome {
  return UPI_TEST_IDS.find((test) => test.id === id.toLowerCase())?.outcome ?? 'success';
}

// Cash on delivery ----------------------------------------------------------------------------

/** Cash on delivery: up to COD_LIMIT, and only where the PIN code offers it. */
export function checkCashOnDelivery(total: number, pin: PinCodeEntry): Check<true> {
  if (!pin.cod) return fail(codNotServedText(pin.pin));
  if (total > COD_LIMIT) return fail(codLimitText(COD_LIMIT));
  return pass(true);
}
