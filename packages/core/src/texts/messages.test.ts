import { describe, expect, it } from 'vitest';
import * as messages from '.';
import {
  ageGroupMessages,
  authMessages,
  cartHeading,
  keptErrorText,
  cartMessages,
  departmentMessages,
  filteredFromText,
  productsFoundText,
  fitAttributeMessages,
  forgotPasswordMessages,
  forgotPasswordStepTitles,
  googleSignInMessages,
  healthMessages,
  homeMessages,
  oauthCallbackMessages,
  passwordRuleMessages,
  physicalStatsMessages,
  productMessages,
  profileMessages,
  shoeSizeMessages,
  signInMessages,
  signInModalMessages,
  signOutMessages,
  signUpMessages,
} from '.';

// The expected strings are typed out again from the spec on purpose: a test that read them back from
// the constants could never fail.
describe('texts of §5 and §8, character for character', () => {
  it('sign-in and the sign-in modal', () => {
    expect(signInMessages).toEqual({
      bothEmpty: 'Enter email id and password',
      emailEmpty: 'Enter email id',
      passwordEmpty: 'Enter password',
      invalidCredentials: 'Invalid email or password',
      unexpected: 'An unexpected error occurred. Please try again.',
      network: 'Network error occurred',
    });
    expect(signInModalMessages).toEqual({
      title: 'Sign In Required',
      intro: 'Please sign in to add items to your cart and access your saved items.',
      bothRequired: 'Please enter both email and password',
      invalidSession: 'Invalid user session',
      noSession: 'No session found - please try signing in again',
    });
  });

  it('sign-up and sign-out', () => {
    expect(signUpMessages).toEqual({
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
    });
    expect(signOutMessages).toEqual({ failed: 'Failed to sign out', succeeded: 'Signed out successfully' });
  });

  it('the password rule, shown as a hint under new-password fields (our text for §5/§9)', () => {
    expect(passwordRuleMessages).toEqual({
      hint: 'Use at least 8 characters with uppercase, lowercase, number, and special character. No spaces or common passwords.',
    });
  });

  it('forgot password', () => {
    expect(forgotPasswordMessages).toEqual({
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
    });
    expect(Object.values(forgotPasswordStepTitles)).toEqual([
      'Forgot Password',
      'Enter OTP',
      'Create New Password',
      'Password Reset Complete',
    ]);
  });

  it('Google sign-in and the OAuth callback page', () => {
    expect(Object.values(googleSignInMessages)).toEqual([
      'Authentication timed out. Please try again.',
      'Google authentication failed',
      'Google sign-in failed',
      'OAuth sign-in failed',
      'Authentication failed',
      // Ours (the spec names no text for these cases):
      'Google sign-in is not available on this server.',
      'An account with this e-mail already exists. Sign in with your password.',
    ]);
    expect(Object.values(oauthCallbackMessages)).toEqual([
      'Completing sign-in...',
      'Please wait while we complete your authentication...',
      'Sign-in Successful!',
      'Closing popup...',
      'Redirecting you to the home page...',
      'Sign-in Failed',
      'An unexpected error occurred during authentication.',
      'Redirecting you back to the sign-in page...',
    ]);
    expect(authMessages).toEqual({
      authRequired: 'Authentication required',
      userNotAuthenticated: 'User not authenticated',
    });
  });

  it('cart, products, home banners and health', () => {
    // The spec's texts first; what follows them is ours (§8 names no text for those cases).
    expect(Object.values(cartMessages).slice(0, 6)).toEqual([
      'Failed to add to cart',
      'Failed to fetch cart',
      'Failed to delete cart item',
      'Added to cart',
      'Your cart is empty.',
      'Your order qualifies for free delivery!',
    ]);
    expect(cartMessages).toMatchObject({
      updateFailed: 'Failed to update cart item',
      clearFailed: 'Failed to clear cart',
      offline: 'You are offline. Cart changes are kept on this device and sent when the connection returns.',
    });
    expect(Object.values(productMessages)).toEqual([
      'Failed to fetch products',
      'Failed to fetch categories',
      'Failed to load products',
      'Failed to fetch product details',
      'Failed to load product details',
      'Invalid product parameters',
      'Unable to load latest products. Showing sample products.',
      'No Products Available',
      'Browse Other Categories',
      'No Products Match Your Filters',
      'Clear All Filters',
      'Unable to Load Product',
      'Product Not Available',
    ]);
    expect(homeMessages).toEqual({
      categoriesFallback: 'Unable to load latest categories. Showing default categories.',
      dealsFallback: 'Unable to load latest deals. Showing default deals.',
      freshPicksFallback: 'Unable to load latest fresh picks. Showing default recommendations.',
    });
    expect(healthMessages).toEqual({
      title: 'System Health Status',
      healthy: 'Database connection is healthy',
      failed: 'Health check failed',
    });
  });

  it('profile', () => {
    expect(profileMessages).toMatchObject({
      signInRequiredTitle: 'Sign In required',
      signInRequiredText: 'Please Sign In to access your profile.',
      fetchUserFailed: 'Failed to fetch user',
      fallbackName: 'User',
      emptyValue: '--',
    });
    expect(Object.values(physicalStatsMessages)).toEqual([
      'Please fill in both height and weight values',
      'Please enter valid numbers for height and weight',
      'Height and weight must be greater than 0',
      'Authentication required',
      'Failed to fetch physical stats',
      'Failed to save physical stats',
      'Failed to clear physical stats',
      'Height and weight saved successfully',
      'Height and weight removed successfully',
    ]);
    expect(Object.values(fitAttributeMessages)).toEqual([
      'Failed to fetch fit attributes',
      'Failed to fetch user fit attributes',
      'Failed to save fit attributes',
      'Failed to remove fit attributes',
      'No valid attributes to save',
      'No fit attributes available for this category.',
      'Fit attributes saved successfully',
      'Fit attributes have been removed successfully',
    ]);
    expect(Object.values(ageGroupMessages)).toEqual([
      'Failed to fetch age groups',
      'Failed to load age groups',
      'Failed to fetch user age group',
      'Failed to save age group',
      'Failed to remove age group',
      'Age group saved successfully',
      'Age group has been removed successfully',
    ]);
    expect(Object.values(departmentMessages)).toEqual([
      'Failed to fetch gender options',
      'Failed to load gender options',
      'Failed to load options',
      'Failed to fetch preferred department',
      'Failed to set preferred department',
      'Failed to deactivate preferred department',
      'Failed to clear preferred department',
      'User not authenticated',
      'Preferred department saved successfully',
      'The gender has been removed successfully',
    ]);
    expect(Object.values(shoeSizeMessages)).toEqual([
      'Failed to fetch shoe sizes',
      'Failed to load shoe sizes',
      'Failed to fetch user shoe size',
      'Failed to save shoe size',
      'Failed to remove shoe size',
      'No shoe sizes available. Please try again later.',
      'Shoe sizes are not available right now.',
      'Width options are not available right now.',
      'Shoe size saved successfully',
      'Shoe size removed successfully',
    ]);
  });

  it('no text has stray whitespace', () => {
    // Groups may nest (a profile row's title and description): every string at any depth.
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const all = Object.values(messages)
      .filter((value) => typeof value === 'object')
      .flatMap(texts);
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/\s{2}/);
    }
  });
});

describe('texts with a count', () => {
  it('cart heading: item or items (§2)', () => {
    expect(cartHeading(0)).toBe('Shopping Cart (0 items)');
    expect(cartHeading(1)).toBe('Shopping Cart (1 item)');
    expect(cartHeading(3)).toBe('Shopping Cart (3 items)');
  });

  it('a refused add: the kept message as a sentence, then where the item went (§4)', () => {
    expect(keptErrorText('Only 2 left in stock')).toBe(
      'Only 2 left in stock. The item is kept in your cart on this device.',
    );
    expect(keptErrorText('Failed to add to cart.')).toBe(
      'Failed to add to cart. The item is kept in your cart on this device.',
    );
  });

  it('listing: filtered from the total (§2)', () => {
    expect(filteredFromText(90)).toBe('(filtered from 90 total)');
  });

  it("listing: the found count keeps the spec's 'product(s)' for every number (§2)", () => {
    expect(productsFoundText(0)).toBe('0 product(s) found');
    expect(productsFoundText(1)).toBe('1 product(s) found');
    expect(productsFoundText(12)).toBe('12 product(s) found');
  });
});
