import { describe, expect, it } from 'vitest';
import {
  formatCardNumberInput,
  formatExpiryInput,
  sanitizeCvvInput,
  sanitizePaymentCodeInput,
  validatePaymentCode,
} from './card-input';

describe('the card number as typed', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 1111x1111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['41111111111111112222', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['', ''],
  ])('%s → %s', (raw, shown) => {
    expect(formatCardNumberInput(raw)).toBe(shown);
  });
});

describe('the expiry as typed', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/289', '12/28'],
    ['ab', ''],
  ])('%s → %s', (raw, shown) => {
    expect(formatExpiryInput(raw)).toBe(shown);
  });
});

describe('the CVV and the one-time code as typed', () => {
  it('keeps 3 digits, or 4 for American Express', () => {
    expect(sanitizeCvvInput('12a34', 'Visa')).toBe('123');
    expect(sanitizeCvvInput('12a34', null)).toBe('123');
    expect(sanitizeCvvInput('12a345', 'American Express')).toBe('1234');
  });

  it('keeps 6 digits of the code', () => {
    expect(sanitizePaymentCodeInput(' 135-7901 ')).toBe('135790');
  });

  it("checks the code with the server's texts", () => {
    expect(validatePaymentCode(' ')).toEqual({
      ok: false,
      message: 'Please enter the one-time code',
      errors: [{ field: 'code', message: 'Please enter the one-time code' }],
    });
    expect(validatePaymentCode('12345')).toMatchObject({ ok: false, message: 'Enter the 6-digit code' });
    expect(validatePaymentCode(' 135790 ')).toEqual({ ok: true, value: '135790' });
  });
});
