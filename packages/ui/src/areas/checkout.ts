/** `@shop/ui/checkout`: the checkout. */
export { CheckoutScreen } from '../screens/CheckoutScreen/CheckoutScreen';
export { checkoutScreenLabels } from '../screens/CheckoutScreen/checkout-labels';
export type {
  AddressFormState,
  AddressFormValues,
  CheckoutAddress,
  CheckoutAddressStepProps,
  CheckoutCardPayment,
  CheckoutCodPayment,
  CheckoutDeliveryDate,
  CheckoutDeliverySlot,
  CheckoutDeliveryStepProps,
  CheckoutItem,
  CheckoutPaymentStepProps,
  CheckoutReviewProps,
  CheckoutScreenProps,
  CheckoutScreenStatus,
  CheckoutStepState,
  CheckoutTotals,
  CheckoutUpiPayment,
  PinLookupState,
} from '../screens/CheckoutScreen/checkout-types';
