/**
 * Every user-facing text of the spec (§5 validation, §8 error catalogue, and the §2 texts that
 * screens, server replies and tests share), copied character for character. QA suites assert these
 * strings, so change one only when the spec changes. Grouped by the area that shows them.
 *
 * One module per area (texts/*): a bundle puts each where the screens that show it are, so
 * no page downloads every screen's texts. This file lists them all.
 */
export * from './account';
export * from './password-rule';
export * from './forgot-password-steps';
export * from './google-sign-in';
export * from './cart';
export * from './promo';
export * from './checkout';
export * from './products';
export * from './search';
export * from './details';
export * from './listing';
export * from './compare';
export * from './home';
export * from './app';
export * from './health';
export * from './profile';
