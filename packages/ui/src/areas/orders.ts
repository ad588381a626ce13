/** `@shop/ui/orders`: the order page and the orders list. */
export { OrdersScreen } from '../screens/OrdersScreen/OrdersScreen';
export {
  formatOrderTime,
  orderScreenLabels,
  ordersScreenLabels,
} from '../screens/OrdersScreen/orders-labels';
export type { OrdersScreenProps, OrdersScreenStatus } from '../screens/OrdersScreen/orders-types';
export { OrderScreen } from '../screens/OrderScreen/OrderScreen';
export { OrderTracker, type OrderTrackerProps } from '../screens/OrderScreen/OrderTracker';
export type {
  OrderInvoiceState,
  OrderScreenProps,
  OrderScreenStatus,
  OrderTrackerConnection,
} from '../screens/OrderScreen/order-types';
