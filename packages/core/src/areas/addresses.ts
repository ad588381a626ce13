/** `@shop/core/addresses`: delivery addresses and the PIN codes served. */
export * from '../contract/addresses';
export * from '../checkout/address';
export * from '../checkout/pin-codes';
