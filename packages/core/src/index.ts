export * from './contract';
export * from './constants';
export * from './format/currency';
export * from './format/date';

export {
  type Check,
  type FieldError,
  type FormCheck,
  type FormErrors,
  fieldMessage,
  isBlank,
} from './rules/check';
export * from './rules/reply-field-errors';
export * from './texts';
export * from './rules/sign-in';
export * from './rules/sign-up';
export * from './rules/password';
export * from './rules/email';
export * from './rules/forgot-password';
export * from './rules/physical-stats';
export * from './rules/fit-attributes';
export * from './rules/search';
export * from './rules/highlight';
export * from './rules/shoe-size';
export * from './rules/profile';
export * from './rules/catalogue';
export * from './rules/pagination';
export * from './rules/listing';
export * from './rules/details';
export * from './rules/home';
export * from './rules/compare';
export * from './rules/specifications';
export * from './random/seeded-random';

export * from './rules/prices';
export * from './cart/summary';
export * from './cart/server-cart';
export * from './cart/local-cart';
export * from './cart/local-cart-options';
export * from './cart/promo-codes';
export * from './cart/product-options';

export * from './checkout';

export * from './client';
export * from './paths';
export * from './accounts/demo-accounts';
export * from './content/legal';
export * from './texts/server-messages';
export * from './rules/account-requests';
export * from './content/reset-code-mail';
export * from './content/payment-code-mail';
export * from './content/product-reviews';
export * from './content/home';
export * from './format/html';
export * from './failures/call-failures';
export * from './failures/profile-call-failures';
export * from './failures/google-call-failures';
export * from './failures/checkout-call-failures';
export * from './content/profile-reference';
export * from './content/welcome-tour';
export * from './content/google-identities';
