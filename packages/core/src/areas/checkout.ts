/** `@shop/core/checkout`: the checkout: its flow, PIN lookup, delivery slots and totals, and the texts and closed sets of the checkout's four areas. */
export * from '../contract/checkout';
export * from '../checkout/checkout-flow';
export * from '../checkout/delivery-slots';
export * from '../checkout/order-totals';
export * from '../checkout/order-lines';
export * from '../enums/checkout';
export * from '../texts/checkout';
export * from '../failures/checkout-call-failures';
