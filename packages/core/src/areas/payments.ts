/** `@shop/core/payments`: payments: methods, cards, UPI and the payment frame. */
export * from '../contract/payments';
export * from '../checkout/payment';
export * from '../checkout/card-input';
export * from '../checkout/card-frame';
export * from '../content/payment-code-mail';
