import { PAYMENT_CODE_LENGTH } from '../constants';
import { type FormCheck, formFailure } from '../rules/check';
import { cardMessages } from '../texts/checkout';
import type { CardBrand } from '../enums/checkout';
import { cardBrand, cardNumberLength, cvvLength } from './payment';

/*
 * What the card frame's inputs keep of a keystroke or a paste, shown the way the card is printed.
 * The rules that judge the values are payment.ts's (`validateCard`); these only shape the typing.
 */

/** Digit groups as printed on the card: 4-6-5 for American Express, 4-4-4-4 for the others. */
function groupsOf(brand: CardBrand | null): readonly number[] {
  return brand === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4];
}

/** '4111111111111111' → '4111 1111 1111 1111'; '378282246310005' → '3782 822463 10005'. */
export function formatCardNumberInput(raw: string): string {
  const all = raw.replace(/\D/g, '');
  const brand = cardBrand(all);
  const digits = all.slice(0, brand ? cardNumberLength(brand) : 16);
  const parts: string[] = [];
  let start = 0;
  for (const size of groupsOf(brand)) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * 'MM/YY' with the slash put in once a third digit comes ('122' → '12/2'); two digits stay as they
 * are, so Backspace over the slash is not undone at once.
 */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most the brand's CVV length (4 for American Express, else 3). */
export function sanitizeCvvInput(raw: string, brand: CardBrand | null): string {
  return raw.replace(/\D/g, '').slice(0, cvvLength(brand));
}

/** The one-time code a card asks for: digits only, at most PAYMENT_CODE_LENGTH. */
export function sanitizePaymentCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PAYMENT_CODE_LENGTH);
}

const PAYMENT_CODE_PATTERN = new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`);

/** The code before it is sent: required, then exactly PAYMENT_CODE_LENGTH digits (the server's texts). */
export function validatePaymentCode(input: string): FormCheck<'code', string> {
  const value = input.trim();
  if (value === '') return formFailure(cardMessages.codeEmpty, ['code']);
  if (!PAYMENT_CODE_PATTERN.test(value)) return formFailure(cardMessages.codeInvalid, ['code']);
  return { ok: true, value };
}
