/**
 * Every data-testid of the shop, declared once. Pattern `<area>-<element>[-<id>]`.
 * Published ids never change: QA suites depend on them. Add, never rename.
 */
export const testIds = {
  button: 'button',
  link: 'link',
  dialog: 'dialog',
  toast: 'toast',
  banner: 'banner',
  pill: 'pill',
  priceTag: 'price-tag',
  rating: 'rating',
  skeleton: 'skeleton',

  layout: {
    skipLink: 'layout-skip-link',
    main: 'layout-main',
    footer: 'layout-footer',
    footerHealthLink: 'layout-footer-health-link',
  },

  header: {
    root: 'header',
    logo: 'header-logo',
    searchForm: 'header-search-form',
    searchCategory: 'header-search-category',
    searchInput: 'header-search-input',
    searchSubmit: 'header-search-submit',
    suggestions: 'header-search-suggestions',
    /** Suggestions are plain strings: identified by position (0-based). */
    suggestion: (index: number) => `header-search-suggestion-${index}`,
    compareLink: 'header-compare-link',
    cartLink: 'header-cart-link',
    cartCount: 'header-cart-count',
    profileLink: 'header-profile-link',
    userName: 'header-user-name',
    signInLink: 'header-sign-in-link',
    signOutButton: 'header-sign-out-button',
    chips: 'header-chips',
    /** Keyed by the chip's key (`mobiles`, `television` …), not its slug: two chips share one. */
    chip: (key: string) => `header-chip-${key}`,
  },

  home: {
    screen: 'home-screen',
    categories: 'home-categories',
    categoriesLoading: 'home-categories-loading',
    categoriesFallback: 'home-categories-fallback',
    categoriesRetry: 'home-categories-retry',
    categoryGrid: 'home-category-grid',
    categoryCard: (slug: string) => `home-category-card-${slug}`,
  },

  health: {
    screen: 'health-screen',
    loading: 'health-loading',
    status: 'health-status',
    message: 'health-message',
    refresh: 'health-refresh',
    error: 'health-error',
    retry: 'health-retry',
  },

  placeholder: {
    screen: 'placeholder-screen',
    title: 'placeholder-screen-title',
    description: 'placeholder-screen-description',
  },

  /** The sign-in / sign-up screen (/login, /auth): its tabs and panels (spec §2). */
  auth: {
    screen: 'auth-screen',
    tabs: 'auth-tabs',
    signInTab: 'auth-tab-sign-in',
    signUpTab: 'auth-tab-sign-up',
    signInPanel: 'auth-panel-sign-in',
    signUpPanel: 'auth-panel-sign-up',
  },

  signIn: {
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
  },

  /** The demo-accounts panel of the Sign In tab; keyed by the account's kind (`standard` …). */
  demoAccounts: {
    panel: 'demo-accounts',
    item: (kind: string) => `demo-account-item-${kind}`,
    email: (kind: string) => `demo-account-email-${kind}`,
    password: (kind: string) => `demo-account-password-${kind}`,
    fill: (kind: string) => `demo-account-fill-${kind}`,
  },

  signUp: {
    form: 'sign-up-form',
    firstName: 'sign-up-first-name',
    firstNameError: 'sign-up-first-name-error',
    lastName: 'sign-up-last-name',
    lastNameError: 'sign-up-last-name-error',
    email: 'sign-up-email',
    emailError: 'sign-up-email-error',
    password: 'sign-up-password',
    passwordError: 'sign-up-password-error',
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
  },

  /** Terms & Conditions / Privacy Policy (spec §2 "Document modal"); dialog parts via testIdParts. */
  documentDialog: {
    dialog: 'document-dialog',
    content: 'document-dialog-content',
  },

  forgotPassword: {
    dialog: 'forgot-password-dialog',
    /** The current step's region, e.g. `forgot-password-step-otp`. */
    step: (step: string) => `forgot-password-step-${step}`,
    /** The step's intro line ('Enter the 6-digit OTP sent to …'). */
    intro: 'forgot-password-intro',
    form: 'forgot-password-form',
    email: 'forgot-password-email',
    sendOtp: 'forgot-password-send-otp',
    otp: 'forgot-password-otp',
    verifyOtp: 'forgot-password-verify-otp',
    /** 'Resend OTP in 12s' while the countdown runs. */
    resendCountdown: 'forgot-password-resend-countdown',
    resendOtp: 'forgot-password-resend-otp',
    newPassword: 'forgot-password-new-password',
    confirmPassword: 'forgot-password-confirm-password',
    showPassword: 'forgot-password-show-password',
    resetPassword: 'forgot-password-reset-password',
    back: 'forgot-password-back',
    error: 'forgot-password-error',
    successMessage: 'forgot-password-success-message',
    /** The 'Close' button of the last step (the dialog's close icon is `forgot-password-dialog-close`). */
    close: 'forgot-password-close',
  },

  /** The 'Sign In Required' modal that guards add-to-cart and saved items (spec §2). */
  signInRequired: {
    dialog: 'sign-in-required-dialog',
    message: 'sign-in-required-message',
    form: 'sign-in-required-form',
    email: 'sign-in-required-email',
    password: 'sign-in-required-password',
    showPassword: 'sign-in-required-show-password',
    error: 'sign-in-required-error',
    submit: 'sign-in-required-submit',
    signUpLink: 'sign-in-required-sign-up-link',
  },

  /** Default id of a ConfirmDialog; parts via `testIdParts.confirmDialog`. */
  confirmDialog: 'confirm-dialog',

  /** The header's Profile guard when signed out: a ConfirmDialog (spec §2 Header). */
  profileGuard: {
    dialog: 'profile-guard-dialog',
  },

  /** Several toasts at once, stacked at the top right; each toast keyed by the caller's id. */
  toastRegion: {
    region: 'toast-region',
    toast: (id: string | number) => `toast-${id}`,
  },
} as const;

function dialogParts(testId: string) {
  return {
    root: testId,
    overlay: `${testId}-overlay`,
    title: `${testId}-title`,
    body: `${testId}-body`,
    footer: `${testId}-footer`,
    close: `${testId}-close`,
  };
}

/**
 * Parts of components that take their test id from the caller (`testId`): each part is the
 * caller's id plus a fixed suffix, e.g. a Dialog with `testId="sign-in-required-dialog"` has its
 * close button at `sign-in-required-dialog-close`. The suffixes are part of the published ids.
 */
export const testIdParts = {
  dialog: dialogParts,
  /** A ConfirmDialog: the Dialog's parts plus its message and two buttons. */
  confirmDialog: (testId: string) => ({
    ...dialogParts(testId),
    message: `${testId}-message`,
    confirm: `${testId}-confirm`,
    cancel: `${testId}-cancel`,
  }),
  toast: (testId: string) => ({
    root: testId,
    message: `${testId}-message`,
    close: `${testId}-close`,
  }),
  banner: (testId: string) => ({
    root: testId,
    message: `${testId}-message`,
    /** The action button's own id is the caller's; this is the default when none is given. */
    action: `${testId}-action`,
  }),
  priceTag: (testId: string) => ({
    root: testId,
    current: `${testId}-current`,
    old: `${testId}-old`,
    discount: `${testId}-discount`,
  }),
  rating: (testId: string) => ({
    root: testId,
    value: `${testId}-value`,
    count: `${testId}-count`,
  }),
} as const;
