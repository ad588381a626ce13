import { failureText, paths } from '@shop/core';
import { type Address, findPinCode } from '@shop/core/addresses';
import { cartItemCount } from '@shop/core/cart';
import {
  canOpenStep,
  CHECKOUT_STEP_LABELS,
  CHECKOUT_STEPS,
  type CheckoutChoices,
  type CheckoutStep,
  furthestStep,
  nextStep,
  stepProblem,
} from '@shop/core/checkout';
import type { CheckoutItem, CheckoutScreenProps, CheckoutStepState } from '@shop/ui/checkout';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerCart } from '../cart/api/cart';
import { cartScreenLines } from '../cart/cart-lines';
import { useOrderTotals } from './use-order-totals';
import type { SessionUser } from '../users/stores/session-store';
import { useCartPromo } from '../cart/use-cart-promo';
import { useAddressStep } from '../addresses/use-address-step';
import { useDeliveryStep } from './use-delivery-step';
import { usePaymentStep } from '../payments/use-payment-step';
import { usePlaceOrderAction } from './use-place-order';

const optionsText = (line: { storage?: string; color?: string }): string | undefined => {
  const parts = [
    line.storage ? `Storage: ${line.storage}` : null,
    line.color ? `Color: ${line.color}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
};

const addressLines = (address: Address): string[] =>
  [
    address.fullName,
    [address.line1, address.line2].filter(Boolean).join(', '),
    address.landmark ? `Near ${address.landmark}` : '',
    `${address.city}, ${address.state} ${address.pin}`,
    `Mobile ${address.mobile}`,
  ].filter(Boolean);

/**
 * Everything the checkout shows and does (README "Checkout"), as the pure screen's props: the
 * account's cart, the three steps' choices, core's step rules and order totals, and placing.
 */
export function useCheckoutScreen(user: SessionUser): CheckoutScreenProps {
  const navigate = useNavigate();
  // The cart is read again as the checkout opens: what is ordered is what the server holds now.
  const cart = useServerCart(true, { refetchOnMount: 'always' });
  const lines = cartScreenLines({ server: cart.data ?? null, device: [], offline: [] });
  const base = cart.data
    ? { ...cart.data.summary, itemCount: cartItemCount(lines) }
    : { itemCount: 0, subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 };
  const { promo, summary } = useCartPromo({ ...base, tax: base.tax ?? 0, total: base.total ?? 0 }, false);

  const address = useAddressStep(user.userId);
  const delivery = useDeliveryStep();
  const pin = address.chosen ? findPinCode(address.chosen.pin) : undefined;
  const totals = useOrderTotals(lines, {
    promoCode: summary.promo?.code ?? null,
    slot: delivery.slot ?? 'standard',
    buyerStateCode: pin?.stateCode ?? '',
  });
  const payment = usePaymentStep({ cod: pin?.cod ?? false, pin: address.chosen?.pin ?? null }, totals.total);
  const placing = usePlaceOrderAction(user.userId, { onCardRefused: payment.forgetCard });

  const choices: CheckoutChoices = {
    addressId: address.chosen?.id ?? null,
    addressCod: pin?.cod ?? false,
    addressPin: address.chosen?.pin ?? null,
    deliveryDate: delivery.date,
    slot: delivery.slot,
    payment: payment.choice,
  };
  const [openStep, setOpenStep] = useState<CheckoutStep>('address');
  const [problemShown, setProblemShown] = useState(false);
  // A step whose earlier steps came undone (an address deleted) gives way to the first open one.
  const step = canOpenStep(openStep, choices, totals.total) ? openStep : furthestStep(choices, totals.total);
  const problem = stepProblem(step, choices, totals.total);
  const open = (target: CheckoutStep) => {
    if (!canOpenStep(target, choices, totals.total)) return;
    setProblemShown(false);
    setOpenStep(target);
  };

  const steps: CheckoutStepState[] = CHECKOUT_STEPS.map((each) => ({
    step: each,
    label: CHECKOUT_STEP_LABELS[each],
    state:
      each === step
        ? 'current'
        : CHECKOUT_STEPS.indexOf(each) < CHECKOUT_STEPS.indexOf(furthestStep(choices, totals.total))
          ? 'done'
          : 'upcoming',
    canOpen: canOpenStep(each, choices, totals.total),
  }));

  const items: CheckoutItem[] = lines.map((line) => {
    const options = optionsText(line);
    return {
      key: line.key,
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      image: line.image,
      ...(options ? { options } : {}),
      quantity: line.quantity,
      total: line.total,
    };
  });

  return {
    status: cart.isPending ? 'loading' : cart.isError ? 'error' : lines.length === 0 ? 'emptyCart' : 'ready',
    ...(cart.isError ? { fetchError: failureText('fetchCart', cart.error) } : {}),
    onRetryFetch: () => void cart.refetch(),
    steps,
    step,
    onOpenStep: open,
    onContinue: () => {
      if (problem !== null) return setProblemShown(true);
      open(nextStep(step));
    },
    ...(problemShown && problem !== null ? { stepProblem: problem } : {}),
    address: address.props,
    delivery: delivery.props,
    payment: payment.props,
    review: {
      items,
      address: address.chosen ? addressLines(address.chosen) : [],
      delivery: delivery.choice?.text ?? '',
      payment: payment.text,
      placing: placing.placing,
      ...(placing.error ? { placeError: placing.error } : {}),
      onPlaceOrder: () => {
        if (
          !address.chosen ||
          !delivery.choice ||
          !payment.choice ||
          furthestStep(choices, totals.total) !== 'review'
        )
          return;
        const method = payment.choice;
        placing.place({
          addressId: address.chosen.id,
          delivery: { date: delivery.choice.date, slot: delivery.choice.slot },
          payment:
            method.method === 'card'
              ? { method: 'card', cardToken: method.cardToken ?? '' }
              : method.method === 'upi'
                ? { method: 'upi', upiId: method.upiId }
                : { method: 'cod' },
          promoCode: totals.promoCode,
          expectedTotal: totals.total,
        });
      },
    },
    totals: {
      itemCount: base.itemCount,
      subtotal: totals.subtotal,
      youSave: totals.youSave,
      promoCode: totals.promoCode,
      discount: totals.discount,
      deliveryFee: delivery.choice ? totals.deliveryFee : null,
      tax: totals.tax,
      gst: pin ? totals.gst : null,
      total: totals.total,
    },
    promo,
    onBackToCart: () => void navigate(paths.cart()),
  };
}
