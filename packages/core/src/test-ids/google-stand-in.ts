/**
 * The Google sign-in stand-in's pages (offline demo, no Supabase project): "Choose an account"
 * and its refusal page. A seeded account by its position from 1 (SEEDED_GOOGLE_IDENTITIES' order).
 */
export const googleStandInTestIds = {
  heading: 'auth-stand-in-heading',
  account: (position: number) => `auth-stand-in-account-${position}`,
  anotherName: 'auth-stand-in-another-name',
  anotherEmail: 'auth-stand-in-another-email',
  nameError: 'auth-stand-in-error-name',
  emailError: 'auth-stand-in-error-email',
  anotherSubmit: 'auth-stand-in-another-submit',
  cancel: 'auth-stand-in-cancel',
  /** The refusal page's message (a bad redirect, no PKCE, an expired page). */
  error: 'auth-stand-in-error',
} as const;
