/**
 * Every user-facing text of the spec (§5 validation, §8 error catalogue, and the §2 texts that
 * screens, server replies and tests share), copied character for character. QA suites assert these
 * strings, so change one only when the spec changes. Grouped by the area that shows them.
 */

/** Sign-in screen (§5, §8). */
export const signInMessages = {
  bothEmpty: 'Enter email id and password',
  emailEmpty: 'Enter email id',
  passwordEmpty: 'Enter password',
  invalidCredentials: 'Invalid email or password',
  unexpected: 'An unexpected error occurred. Please try again.',
  network: 'Network error occurred',
} as const;

/** The 'Sign In Required' modal that guards add-to-cart and saved items (§2, §5). */
export const signInModalMessages = {
  title: 'Sign In Required',
  intro: 'Please sign in to add items to your cart and access your saved items.',
  bothRequired: 'Please enter both email and password',
  invalidSession: 'Invalid user session',
  noSession: 'No session found - please try signing in again',
} as const;

/** Sign-up tab (§4, §5, §8). */
export const signUpMessages = {
  allEmpty: 'Fill all fields',
  firstNameInvalid: 'Enter a valid first name (letters only)',
  lastNameInvalid: 'Enter a valid last name (letters only)',
  emailEmpty: 'Enter email id',
  passwordEmpty: 'Enter password',
  confirmPasswordEmpty: 'Enter confirm password',
  passwordWeak: 'Password too weak',
  passwordMismatch: 'Passwords do not match',
  termsNotAccepted: 'Accept terms to continue',
  createFailed: 'Failed to create user',
  created: 'Account created successfully',
} as const;

/**
 * The password rule of §5/§9 in words, shown under every new-password field before the user
 * fails it ('Password too weak' alone never says what is needed). Our text: the spec has none.
 */
export const passwordRuleMessages = {
  hint: 'Use at least 8 characters with uppercase, lowercase, number, and special character. No spaces or common passwords.',
} as const;

/** Sign-out (§4, §8). */
export const signOutMessages = {
  failed: 'Failed to sign out',
  succeeded: 'Signed out successfully',
} as const;

/** Forgot-password wizard: its validation, failures and toasts (§5, §8). */
export const forgotPasswordMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please enter the OTP',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  emailMissing: 'Email not found. Please start over.',
  newPasswordRequired: 'Please enter a new password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordWeak:
    'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
  passwordMismatch: 'Passwords do not match',
  resetTokenMissing: 'Reset token not found. Please start over.',
  sendFailed: 'Failed to send OTP',
  sendFailedRetry: 'Failed to send OTP. Please try again.',
  resendFailedRetry: 'Failed to resend OTP. Please try again.',
  otpRejected: 'Invalid OTP',
  verifyFailed: 'OTP verification failed',
  otpRejectedRetry: 'Invalid OTP. Please try again.',
  verifyFailedRetry: 'OTP verification failed. Please try again.',
  network: 'Network error occurred',
  resetFailed: 'Failed to reset password',
  resetFailedRetry: 'Failed to reset password. Please try again.',
  otpSent: 'OTP sent to your email',
  otpVerified: 'OTP verified successfully',
  otpResent: 'OTP resent to your email',
  passwordReset: 'Password reset successfully',
} as const;

/** The four step titles of the forgot-password dialog (§2), in wizard order. */
export const forgotPasswordStepTitles = {
  email: 'Forgot Password',
  otp: 'Enter OTP',
  password: 'Create New Password',
  success: 'Password Reset Complete',
} as const;

/** Google sign-in (§4, §8). */
export const googleSignInMessages = {
  timedOut: 'Authentication timed out. Please try again.',
  googleAuthFailed: 'Google authentication failed',
  googleSignInFailed: 'Google sign-in failed',
  oauthSignInFailed: 'OAuth sign-in failed',
  authFailed: 'Authentication failed',
} as const;

