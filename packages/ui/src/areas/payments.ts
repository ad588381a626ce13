/** `@shop/ui/payments`: the payment form. */
export {
  CardPaymentForm,
  cardPaymentLabels,
  cardPaymentPhases,
  type CardPaymentField,
  type CardPaymentFormProps,
  type CardPaymentPhase,
  type CardPaymentValues,
} from '../components/CardPaymentForm/CardPaymentForm';
