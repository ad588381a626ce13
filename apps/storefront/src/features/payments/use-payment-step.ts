import { paths } from '@shop/core';
import { type CheckoutChoices, codProblem, emptyPayment, type PaymentMethod } from '@shop/core/checkout';
import { cardLabel, PAYMENT_METHOD_LABELS, validateUpiId } from '@shop/core/payments';
import type { CheckoutPaymentStepProps } from '@shop/ui/checkout';
import { useState } from 'react';
import { useCardFrame } from './use-card-frame';

export interface PaymentStep {
  readonly props: CheckoutPaymentStepProps;
  /** The choice as core's step rules read it. */
  readonly choice: CheckoutChoices['payment'];
  /** 'Visa •••• 1111', 'UPI: success@shoplane', 'Cash on delivery'. */
  readonly text: string;
  /** A card token the server no longer takes: the frame asks for the card again. */
  readonly forgetCard: () => void;
}

/**
 * The Payment step: a card through the payment frame (the checkout only ever sees its token), a UPI
 * id, or cash on delivery where the address's PIN code and the total allow it.
 */
export function usePaymentStep(address: { cod: boolean; pin: string | null }, total: number): PaymentStep {
  const frame = useCardFrame();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [upiId, setUpiId] = useState('');
  const [upiTouched, setUpiTouched] = useState(false);
  const upiCheck = validateUpiId(upiId);
  const cod = codProblem({ addressCod: address.cod, addressPin: address.pin }, total);

  const choice: CheckoutChoices['payment'] =
    method === 'card'
      ? {
          method,
          cardToken: frame.card?.token ?? null,
          label: frame.card ? cardLabel(frame.card) : '',
        }
      : method === 'upi'
        ? { method, upiId: upiCheck.ok ? upiCheck.value : upiId }
        : method === null
          ? null
          : emptyPayment(method);

  return {
    choice,
    text:
      choice?.method === 'card'
        ? choice.label
        : choice?.method === 'upi'
          ? `UPI: ${choice.upiId}`
          : choice?.method === 'cod'
            ? PAYMENT_METHOD_LABELS.cod
            : '',
    forgetCard: frame.forget,
    props: {
      method,
      onSelectMethod: setMethod,
      card: {
        frameSrc: paths.cardFrame(),
        frameHeight: frame.height,
        frameRef: frame.frameRef,
        chosenCard: frame.card ? cardLabel(frame.card) : null,
        onUseAnotherCard: frame.forget,
      },
      upi: {
        value: upiId,
        onChange: setUpiId,
        onBlur: () => setUpiTouched(true),
        ...(upiTouched && !upiCheck.ok ? { error: upiCheck.error } : {}),
      },
      cod: cod === null ? {} : { problem: cod },
    },
  };
}
