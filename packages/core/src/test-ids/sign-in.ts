export const signInTestIds = {
  form: 'sign-in-form',
  email: 'sign-in-email',
  password: 'sign-in-password',
  showPassword: 'sign-in-show-password',
  rememberMe: 'sign-in-remember-me',
  forgotPassword: 'sign-in-forgot-password',
  /** The form-level message ('Enter email id and password', 'Invalid email or password' …). */
  error: 'sign-in-error',
  submit: 'sign-in-submit',
  google: 'sign-in-google',
} as const;
