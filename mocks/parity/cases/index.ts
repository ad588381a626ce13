import type { ParityCase } from '../format';
import { addressesCases } from './addresses';
import { cartCases } from './cart';
import { checkoutCases } from './checkout';
import { emptyBodyCases } from './empty-bodies';
import { googleSignInCases } from './google-sign-in';
import { healthCases } from './health';
import { mailboxCases } from './mailbox';
import { ordersCases } from './orders';
import { paymentsCases } from './payments';
import { productsCases } from './products';
import { profileCases } from './profile';
import { usersCases } from './users';

/**
 * The mock–server parity table: every case runs against the MSW handlers (mocks.test.ts) and the
 * real app (apps/api/test/parity.test.ts). A new call joins by adding a file of cases here.
 */
export const parityCases: readonly ParityCase[] = [
  ...healthCases,
  ...productsCases,
  ...usersCases,
  ...mailboxCases,
  ...cartCases,
  ...profileCases,
  ...googleSignInCases,
  ...emptyBodyCases,
  ...checkoutCases,
  ...addressesCases,
  ...paymentsCases,
  // Last: orders take stock on the server's one database for the table (checkout-fixtures.ts).
  ...ordersCases,
];
