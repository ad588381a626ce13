import { cartEndpoints } from './cart';
import { addressEndpoints } from './addresses';
import { checkoutEndpoints } from './checkout';
import type { Endpoint } from './endpoint';
import { googleSignInEndpoints } from './google-sign-in';
import { healthEndpoints } from './health';
import { mailboxEndpoints } from './mailbox';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { productEndpoints } from './products';
import { profileEndpoints } from './profile';
import { userEndpoints } from './users';

export * from './addresses';
export * from './cart';
export * from './checkout';
export * from './endpoint';
export * from './fields';
export * from './google-sign-in';
export * from './health';
export * from './invalid-request';
export * from './mailbox';
export * from './orders';
export * from './payments';
export * from './products';
export * from './profile';
export * from './user';
export * from './users';

/** The endpoint table: every call of spec §7 plus the demo mailbox, grouped by area. */
export const api = {
  users: userEndpoints,
  products: productEndpoints,
  health: healthEndpoints,
  cart: cartEndpoints,
  profile: profileEndpoints,
  mailbox: mailboxEndpoints,
  googleSignIn: googleSignInEndpoints,
  checkout: checkoutEndpoints,
  addresses: addressEndpoints,
  payments: paymentEndpoints,
  orders: orderEndpoints,
} as const;

export type ApiArea = keyof typeof api;

/** Every endpoint as a flat list (for route registration, OpenAPI and contract tests). */
export const allEndpoints: readonly Endpoint[] = Object.values(api).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
