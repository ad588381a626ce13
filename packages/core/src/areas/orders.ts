/** `@shop/core/orders`: orders: placing, the tracker and the invoice. */
export * from '../contract/orders';
export * from '../checkout/orders';
export * from '../checkout/order-trackers';
export * from '../checkout/invoice';
export * from '../checkout/replies';