/** The /oauth-callback page (§2). */
export const oauthCallbackMessages = {
  loadingTitle: 'Completing sign-in...',
  loadingText: 'Please wait while we complete your authentication...',
  successTitle: 'Sign-in Successful!',
  closingPopup: 'Closing popup...',
  redirectingHome: 'Redirecting you to the home page...',
  errorTitle: 'Sign-in Failed',
  unexpectedError: 'An unexpected error occurred during authentication.',
  redirectingToSignIn: 'Redirecting you back to the sign-in page...',
} as const;

/** Bearer-protected calls without a usable session (§6, §8; ARCHITECTURE.md 401 text). */
export const authMessages = {
  authRequired: 'Authentication required',
  userNotAuthenticated: 'User not authenticated',
} as const;

/** Cart (§2, §4, §8). */
export const cartMessages = {
  addFailed: 'Failed to add to cart',
  fetchFailed: 'Failed to fetch cart',
  deleteFailed: 'Failed to delete cart item',
  added: 'Added to cart',
  empty: 'Your cart is empty.',
  freeDelivery: 'Your order qualifies for free delivery!',
} as const;

/** 'Shopping Cart (1 item)' / 'Shopping Cart (3 items)' (§2 Cart header). */
export function cartHeading(itemCount: number): string {
  return `Shopping Cart (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`;
}

/** Catalogue calls, listing and details screens (§2, §8). */
export const productMessages = {
  fetchProductsFailed: 'Failed to fetch products',
  fetchCategoriesFailed: 'Failed to fetch categories',
  loadProductsFailed: 'Failed to load products',
  fetchDetailsFailed: 'Failed to fetch product details',
  loadDetailsFailed: 'Failed to load product details',
  invalidParameters: 'Invalid product parameters',
  sampleProductsNotice: 'Unable to load latest products. Showing sample products.',
  noProductsTitle: 'No Products Available',
  browseOtherCategories: 'Browse Other Categories',
  noMatchesTitle: 'No Products Match Your Filters',
  clearAllFilters: 'Clear All Filters',
  detailsErrorTitle: 'Unable to Load Product',
  detailsNotFoundTitle: 'Product Not Available',
} as const;

/** The header's search suggestions (ours: §2 names only 'a suggestions area'). */
export const headerSearchMessages = {
  loading: 'Searching products…',
  productsHeading: 'Products',
  categoriesHeading: 'Categories',
  /** The list's accessible name. */
  suggestionsLabel: 'Search suggestions',
} as const;

/** 'No products match “sams”': the typed words, trimmed, in curly quotes. */
export function noSearchMatchesText(query: string): string {
  return `No products match “${query.trim()}”`;
}

/** The details screen's own labels (§2); §9's service texts are built below from constants.ts. */
export const detailsMessages = {
  backToProducts: 'Back to Products',
  goToHome: 'Go to Home',
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  freeDelivery: 'Free Delivery',
} as const;

/** '10 days return policy' (§9). */
export function returnPolicyText(days: number): string {
  return `${days} days return policy`;
}

/** '1 year warranty' (§9). */
export function warrantyText(years: number): string {
  return `${years} year${years === 1 ? '' : 's'} warranty`;
}

/** '12 product(s) found': the listing's count (§2), worded exactly as the spec gives it. */
export function productsFoundText(found: number): string {
  return `${found} product(s) found`;
}

/** '(filtered from 90 total)' — shown after the found count only when filters narrow the list (§2). */
export function filteredFromText(total: number): string {
  return `(filtered from ${total} total)`;
}

/** The compare page and its buttons (ours: §2 only links /compare). */
export const compareMessages = {
  title: 'Compare products',
  add: 'Add to compare',
  added: 'Added to compare',
  full: 'You can compare up to 4 products',
  hint: 'Add up to 4 products from the listing or a product page',
  emptyTitle: 'No products to compare yet',
  browseProducts: 'Browse products',
  clearAll: 'Clear all',
  remove: 'Remove',
} as const;

