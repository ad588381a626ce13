/**
 * Every user-facing text of the spec (§5 validation, §8 error catalogue, and the §2 texts that
 * screens, server replies and tests share), copied character for character. QA suites assert these
 * strings, so change one only when the spec changes. Grouped by the area that shows them.
 *
 * One module per area (rules/messages/*): a bundle puts each where the screens that show it are, so
 * no page downloads every screen's texts. This file lists them all.
 */
export * from './messages/account';
export * from './messages/password-rule';
export * from './messages/forgot-password-steps';
export * from './messages/google-sign-in';
export * from './messages/cart';
export * from './messages/promo';
export * from './messages/checkout';
export * from './messages/products';
export * from './messages/search';
export * from './messages/details';
export * from './messages/listing';
export * from './messages/compare';
export * from './messages/home';
export * from './messages/app';
export * from './messages/health';
export * from './messages/profile';
