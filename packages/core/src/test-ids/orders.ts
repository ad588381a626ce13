/**
 * The order history (/orders) and an order's page (/orders/:orderNumber), ours (README "Checkout
 * and orders"). An order is keyed by its number (`SL-20261127-7KQ2M`), a line by its position from 1,
 * a tracker step by its status (`placed`, `packed`, `shipped`, `outForDelivery`, `delivered`).
 */
export const ordersTestIds = {
  screen: 'orders-screen',
  heading: 'orders-heading',
  loading: 'orders-loading',
  /** 'Failed to load your orders' with Retry. */
  fetchError: 'orders-fetch-error',
  fetchRetry: 'orders-fetch-retry',
  empty: 'orders-empty',
  startShopping: 'orders-start-shopping',
  list: 'orders-list',
  order: (orderNumber: string) => `orders-order-${orderNumber}`,
  orderNumber: (orderNumber: string) => `orders-order-number-${orderNumber}`,
  orderDate: (orderNumber: string) => `orders-order-date-${orderNumber}`,
  orderStatus: (orderNumber: string) => `orders-order-status-${orderNumber}`,
  orderItems: (orderNumber: string) => `orders-order-items-${orderNumber}`,
  orderImage: (orderNumber: string) => `orders-order-image-${orderNumber}`,
  orderFirstItem: (orderNumber: string) => `orders-order-first-item-${orderNumber}`,
  orderTotal: (orderNumber: string) => `orders-order-total-${orderNumber}`,
  /** 'View details': a link to /orders/:orderNumber. */
  orderLink: (orderNumber: string) => `orders-order-link-${orderNumber}`,
  pagination: 'orders-pagination',
} as const;

export const orderTestIds = {
  screen: 'order-screen',
  heading: 'order-heading',
  back: 'order-back',
  loading: 'order-loading',
  notFound: 'order-not-found',
  /** 'Failed to load your orders' with Retry. */
  fetchError: 'order-fetch-error',
  fetchRetry: 'order-fetch-retry',
  placedAt: 'order-placed-at',
  status: 'order-status',
  tracker: 'order-tracker',
  /** 'Live' while the event stream is open, 'Reconnecting' while it is dropped. */
  trackerConnection: 'order-tracker-connection',
  trackerSteps: 'order-tracker-steps',
  trackerStep: (status: string) => `order-tracker-step-${status}`,
  trackerStepTime: (status: string) => `order-tracker-step-time-${status}`,
  items: 'order-items',
  item: (position: string) => `order-item-${position}`,
  itemName: (position: string) => `order-item-name-${position}`,
  itemQuantity: (position: string) => `order-item-quantity-${position}`,
  itemTotal: (position: string) => `order-item-total-${position}`,
  address: 'order-address',
  delivery: 'order-delivery',
  payment: 'order-payment',
  paymentStatus: 'order-payment-status',
  totals: 'order-totals',
  subtotal: 'order-subtotal',
  discount: 'order-discount',
  deliveryFee: 'order-delivery-fee',
  taxableValue: 'order-taxable-value',
  cgst: 'order-cgst',
  sgst: 'order-sgst',
  igst: 'order-igst',
  total: 'order-total',
  invoice: 'order-invoice',
  /** 'Failed to download the invoice'. */
  invoiceError: 'order-invoice-error',
  /** Where a shop would offer Cancel: orders cannot be cancelled once placed. */
  noCancellation: 'order-no-cancellation',
} as const;

/** The help widget `<shoplane-help>`: these ids live inside its open shadow root. */
export const helpWidgetTestIds = {
  toggle: 'help-widget-toggle',
  panel: 'help-widget-panel',
  title: 'help-widget-title',
  orderNumber: 'help-widget-order-number',
  answer: (topic: string) => `help-widget-answer-${topic}`,
  contact: 'help-widget-contact',
  close: 'help-widget-close',
} as const;
