import type { Endpoint } from '@shop/core';
import { onSignedIn } from '../auth';
import type { MockRequest } from '../http';
import { accountsState, type MockAccount } from '../state/accounts';

/*
 * What the handlers of one user's checkout data (addresses, payments, orders) share.
 */

/** Addresses, card tokens and orders as the mocks keep them (mocks/state/checkout.ts). */
export const checkoutState = () => accountsState.checkout;

/** `{ field: text }` of a failed form check, as the server's 400 names them. */
export const fieldDetails = (errors: readonly { field: string; message: string }[]) =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

/** A bearer call on one user's data: answered `no-store`, as the server answers it. */
export function onOwnData<E extends Endpoint>(
  endpoint: E,
  resolve: (request: MockRequest<E> & { account: MockAccount }) => Response | Promise<Response>,
) {
  return onSignedIn(endpoint, async (request) => {
    const response = await resolve(request);
    response.headers.set('cache-control', 'no-store');
    return response;
  });
}
