import { describe, expect, it } from 'vitest';
import {
  canOpenStep,
  type CheckoutChoices,
  codProblem,
  emptyPayment,
  furthestStep,
  NO_CHOICES,
  nextStep,
  stepProblem,
} from './checkout-flow';

const chosen: CheckoutChoices = {
  addressId: 7,
  addressCod: true,
  addressPin: '560034',
  deliveryDate: '2026-11-28',
  slot: 'evening',
  payment: { method: 'upi', upiId: 'asha@okhdfc' },
};

describe('the checkout’s steps', () => {
  it('each step says what is missing, in order', () => {
    expect(stepProblem('address', NO_CHOICES, 1_000)).toBe('Please choose a delivery address');
    expect(stepProblem('delivery', { ...chosen, deliveryDate: null, slot: null }, 1_000)).toBe(
      'Please choose a delivery date',
    );
    expect(stepProblem('delivery', { ...chosen, slot: null }, 1_000)).toBe('Please choose a delivery slot');
    expect(stepProblem('payment', { ...chosen, payment: null }, 1_000)).toBe(
      'Please choose a payment method',
    );
    expect(stepProblem('payment', { ...chosen, payment: emptyPayment('card') }, 1_000)).toBe(
      'Please enter your card details',
    );
    expect(stepProblem('payment', { ...chosen, payment: emptyPayment('upi') }, 1_000)).toBe(
      'Please enter your UPI ID',
    );
    expect(stepProblem('payment', { ...chosen, payment: { method: 'upi', upiId: 'asha' } }, 1_000)).toBe(
      'Enter a UPI ID like name@bank',
    );
    expect(stepProblem('payment', chosen, 1_000)).toBeNull();
  });

  it('cash on delivery: up to ₹50,000 and where the PIN code offers it', () => {
    expect(stepProblem('payment', { ...chosen, payment: emptyPayment('cod') }, 50_000)).toBeNull();
    expect(stepProblem('payment', { ...chosen, payment: emptyPayment('cod') }, 50_001)).toBe(
      'Cash on delivery is available for orders up to ₹50,000',
    );
    expect(codProblem({ addressCod: false, addressPin: '744101' }, 100)).toBe(
      'Cash on delivery is not available for PIN code 744101',
    );
  });

  it('a step opens once every step before it is complete; Review comes last', () => {
    expect(furthestStep(NO_CHOICES, 1_000)).toBe('address');
    expect(furthestStep({ ...chosen, slot: null }, 1_000)).toBe('delivery');
    expect(furthestStep(chosen, 1_000)).toBe('review');
    expect(canOpenStep('payment', { ...chosen, slot: null }, 1_000)).toBe(false);
    expect(canOpenStep('address', { ...chosen, slot: null }, 1_000)).toBe(true);
    expect(nextStep('payment')).toBe('review');
    expect(nextStep('review')).toBe('review');
  });
});
