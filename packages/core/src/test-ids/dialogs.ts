/** Terms & Conditions / Privacy Policy (spec §2 "Document modal"); dialog parts via testIdParts. */
export const documentDialogTestIds = {
  dialog: 'document-dialog',
  content: 'document-dialog-content',
} as const;

/** The 'Sign In Required' modal that guards add-to-cart and saved items (spec §2). */
export const signInRequiredTestIds = {
  dialog: 'sign-in-required-dialog',
  message: 'sign-in-required-message',
  form: 'sign-in-required-form',
  email: 'sign-in-required-email',
  password: 'sign-in-required-password',
  showPassword: 'sign-in-required-show-password',
  error: 'sign-in-required-error',
  submit: 'sign-in-required-submit',
  signUpLink: 'sign-in-required-sign-up-link',
} as const;

/** Default id of a ConfirmDialog; parts via `testIdParts.confirmDialog`. */
export const confirmDialogTestId = 'confirm-dialog';

/** The header's Profile guard when signed out: a ConfirmDialog (spec §2 Header). */
export const profileGuardTestIds = {
  dialog: 'profile-guard-dialog',
} as const;
