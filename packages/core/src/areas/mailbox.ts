/** `@shop/core/mailbox`: the demo mailbox. */
export * from '../contract/mailbox';
