import { authTestIds, demoAccountsTestIds } from './auth';
import { commonTestIds } from './common';
import { compareTestIds } from './compare';
import {
  confirmDialogTestId,
  documentDialogTestIds,
  profileGuardTestIds,
  signInRequiredTestIds,
} from './dialogs';
import { detailsTestIds } from './details';
import { forgotPasswordTestIds } from './forgot-password';
import { headerTestIds } from './header';
import { healthTestIds } from './health';
import { homeTestIds } from './home';
import { layoutTestIds } from './layout';
import { listingTestIds } from './listing';
import { placeholderTestIds } from './placeholder';
import { productCardTestIds } from './product-card';
import { signInTestIds } from './sign-in';
import { signUpTestIds } from './sign-up';
import { toastRegionTestIds } from './toast';
import { wishlistTestIds } from './wishlist';

/**
 * Every data-testid of the shop, declared once: one file per area in this folder, merged here
 * into one typed map. Pattern `<area>-<element>[-<id>]`.
 * Published ids never change: QA suites depend on them. Add, never rename.
 */
export const testIds = {
  ...commonTestIds,
  layout: layoutTestIds,
  header: headerTestIds,
  home: homeTestIds,
  health: healthTestIds,
  placeholder: placeholderTestIds,
  auth: authTestIds,
  signIn: signInTestIds,
  demoAccounts: demoAccountsTestIds,
  signUp: signUpTestIds,
  documentDialog: documentDialogTestIds,
  forgotPassword: forgotPasswordTestIds,
  signInRequired: signInRequiredTestIds,
  confirmDialog: confirmDialogTestId,
  profileGuard: profileGuardTestIds,
  toastRegion: toastRegionTestIds,
  listing: listingTestIds,
  details: detailsTestIds,
  productCard: productCardTestIds,
  compare: compareTestIds,
  wishlist: wishlistTestIds,
} as const;

export { testIdParts } from './parts';
