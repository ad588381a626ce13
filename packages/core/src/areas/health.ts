/** `@shop/core/health`: the health check. */
export * from '../contract/health';
export * from '../texts/health';
