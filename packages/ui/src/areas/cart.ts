/** `@shop/ui/cart`: the cart page. */
export { CartScreen } from '../screens/CartScreen/CartScreen';
export { CartLineItem, type CartLineItemProps } from '../screens/CartScreen/CartLineItem';
export { CartOrderSummary, type CartOrderSummaryProps } from '../screens/CartScreen/CartOrderSummary';
export { cartScreenLabels } from '../screens/CartScreen/cart-labels';
export {
  cartLineKeys,
  type CartLineOrigin,
  type CartPromoState,
  type CartScreenLine,
  type CartScreenProps,
  type CartScreenPromo,
  type CartScreenStatus,
  type CartScreenSummary,
} from '../screens/CartScreen/cart-types';
export {
  PromoCodeForm,
  promoCodeFormLabels,
  type PromoCodeFormProps,
  type PromoCodeFormTestIds,
} from '../components/PromoCodeForm/PromoCodeForm';
