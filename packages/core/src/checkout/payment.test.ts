import { describe, expect, it } from 'vitest';
import { findPinCode, type PinCodeEntry } from './pin-codes';
import {
  cardBrand,
  cardOutcome,
  cardRefusalText,
  checkCashOnDelivery,
  isValidCardNumber,
  passesLuhn,
  TEST_CARDS,
  upiOutcome,
  validateCard,
  validateUpiId,
} from './payment';

const now = new Date('2026-11-27T04:30:00Z');
const card = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', name: 'Asha Rao' };

describe('cards', () => {
  it('every test card is a valid number of its brand', () => {
    for (const test of TEST_CARDS) {
      expect(isValidCardNumber(test.number), test.number).toBe(true);
      expect(cardBrand(test.number), test.number).toBe(test.brand);
    }
  });

  it('brands by their leading digits', () => {
    expect(cardBrand('4111')).toBe('Visa');
    expect(cardBrand('5105')).toBe('Mastercard');
    expect(cardBrand('2221')).toBe('Mastercard');
    expect(cardBrand('2720')).toBe('Mastercard');
    expect(cardBrand('2721')).toBeNull();
    expect(cardBrand('2220')).toBeNull();
    expect(cardBrand('6521')).toBe('RuPay');
    expect(cardBrand('3782')).toBe('American Express');
    expect(cardBrand('9999')).toBeNull();
  });

  it('Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111x1111111111')).toBe(false);
  });

  it('a complete card passes, its number without spaces', () => {
    expect(validateCard(card, now)).toEqual({ ok: true, value: { ...card, number: '4111111111111111' } });
  });

  it('each field’s first broken rule, the form saying the first', () => {
    expect(validateCard({ number: '', expiry: '', cvv: '', name: '' }, now)).toEqual({
      ok: false,
      message: 'Please enter the card number',
      errors: [
        { field: 'number', message: 'Please enter the card number' },
        { field: 'expiry', message: 'Please enter the expiry date' },
        { field: 'cvv', message: 'Please enter the CVV' },
        { field: 'name', message: 'Please enter the name on the card' },
      ],
    });
    const errors = (input: Partial<typeof card>) => {
      const result = validateCard({ ...card, ...input }, now);
      return result.ok ? [] : result.errors;
    };
    expect(errors({ number: '4111 1111 1111 1112' })).toEqual([
      { field: 'number', message: 'Enter a valid card number' },
    ]);
    expect(errors({ expiry: '13/28' })).toEqual([{ field: 'expiry', message: 'Enter the expiry as MM/YY' }]);
    expect(errors({ expiry: '10/26' })).toEqual([{ field: 'expiry', message: 'This card has expired' }]);
    expect(errors({ expiry: '11/26' })).toEqual([]);
    expect(errors({ cvv: '12' })).toEqual([{ field: 'cvv', message: 'Enter the 3-digit CVV' }]);
    expect(errors({ number: '378282246310005', cvv: '123' })).toEqual([
      { field: 'cvv', message: 'Enter the 4-digit CVV' },
    ]);
    expect(errors({ number: '378282246310005', cvv: '1234' })).toEqual([]);
  });

  it('only the test cards pay; each refusal has its text', () => {
    expect(cardOutcome('4111111111111111')).toBe('success');
    expect(cardOutcome('4000000000003220')).toBe('code');
    expect(cardRefusalText(cardOutcome('4000000000000002'))).toBe(
      'Your card was declined. Please try another card or payment method.',
    );
    expect(cardRefusalText(cardOutcome('4000000000009995'))).toBe(
      'Your card has insufficient funds. Please try another card or payment method.',
    );
    expect(cardRefusalText(cardOutcome('4000000000000069'))).toBe(
      'Only the test cards listed on the QA page work in this demo shop',
    );
    expect(cardRefusalText('success')).toBeNull();
  });
});

describe('UPI', () => {
  it('ids like name@bank', () => {
    expect(validateUpiId(' Asha.Rao@okhdfc ')).toEqual({ ok: true, value: 'asha.rao@okhdfc' });
    expect(validateUpiId('')).toEqual({ ok: false, error: 'Please enter your UPI ID' });
    for (const id of ['asha', '@okhdfc', 'a@b', 'asha@ok hdfc', 'asha@1bank']) {
      expect(validateUpiId(id), id).toEqual({ ok: false, error: 'Enter a UPI ID like name@bank' });
    }
  });

  it('the documented ids end as documented; any other id pays', () => {
    expect(upiOutcome('success@shoplane')).toBe('success');
    expect(upiOutcome('PENDING@shoplane')).toBe('pending');
    expect(upiOutcome('failure@shoplane')).toBe('failure');
    expect(upiOutcome('asha@okhdfc')).toBe('success');
  });
});

describe('cash on delivery', () => {
  const bengaluru = findPinCode('560034') as PinCodeEntry;
  const portBlair = findPinCode('744101') as PinCodeEntry;

  it('up to ₹50,000, where the PIN code offers it', () => {
    expect(checkCashOnDelivery(50_000, bengaluru)).toEqual({ ok: true, value: true });
    expect(checkCashOnDelivery(50_001, bengaluru)).toEqual({
      ok: false,
      error: 'Cash on delivery is available for orders up to ₹50,000',
    });
    expect(checkCashOnDelivery(100, portBlair)).toEqual({
      ok: false,
      error: 'Cash on delivery is not available for PIN code 744101',
    });
  });
});
