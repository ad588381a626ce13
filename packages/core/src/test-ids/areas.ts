/*
 * Every data-testid of the shop, one named export per area (merged by index.ts into the `testIds`
 * namespace). Separate exports, not one object literal: a bundle keeps only the areas its
 * components read (`testIds.header.root`), so a page does not download every screen's ids.
 */
export * from './common';
export { layoutTestIds as layout } from './layout';
export { headerTestIds as header } from './header';
export { homeTestIds as home } from './home';
export { healthTestIds as health } from './health';
export { placeholderTestIds as placeholder } from './placeholder';
export { authTestIds as auth } from './auth';
export { signInTestIds as signIn } from './sign-in';
export { demoAccountsTestIds as demoAccounts } from './auth';
export { signUpTestIds as signUp } from './sign-up';
export { documentDialogTestIds as documentDialog } from './dialogs';
export { forgotPasswordTestIds as forgotPassword } from './forgot-password';
export { signInRequiredTestIds as signInRequired } from './dialogs';
export { confirmDialogTestId as confirmDialog } from './dialogs';
export { profileGuardTestIds as profileGuard } from './dialogs';
export { toastRegionTestIds as toastRegion } from './toast';
export { listingTestIds as listing } from './listing';
export { detailsTestIds as details } from './details';
export { productCardTestIds as productCard } from './product-card';
export { compareTestIds as compare } from './compare';
export { wishlistTestIds as wishlist } from './wishlist';
export { cartTestIds as cart } from './cart';
export { cardFrameTestIds as cardFrame } from './card-frame';
export { checkoutTestIds as checkout } from './checkout';
export { profileTestIds as profile } from './profile';
export { ordersTestIds as orders, orderTestIds as order, helpWidgetTestIds as helpWidget } from './orders';
export { welcomeTourTestIds as welcomeTour } from './tour';
export { oauthCallbackTestIds as oauthCallback } from './oauth-callback';
export { qaToolsTestIds as qaTools } from './qa-tools';
export { classroomTestIds as classroom } from './classroom';
export { mailboxTestIds as mailbox } from './mailbox';
export { googleStandInTestIds as googleStandIn } from './google-stand-in';