/** The wishlist heart's accessible name (§4: toggles locally only). */
export function wishlistToggleLabel(productName: string, inWishlist: boolean): string {
  return inWishlist ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
}

/** Home section banners, each with Retry (§4, §8). */
export const homeMessages = {
  categoriesFallback: 'Unable to load latest categories. Showing default categories.',
  dealsFallback: 'Unable to load latest deals. Showing default deals.',
  freshPicksFallback: 'Unable to load latest fresh picks. Showing default recommendations.',
} as const;

/** Health page (§2, §8). */
export const healthMessages = {
  title: 'System Health Status',
  /** The server's reply when the database answers (our text: the spec shows none). */
  healthy: 'Database connection is healthy',
  failed: 'Health check failed',
} as const;

/** Profile page frame and its guard dialog (§2, §8). */
export const profileMessages = {
  signInRequiredTitle: 'Sign In required',
  signInRequiredText: 'Please Sign In to access your profile.',
  fetchUserFailed: 'Failed to fetch user',
  fallbackName: 'User',
  emptyValue: '--',
  departmentIntro:
    'Share preferences for each department to get improved recommendations when you shop there.',
} as const;

/** Height and weight (§5, §8). */
export const physicalStatsMessages = {
  bothRequired: 'Please fill in both height and weight values',
  notNumbers: 'Please enter valid numbers for height and weight',
  notPositive: 'Height and weight must be greater than 0',
  authRequired: 'Authentication required',
  fetchFailed: 'Failed to fetch physical stats',
  saveFailed: 'Failed to save physical stats',
  clearFailed: 'Failed to clear physical stats',
  saved: 'Height and weight saved successfully',
  removed: 'Height and weight removed successfully',
} as const;

/** Fit attributes (§5, §8). */
export const fitAttributeMessages = {
  fetchFailed: 'Failed to fetch fit attributes',
  fetchUserFailed: 'Failed to fetch user fit attributes',
  saveFailed: 'Failed to save fit attributes',
  removeFailed: 'Failed to remove fit attributes',
  noValidAttributes: 'No valid attributes to save',
  noneForCategory: 'No fit attributes available for this category.',
  saved: 'Fit attributes saved successfully',
  removed: 'Fit attributes have been removed successfully',
} as const;

/** Age group (§8). */
export const ageGroupMessages = {
  fetchFailed: 'Failed to fetch age groups',
  loadFailed: 'Failed to load age groups',
  fetchUserFailed: 'Failed to fetch user age group',
  saveFailed: 'Failed to save age group',
  removeFailed: 'Failed to remove age group',
  saved: 'Age group saved successfully',
  removed: 'Age group has been removed successfully',
} as const;

/** Preferred department (gender options) (§5, §8). */
export const departmentMessages = {
  fetchOptionsFailed: 'Failed to fetch gender options',
  loadOptionsFailed: 'Failed to load gender options',
  pickerLoadFailed: 'Failed to load options',
  fetchFailed: 'Failed to fetch preferred department',
  setFailed: 'Failed to set preferred department',
  deactivateFailed: 'Failed to deactivate preferred department',
  clearFailed: 'Failed to clear preferred department',
  userNotAuthenticated: 'User not authenticated',
  removed: 'The gender has been removed successfully',
} as const;

/** Shoe size (§8). */
export const shoeSizeMessages = {
  fetchFailed: 'Failed to fetch shoe sizes',
  loadFailed: 'Failed to load shoe sizes',
  fetchUserFailed: 'Failed to fetch user shoe size',
  saveFailed: 'Failed to save shoe size',
  removeFailed: 'Failed to remove shoe size',
  noneAvailable: 'No shoe sizes available. Please try again later.',
  sizesUnavailable: 'Shoe sizes are not available right now.',
  widthsUnavailable: 'Width options are not available right now.',
  saved: 'Shoe size saved successfully',
  removed: 'Shoe size removed successfully',
} as const;
