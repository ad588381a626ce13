import { TEST_CARDS } from '@shop/core/payments';
import { describe, expect, it } from 'vitest';
import { spacedCardNumber } from './spaced-card-number';

describe('spacedCardNumber', () => {
  it('groups a 16-digit number in fours', () => {
    expect(spacedCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('groups American Express 4 6 5', () => {
    expect(spacedCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('keeps every digit of every test card, in order', () => {
    for (const card of TEST_CARDS) {
      expect(spacedCardNumber(card.number).replaceAll(' ', '')).toBe(card.number);
    }
  });
});
