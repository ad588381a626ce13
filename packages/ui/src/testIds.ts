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
} as const;

/**
 * Parts of components that take their test id from the caller (`testId`): each part is the
 * caller's id plus a fixed suffix, e.g. a Dialog with `testId="sign-in-required-dialog"` has its
 * close button at `sign-in-required-dialog-close`. The suffixes are part of the published ids.
 */
export const testIdParts = {
  dialog: (testId: string) => ({
    root: testId,
    overlay: `${testId}-overlay`,
    title: `${testId}-title`,
    body: `${testId}-body`,
    footer: `${testId}-footer`,
    close: `${testId}-close`,
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
