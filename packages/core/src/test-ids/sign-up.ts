export const signUpTestIds = {
  form: 'sign-up-form',
  firstName: 'sign-up-first-name',
  firstNameError: 'sign-up-first-name-error',
  lastName: 'sign-up-last-name',
  lastNameError: 'sign-up-last-name-error',
  email: 'sign-up-email',
  emailError: 'sign-up-email-error',
  password: 'sign-up-password',
  passwordError: 'sign-up-password-error',
  /** The password rule under the field, shown before the user fails it. */
  passwordHint: 'sign-up-password-hint',
  confirmPassword: 'sign-up-confirm-password',
  confirmPasswordError: 'sign-up-confirm-password-error',
  showPassword: 'sign-up-show-password',
  terms: 'sign-up-terms',
  termsError: 'sign-up-terms-error',
  /** Buttons inside the terms sentence that open the document dialog. */
  termsLink: 'sign-up-terms-link',
  privacyLink: 'sign-up-privacy-link',
  /** The form-level message ('Fill all fields' …). */
  error: 'sign-up-error',
  submit: 'sign-up-submit',
} as const;
